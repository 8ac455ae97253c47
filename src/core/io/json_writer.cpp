#include "core/io/json_writer.h"

#include <cassert>
#include <charconv>

#include "core/geometry/number_text.h"

namespace circlelab {
namespace {

void AppendQuoted(std::string& out, std::string_view text) {
    out += '"';
    for (const char c : text) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    // The other control characters have no short escape: \u00XX.
                    static constexpr char kHex[] = "0123456789abcdef";
                    out += "\\u00";
                    out += kHex[(c >> 4) & 0xF];
                    out += kHex[c & 0xF];
                } else {
                    out += c;  // UTF-8 passes through as it is
                }
        }
    }
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
    if (!open.empty) out_ += open.layout == Layout::kSpaced ? ", " : ",";
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
    out_ += open_[depth_ - 1].layout == Layout::kCompact ? ":" : ": ";
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
    out_ += value ? "true" : "false";
    return *this;
}

JsonWriter& JsonWriter::Null() {
    BeforeItem();
    out_ += "null";
    return *this;
}

}  // namespace circlelab
