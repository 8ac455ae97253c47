#include "core/io/json.h"

#include <cstdint>

namespace circlelab {

std::string_view Describe(JsonType type) {
    switch (type) {
        case JsonType::kNull: return "null";
        case JsonType::kBool: return "a boolean";
        case JsonType::kNumber: return "a number";
        case JsonType::kString: return "a string";
        case JsonType::kArray: return "an array";
        case JsonType::kObject: return "an object";
    }
    return "null";
}

std::string SourceError::Format(std::string_view file) const {
    std::string out(file);
    out += ':' + std::to_string(line) + ':' + std::to_string(column) + ": " + message;
    if (!pointer.empty()) out += " (at " + pointer + ")";
    return EscapeForMessage(out);
}

std::string FormatErrors(const std::vector<SourceError>& errors, std::string_view file) {
    std::string out;
    for (const SourceError& e : errors) out += e.Format(file) + "\n";
    return out;
}

std::string EscapeForMessage(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    const auto hex = [&](unsigned char b) {
        static constexpr char kDigits[] = "0123456789ABCDEF";
        out += "\\x";
        out += kDigits[b >> 4];
        out += kDigits[b & 15];
    };
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char b = static_cast<unsigned char>(text[i]);
        if (b < 0x80) {
            if (b < 0x20 || b == 0x7F) hex(b);
            else out += static_cast<char>(b);
            ++i;
            continue;
        }
        const std::size_t n = Utf8SequenceLength(text, i);
        const bool ok = n != 0;
        if (ok) {
            out.append(text.substr(i, n));
            i += n;
        } else {
            hex(b);
            ++i;
        }
    }
    return out;
}

std::size_t Utf8SequenceLength(std::string_view text, std::size_t at) {
    if (at >= text.size()) return 0;
    const unsigned char b = static_cast<unsigned char>(text[at]);
    if (b < 0x80) return 1;
    std::size_t n = 0;
    std::uint32_t cp = 0, min = 0;
    if (b >= 0xC2 && b <= 0xDF) n = 2, cp = b & 0x1F, min = 0x80;
    else if (b >= 0xE0 && b <= 0xEF) n = 3, cp = b & 0x0F, min = 0x800;
    else if (b >= 0xF0 && b <= 0xF4) n = 4, cp = b & 0x07, min = 0x10000;
    if (n == 0 || at + n > text.size()) return 0;
    for (std::size_t k = 1; k < n; ++k) {
        const unsigned char c = static_cast<unsigned char>(text[at + k]);
        if ((c & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (c & 0x3F);
    }
    return cp >= min && cp <= 0x10FFFF && !(cp >= 0xD800 && cp < 0xE000) ? n : 0;
}

std::string PointerAppend(const std::string& pointer, std::string_view key) {
    std::string out = pointer + '/';
    for (char c : key) {
        if (c == '~') out += "~0";
        else if (c == '/') out += "~1";
        else out += c;
    }
    return out;
}

std::string PointerAppend(const std::string& pointer, std::size_t index) {
    return pointer + '/' + std::to_string(index);
}

}  // namespace circlelab
