#include "core/io/json_writer.h"

#include <cassert>
#include <charconv>

#include "core/geometry/number_text.h"

namespace circlelab {
namespace {

void AppendQuoted(std::string& out, std::string_view text) {
    out += '"';
    // The bytes that need no escape are appended a run at a time, not one by one: keys and names
    // are runs from end to end.
    std::size_t run = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (static_cast<unsigned char>(c) >= 0x20 && c != '"' && c != '\\') continue;  // UTF-8 passes through
        out.append(text.data() + run, i - run);
        run = i + 1;
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default: {
                // The other control characters have no short escape: \u00XX.
                static constexpr char kHex[] = "0123456789abcdef";
                out += "\\u00";
                out += kHex[(c >> 4) & 0xF];
                out += kHex[c & 0xF];
            }
        }
    }
    out.append(text.data() + run, text.size() - run);
    out += '"';
}

}  // namespace

void JsonWriter::NewLine(int lineDepth) {
    out_ += '\n';
    out_.append(static_cast<std::size_t>(lineDepth * indentWidth_), ' ');
}

void JsonWriter::BeforeItem() {
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (depth_ == 0) return;  // the document's own value
    Open& open = open_[depth_ - 1];
    if (!open.empty) out_ += open.layout == Layout::kSpaced ? std::string_view(", ") : std::string_view(",");
    open.empty = false;
    if (open.layout == Layout::kLines) NewLine(lineDepth_);
}

JsonWriter& JsonWriter::Begin(char bracket, Layout layout) {
    BeforeItem();
    assert(depth_ < kMaxDepth);
    out_ += bracket;
    open_[depth_++] = {layout, true};
    if (layout == Layout::kLines) ++lineDepth_;
    return *this;
}

JsonWriter& JsonWriter::End(char bracket) {
    assert(depth_ > 0 && !afterKey_);
    const Open& open = open_[--depth_];
    if (open.layout == Layout::kLines) NewLine(--lineDepth_);  // even when empty: "[", "]" on two lines
    out_ += bracket;
    return *this;
}

JsonWriter& JsonWriter::BeginObject(Layout layout) { return Begin('{', layout); }
JsonWriter& JsonWriter::EndObject() { return End('}'); }
JsonWriter& JsonWriter::BeginArray(Layout layout) { return Begin('[', layout); }
JsonWriter& JsonWriter::EndArray() { return End(']'); }

JsonWriter& JsonWriter::Key(std::string_view key) {
    BeforeItem();
    AppendQuoted(out_, key);
    out_ += open_[depth_ - 1].layout == Layout::kCompact ? std::string_view(":") : std::string_view(": ");
    afterKey_ = true;
    return *this;
}

JsonWriter& JsonWriter::Number(double value) {
    BeforeItem();
    AppendNumber(out_, value);
    return *this;
}

JsonWriter& JsonWriter::Int(long long value) {
    BeforeItem();
    char buf[24];
    const auto result = std::to_chars(buf, buf + sizeof buf, value);
    out_.append(buf, result.ptr);
    return *this;
}

JsonWriter& JsonWriter::String(std::string_view text) {
    BeforeItem();
    AppendQuoted(out_, text);
    return *this;
}

JsonWriter& JsonWriter::Bool(bool value) {
    BeforeItem();
    out_ += value ? std::string_view("true") : std::string_view("false");
    return *this;
}

JsonWriter& JsonWriter::Null() {
    BeforeItem();
    out_ += "null";
    return *this;
}

}  // namespace circlelab
