#include "core/io/json_fields.h"

#include <algorithm>

namespace circlelab {

ObjectReader::ObjectReader(const JsonValue& value, std::string pointer, std::vector<SourceError>& errors,
                           std::string_view what)
    : pointer_(std::move(pointer)), errors_(errors), line_(value.line), column_(value.column) {
    if (value.Is(JsonValue::Type::kObject)) {
        object_ = &value;
    } else {
        errors_.push_back({value.line, value.column, pointer_,
                           std::string(what) + " must be an object, not " + std::string(Describe(value.type))});
    }
}

const JsonValue* ObjectReader::Get(std::string_view key, bool required) {
    if (!object_) return nullptr;
    if (std::find(known_.begin(), known_.end(), key) == known_.end()) known_.emplace_back(key);
    const JsonValue* v = object_->Find(key);
    if (!v && required)
        errors_.push_back({line_, column_, pointer_, "missing required key \"" + std::string(key) + "\""});
    return v;
}

bool ObjectReader::TypeIs(std::string_view key, const JsonValue& v, JsonValue::Type type) {
    if (v.type == type) return true;
    errors_.push_back({v.line, v.column, PointerAppend(pointer_, key),
                       std::string(key) + " must be " + std::string(Describe(type)) + ", not " +
                           std::string(Describe(v.type))});
    return false;
}

bool ObjectReader::Number(std::string_view key, double& out, bool required) {
    const JsonValue* v = Get(key, required);
    if (!v) return !required;
    if (!TypeIs(key, *v, JsonValue::Type::kNumber)) return false;
    out = v->number;
    return true;
}

bool ObjectReader::String(std::string_view key, std::string& out, bool required) {
    const JsonValue* v = Get(key, required);
    if (!v) return !required;
    if (!TypeIs(key, *v, JsonValue::Type::kString)) return false;
    out = v->string;
    return true;
}

bool ObjectReader::Bool(std::string_view key, bool& out, bool required) {
    const JsonValue* v = Get(key, required);
    if (!v) return !required;
    if (!TypeIs(key, *v, JsonValue::Type::kBool)) return false;
    out = v->boolean;
    return true;
}

void ObjectReader::ErrorAt(std::string_view key, std::string message) {
    const JsonValue* v = object_ ? object_->Find(key) : nullptr;
    if (v) errors_.push_back({v->line, v->column, PointerAppend(pointer_, key), std::move(message)});
    else errors_.push_back({line_, column_, pointer_, std::move(message)});
}

void ObjectReader::Report(const std::vector<FieldError>& problems) {
    for (const FieldError& p : problems) ErrorAt(p.field, p.message);
}

void ObjectReader::RejectUnknown() {
    if (!object_) return;
    for (const auto& [key, v] : object_->members) {
        if (std::find(known_.begin(), known_.end(), key) != known_.end()) continue;
        std::string allowed;
        for (const std::string& k : known_) allowed += (allowed.empty() ? "" : ", ") + k;
        errors_.push_back({v.keyLine, v.keyColumn, PointerAppend(pointer_, key),
                           "unknown key \"" + key + "\" (allowed here: " + allowed + ")"});
    }
}

}  // namespace circlelab
