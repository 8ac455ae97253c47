#include "core/io/json_fields.h"

#include <algorithm>

namespace circlelab {

ObjectReader::ObjectReader(JsonRef value, std::string pointer, std::vector<SourceError>& errors,
                           std::string_view what)
    : pointer_(std::move(pointer)), errors_(errors), value_(value) {
    if (value.Is(JsonType::kObject)) {
        object_ = value;
    } else {
        ErrorAtObject(std::string(what) + " must be an object, not " + std::string(Describe(value.Type())));
    }
}

void ObjectReader::ErrorAtObject(std::string message) {
    errors_.push_back({value_.Line(), value_.Column(), pointer_, std::move(message)});
}

std::optional<JsonRef> ObjectReader::Get(std::string_view key, bool required) {
    if (!object_) return std::nullopt;
    if (std::find(known_.begin(), known_.end(), key) == known_.end()) known_.emplace_back(key);
    const std::optional<JsonRef> v = object_->Find(key);
    if (!v && required) ErrorAtObject("missing required key \"" + std::string(key) + "\"");
    return v;
}

bool ObjectReader::TypeIs(std::string_view key, JsonRef v, JsonType type) {
    if (v.Type() == type) return true;
    errors_.push_back({v.Line(), v.Column(), PointerAppend(pointer_, key),
                       std::string(key) + " must be " + std::string(Describe(type)) + ", not " +
                           std::string(Describe(v.Type()))});
    return false;
}

bool ObjectReader::Number(std::string_view key, double& out, bool required) {
    const std::optional<JsonRef> v = Get(key, required);
    if (!v) return !required;
    if (!TypeIs(key, *v, JsonType::kNumber)) return false;
    out = v->Number();
    return true;
}

bool ObjectReader::String(std::string_view key, std::string& out, bool required) {
    const std::optional<JsonRef> v = Get(key, required);
    if (!v) return !required;
    if (!TypeIs(key, *v, JsonType::kString)) return false;
    out = v->String();
    return true;
}

bool ObjectReader::Bool(std::string_view key, bool& out, bool required) {
    const std::optional<JsonRef> v = Get(key, required);
    if (!v) return !required;
    if (!TypeIs(key, *v, JsonType::kBool)) return false;
    out = v->Bool();
    return true;
}

void ObjectReader::ErrorAt(std::string_view key, std::string message) {
    const std::optional<JsonRef> v = object_ ? object_->Find(key) : std::nullopt;
    if (v) errors_.push_back({v->Line(), v->Column(), PointerAppend(pointer_, key), std::move(message)});
    else ErrorAtObject(std::move(message));
}

void ObjectReader::Report(const std::vector<FieldError>& problems) {
    for (const FieldError& p : problems) ErrorAt(p.field, p.message);
}

void ObjectReader::RejectUnknown() {
    if (!object_) return;
    // The first few unknown keys of an object are named one by one; past them one line counts
    // the rest (an object of 800,000 stray keys made as many messages, 39 times the file's size).
    constexpr std::size_t kNamed = 20;
    std::string allowed;  // listed only for an object that has a stray key
    std::size_t unknown = 0;
    for (const JsonMember& m : object_->Members()) {
        if (std::find(known_.begin(), known_.end(), m.key) != known_.end()) continue;
        if (allowed.empty())
            for (const std::string& k : known_) allowed += (allowed.empty() ? "" : ", ") + k;
        if (++unknown <= kNamed)
            errors_.push_back({m.keyAt.Line(), m.keyAt.Column(), PointerAppend(pointer_, m.key),
                               "unknown key \"" + std::string(m.key) + "\" (allowed here: " + allowed + ")"});
    }
    if (unknown > kNamed)
        ErrorAtObject("and " + std::to_string(unknown - kNamed) + " more unknown keys in this object (allowed here: " +
                      allowed + ")");
}

}  // namespace circlelab
