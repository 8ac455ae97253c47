#include "core/io/json.h"

#include <charconv>
#include <cmath>
#include <cstdint>

namespace circlelab {

const JsonValue* JsonValue::Find(std::string_view key) const {
    for (const auto& [k, v] : members)
        if (k == key) return &v;
    return nullptr;
}

std::string_view Describe(JsonValue::Type type) {
    switch (type) {
        case JsonValue::Type::kNull: return "null";
        case JsonValue::Type::kBool: return "a boolean";
        case JsonValue::Type::kNumber: return "a number";
        case JsonValue::Type::kString: return "a string";
        case JsonValue::Type::kArray: return "an array";
        case JsonValue::Type::kObject: return "an object";
    }
    return "null";
}

std::string SourceError::Format(std::string_view file) const {
    std::string out(file);
    out += ':' + std::to_string(line) + ':' + std::to_string(column) + ": " + message;
    if (!pointer.empty()) out += " (at " + pointer + ")";
    return out;
}

namespace {

constexpr int kMaxDepth = 256;

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text) {}

    JsonParse Run() {
        JsonParse out;
        SkipSpace();
        JsonValue v;
        if (!ParseValue(v, 0)) {
            out.error = error_;
            return out;
        }
        SkipSpace();
        if (pos_ < text_.size()) {
            Fail("unexpected text after the JSON value");
            out.error = error_;
            return out;
        }
        out.value = std::move(v);
        return out;
    }

private:
    bool AtEnd() const { return pos_ >= text_.size(); }
    char Peek() const { return AtEnd() ? '\0' : text_[pos_]; }

    void Advance() {
        const unsigned char ch = static_cast<unsigned char>(text_[pos_++]);
        if (ch == '\n') {
            ++line_;
            column_ = 1;
        } else if ((ch & 0xC0) != 0x80) {  // UTF-8 continuation bytes do not start a character
            ++column_;
        }
    }

    void SkipSpace() {
        while (!AtEnd() && (Peek() == ' ' || Peek() == '\t' || Peek() == '\n' || Peek() == '\r')) Advance();
    }

    bool Fail(std::string message) {
        error_.line = line_;
        error_.column = column_;
        error_.message = std::move(message);
        return false;
    }

    bool Expect(char c, const char* what) {
        if (Peek() != c) return Fail(std::string("expected ") + what);
        Advance();
        return true;
    }

    bool ParseValue(JsonValue& v, int depth) {
        v.line = line_;
        v.column = column_;
        if (AtEnd()) return Fail("unexpected end of input, expected a value");
        if (depth > kMaxDepth) return Fail("nested deeper than 256 levels");
        const char c = Peek();
        if (c == '{') return ParseObject(v, depth);
        if (c == '[') return ParseArray(v, depth);
        if (c == '"') {
            v.type = JsonValue::Type::kString;
            return ParseString(v.string);
        }
        if (c == '-' || (c >= '0' && c <= '9')) return ParseNumber(v);
        if (ParseWord("true")) {
            v.type = JsonValue::Type::kBool;
            v.boolean = true;
            return true;
        }
        if (ParseWord("false")) {
            v.type = JsonValue::Type::kBool;
            return true;
        }
        if (ParseWord("null")) return true;
        if (text_.substr(pos_, 3) == "NaN" || text_.substr(pos_, 8) == "Infinity")
            return Fail("NaN and Infinity are not numbers in JSON; use a finite number");
        std::string message = "unexpected character '";
        message += c;
        message += "', expected a value";
        return Fail(std::move(message));
    }

    bool ParseWord(std::string_view word) {
        if (text_.substr(pos_, word.size()) != word) return false;
        for (std::size_t i = 0; i < word.size(); ++i) Advance();
        return true;
    }

    bool ParseObject(JsonValue& v, int depth) {
        v.type = JsonValue::Type::kObject;
        Advance();  // {
        SkipSpace();
        if (Peek() == '}') {
            Advance();
            return true;
        }
        while (true) {
            SkipSpace();
            if (Peek() != '"') return Fail("expected a quoted key");
            const int keyLine = line_, keyColumn = column_;
            std::string key;
            if (!ParseString(key)) return false;
            if (v.Find(key)) {
                line_ = keyLine;
                column_ = keyColumn;
                return Fail("duplicate key \"" + key + "\"");
            }
            SkipSpace();
            if (!Expect(':', "':' after the key")) return false;
            SkipSpace();
            JsonValue member;
            if (!ParseValue(member, depth + 1)) return false;
            member.keyLine = keyLine;
            member.keyColumn = keyColumn;
            v.members.emplace_back(std::move(key), std::move(member));
            SkipSpace();
            if (Peek() == ',') {
                Advance();
                continue;
            }
            return Expect('}', "',' or '}' after an object member");
        }
    }

    bool ParseArray(JsonValue& v, int depth) {
        v.type = JsonValue::Type::kArray;
        Advance();  // [
        SkipSpace();
        if (Peek() == ']') {
            Advance();
            return true;
        }
        while (true) {
            SkipSpace();
            JsonValue item;
            if (!ParseValue(item, depth + 1)) return false;
            v.items.push_back(std::move(item));
            SkipSpace();
            if (Peek() == ',') {
                Advance();
                continue;
            }
            return Expect(']', "',' or ']' after an array element");
        }
    }

    bool ParseNumber(JsonValue& v) {
        // Grammar of RFC 8259 §6, checked before conversion so "01" or "1." are rejected.
        const std::size_t start = pos_;
        const auto digits = [&] {
            std::size_t n = 0;
            while (Peek() >= '0' && Peek() <= '9') {
                Advance();
                ++n;
            }
            return n;
        };
        if (Peek() == '-') Advance();
        if (Peek() == '0') {
            Advance();
            if (Peek() >= '0' && Peek() <= '9') return Fail("numbers may not start with 0");
        } else if (digits() == 0) {
            return Fail("expected digits in the number");
        }
        if (Peek() == '.') {
            Advance();
            if (digits() == 0) return Fail("expected digits after the decimal point");
        }
        if (Peek() == 'e' || Peek() == 'E') {
            Advance();
            if (Peek() == '+' || Peek() == '-') Advance();
            if (digits() == 0) return Fail("expected digits in the exponent");
        }
        const char* first = text_.data() + start;
        const char* last = text_.data() + pos_;
        double value = 0.0;
        const auto [ptr, ec] = ReadNumber(first, last, value);
        if (ec == std::errc::result_out_of_range) {
            // Underflow (a negative exponent) to zero is harmless; overflow would be infinite.
            const std::string_view s(first, static_cast<std::size_t>(last - first));
            if (s.find("e-") != std::string_view::npos || s.find("E-") != std::string_view::npos) {
                value = 0.0;
            } else {
                line_ = v.line;
                column_ = v.column;
                return Fail("number is too large to be finite");
            }
        } else if (ec != std::errc() || ptr != last) {
            return Fail("malformed number");
        }
        v.type = JsonValue::Type::kNumber;
        v.number = value;
        return true;
    }

    static void AppendUtf8(std::string& out, std::uint32_t cp) {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    bool ParseHex4(std::uint32_t& out) {
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = Peek();
            int d;
            if (c >= '0' && c <= '9') d = c - '0';
            else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
            else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
            else return Fail("expected four hex digits after \\u");
            out = out * 16 + static_cast<std::uint32_t>(d);
            Advance();
        }
        return true;
    }

    bool ParseString(std::string& out) {
        Advance();  // opening quote
        while (true) {
            if (AtEnd()) return Fail("unterminated string");
            const char c = Peek();
            if (c == '"') {
                Advance();
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20) return Fail("control character in a string; write it as an escape");
            if (c != '\\') {
                out += c;
                Advance();
                continue;
            }
            Advance();
            const char e = Peek();
            if (AtEnd()) return Fail("unterminated string");
            Advance();
            switch (e) {
                case '"': out += '"'; break;
                case '\\': out += '\\'; break;
                case '/': out += '/'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': {
                    std::uint32_t cp;
                    if (!ParseHex4(cp)) return false;
                    if (cp >= 0xD800 && cp < 0xDC00 && text_.substr(pos_, 2) == "\\u") {
                        Advance();
                        Advance();
                        std::uint32_t low;
                        if (!ParseHex4(low)) return false;
                        if (low >= 0xDC00 && low < 0xE000) cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                        else return Fail("invalid UTF-16 surrogate pair");
                    } else if (cp >= 0xD800 && cp < 0xE000) {
                        return Fail("invalid UTF-16 surrogate");
                    }
                    AppendUtf8(out, cp);
                    break;
                }
                default: return Fail(std::string("unknown escape '\\") + e + "'");
            }
        }
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
    SourceError error_;
};

}  // namespace

JsonParse ParseJson(std::string_view text) { return Parser(text).Run(); }

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
