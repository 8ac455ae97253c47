#include "core/io/json.h"

#include <charconv>
#include <cmath>
#include <algorithm>
#include <cstdint>

namespace circlelab {

JsonValue::JsonValue() = default;
JsonValue::JsonValue(const JsonValue&) = default;
JsonValue::JsonValue(JsonValue&&) noexcept = default;
JsonValue& JsonValue::operator=(const JsonValue&) = default;
JsonValue& JsonValue::operator=(JsonValue&&) noexcept = default;
JsonValue::~JsonValue() = default;

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
    return EscapeForMessage(out);
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
        // A well-formed UTF-8 sequence (RFC 3629: no overlong forms, no surrogates, <= U+10FFFF)
        // is kept; any other byte is shown as \xNN.
        std::size_t n = 0;
        std::uint32_t cp = 0, min = 0;
        if (b >= 0xC2 && b <= 0xDF) n = 2, cp = b & 0x1F, min = 0x80;
        else if (b >= 0xE0 && b <= 0xEF) n = 3, cp = b & 0x0F, min = 0x800;
        else if (b >= 0xF0 && b <= 0xF4) n = 4, cp = b & 0x07, min = 0x10000;
        bool ok = n != 0 && i + n <= text.size();
        for (std::size_t k = 1; ok && k < n; ++k) {
            const unsigned char c = static_cast<unsigned char>(text[i + k]);
            ok = (c & 0xC0) == 0x80;
            cp = (cp << 6) | (c & 0x3F);
        }
        ok = ok && cp >= min && cp <= 0x10FFFF && !(cp >= 0xD800 && cp < 0xE000);
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

namespace {

constexpr int kMaxDepth = 256;

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text) {}

    JsonParse Run() {
        JsonParse out;
        // A UTF-8 byte order mark, as some Windows editors write, is not part of the text.
        if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
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
            const std::int64_t keyLine = line_, keyColumn = column_;
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
            // Too small to be a double (0.000…01, 1e-400) reads as zero, harmlessly; too large
            // would be infinite.
            if (IsTiny(std::string_view(first, static_cast<std::size_t>(last - first)))) {
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

    // Whether a number that is out of the double range is below it (rather than above): the
    // decimal exponent of its first non-zero digit is negative. Grammar already checked.
    static bool IsTiny(std::string_view s) {
        std::size_t i = s[0] == '-' ? 1 : 0;
        long long order = 0;  // the power of ten of the first non-zero digit, before the exponent
        bool found = false;
        std::size_t integerDigits = 0;
        for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
            if (!found && s[i] != '0') found = true, order = 0;
            if (found) ++integerDigits;
        }
        if (found) order = static_cast<long long>(integerDigits) - 1;
        if (i < s.size() && s[i] == '.') {
            ++i;
            for (long long k = 1; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i, ++k)
                if (!found && s[i] != '0') found = true, order = -k;
        }
        if (!found) return true;  // zero is never out of range, but would be tiny
        long long exponent = 0;
        if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
            ++i;
            const bool negative = s[i] == '-';
            if (s[i] == '+' || s[i] == '-') ++i;
            for (; i < s.size(); ++i) exponent = std::min(exponent * 10 + (s[i] - '0'), 1000000000LL);
            if (negative) exponent = -exponent;
        }
        return order + exponent < 0;
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
    std::int64_t line_ = 1;
    std::int64_t column_ = 1;
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
