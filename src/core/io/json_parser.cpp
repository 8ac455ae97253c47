// The JSON reader (RFC 8259) writing the tape of json_document.h. A first pass counts an upper
// bound of the nodes and of the decoded string bytes, so both are allocated once and exactly:
// a vector grown while parsing would hold up to twice what it needs. Positions are byte offsets;
// an error's line and column are counted from its offset only when it is reported.
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <functional>
#include <limits>
#include <tuple>

#include "core/io/json.h"

namespace circlelab {
namespace {

constexpr int kMaxDepth = 256;

bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Upper bounds for one text. Every value but the first follows a '[', ',' or ':', and every key a
// '{' or ','; the bracket of an empty container starts nothing. Brackets and commas inside strings
// are skipped the way the reader skips them (a backslash escapes the next byte), and a string
// with an escape can decode to at most its own length.
struct Bound {
    std::size_t nodes = 1;
    std::size_t decoded = 0;
};

Bound Count(std::string_view text, std::size_t from) {
    Bound b;
    const std::size_t n = text.size();
    for (std::size_t i = from; i < n; ++i) {
        const char c = text[i];
        if (c == '"') {
            const std::size_t start = ++i;
            bool escaped = false;
            for (; i < n && text[i] != '"'; ++i) {
                if (text[i] == '\\') escaped = true, ++i;
            }
            if (escaped) b.decoded += std::min(i, n) - start;
        } else if (c == ',' || c == ':') {
            ++b.nodes;
        } else if (c == '[' || c == '{') {
            std::size_t j = i + 1;
            while (j < n && IsSpace(text[j])) ++j;
            if (j < n && text[j] == (c == '[' ? ']' : '}')) continue;
            ++b.nodes;
        }
    }
    return b;
}

// Whether a number that is out of the double range is below it (rather than above): the
// decimal exponent of its first non-zero digit is negative. Grammar already checked.
bool IsTiny(std::string_view s) {
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

void AppendUtf8(std::string& out, std::uint32_t cp) {
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

// The keys of one object, to refuse a duplicate. A few keys are compared one by one; past 16 they
// go into an open-addressing table (linear probing, at most half full) so an object of a million
// keys is read in linear time, at 8 to 16 bytes per key.
class KeySet {
public:
    /// False when a key equal to node `key`'s is already in the set.
    bool Insert(const JsonDocument& doc, std::uint32_t key, std::string_view text) {
        if (table_.empty()) {
            for (std::uint32_t k : few_)
                if (text == JsonRef(doc, k).String()) return false;
            few_.push_back(key);
            if (few_.size() <= kFew) return true;
            Rehash(doc, 64);
            return true;
        }
        if ((count_ + 1) * 2 > table_.size()) Rehash(doc, table_.size() * 2);
        return Place(doc, key, text);
    }

private:
    static constexpr std::size_t kFew = 16;

    bool Place(const JsonDocument& doc, std::uint32_t key, std::string_view text) {
        const std::size_t mask = table_.size() - 1;
        for (std::size_t i = std::hash<std::string_view>{}(text) & mask;; i = (i + 1) & mask) {
            if (table_[i] == 0) {  // node 0 is the root, never a key: 0 marks an empty slot
                table_[i] = key;
                ++count_;
                return true;
            }
            if (JsonRef(doc, table_[i]).String() == text) return false;
        }
    }

    void Rehash(const JsonDocument& doc, std::size_t size) {
        std::vector<std::uint32_t> keys = std::move(few_);
        for (std::uint32_t k : table_)
            if (k != 0) keys.push_back(k);
        few_ = {};
        table_.assign(size, 0);
        count_ = 0;
        for (std::uint32_t k : keys) Place(doc, k, JsonRef(doc, k).String());
    }

    std::vector<std::uint32_t> few_;
    std::vector<std::uint32_t> table_;
    std::size_t count_ = 0;
};

}  // namespace

class JsonParser {
public:
    explicit JsonParser(std::string text) { doc_.text_ = std::move(text); }

    JsonParse Run() {
        JsonParse out;
        if (doc_.text_.size() >= std::numeric_limits<std::uint32_t>::max()) {
            out.error = {1, 1, "", "the JSON text is larger than 4 GiB"};
            return out;
        }
        text_ = doc_.text_;
        // A UTF-8 byte order mark, as some Windows editors write, is not part of the text.
        if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = doc_.start_ = 3;
        // UTF-16 (or UTF-32), as Notepad's "Unicode" writes it: said as such, not as a stray byte.
        if (text_.substr(0, 2) == "\xFF\xFE" || text_.substr(0, 2) == "\xFE\xFF" ||
            (text_.size() >= 2 && (text_[0] == '\0' || text_[1] == '\0'))) {
            out.error = {1, 1, "", "the text is UTF-16 or UTF-32; JSON text must be UTF-8"};
            return out;
        }
        const Bound bound = Count(text_, pos_);
        doc_.nodes_.reserve(bound.nodes);
        doc_.side_.reserve(bound.decoded);
        SkipSpace();
        if (ParseValue(0)) {
            SkipSpace();
            if (pos_ >= text_.size()) {
                out.value = std::move(doc_);
                return out;
            }
            Fail("unexpected text after the JSON value");
        }
        const JsonDocument::Place place = doc_.PlaceOf(static_cast<std::uint32_t>(errorOffset_));
        out.error = {place.line, place.column, "", std::move(errorMessage_)};
        return out;
    }

private:
    using Node = JsonDocument::Node;

    bool AtEnd() const { return pos_ >= text_.size(); }
    char Peek() const { return AtEnd() ? '\0' : text_[pos_]; }
    void SkipSpace() {
        while (!AtEnd() && IsSpace(text_[pos_])) ++pos_;
    }

    bool FailAt(std::size_t offset, std::string message) {
        errorOffset_ = offset;
        errorMessage_ = std::move(message);
        return false;
    }
    bool Fail(std::string message) { return FailAt(pos_, std::move(message)); }
    // The run of non-ASCII bytes at pos_ that is not UTF-8, at most 4 of them, for the message.
    std::string_view BadBytes() const {
        std::size_t n = 0;
        while (n < 4 && pos_ + n < text_.size() && static_cast<unsigned char>(text_[pos_ + n]) >= 0x80) ++n;
        return text_.substr(pos_, n);
    }

    bool Expect(char c, const char* what) {
        if (Peek() != c) return Fail(std::string("expected ") + what);
        ++pos_;
        return true;
    }

    std::uint32_t Push(JsonType type, std::size_t offset) {
        Node n;
        n.type = type;
        n.offset = static_cast<std::uint32_t>(offset);
        doc_.nodes_.push_back(n);
        return static_cast<std::uint32_t>(doc_.nodes_.size() - 1);
    }

    // A container's subtree ends here: its span and child count.
    void Close(std::uint32_t at, std::uint32_t children) {
        doc_.nodes_[at].payload.pair[0] = static_cast<std::uint32_t>(doc_.nodes_.size() - at);
        doc_.nodes_[at].payload.pair[1] = children;
    }

    bool ParseValue(int depth) {
        if (AtEnd()) return Fail("unexpected end of input, expected a value");
        if (depth > kMaxDepth) return Fail("nested deeper than 256 levels");
        const char c = Peek();
        if (c == '{') return ParseObject(depth);
        if (c == '[') return ParseArray(depth);
        if (c == '"') return ParseString();
        if (c == '-' || (c >= '0' && c <= '9')) return ParseNumber();
        for (const auto& [word, type, value] : {std::tuple{std::string_view("true"), JsonType::kBool, 1u},
                                                std::tuple{std::string_view("false"), JsonType::kBool, 0u},
                                                std::tuple{std::string_view("null"), JsonType::kNull, 0u}}) {
            if (text_.substr(pos_, word.size()) != word) continue;
            doc_.nodes_[Push(type, pos_)].payload.pair[0] = value;
            pos_ += word.size();
            return true;
        }
        if (text_.substr(pos_, 3) == "NaN" || text_.substr(pos_, 8) == "Infinity")
            return Fail("NaN and Infinity are not numbers in JSON; use a finite number");
        std::string message = "unexpected character '";
        message += c;
        message += "', expected a value";
        return Fail(std::move(message));
    }

    bool ParseObject(int depth) {
        const std::uint32_t self = Push(JsonType::kObject, pos_);
        std::uint32_t members = 0;
        ++pos_;  // {
        SkipSpace();
        if (Peek() == '}') {
            ++pos_;
            Close(self, 0);
            return true;
        }
        KeySet keys;
        while (true) {
            SkipSpace();
            if (Peek() != '"') return Fail("expected a quoted key");
            const std::size_t keyOffset = pos_;
            if (!ParseString()) return false;
            const std::uint32_t key = static_cast<std::uint32_t>(doc_.nodes_.size() - 1);
            const std::string_view name = JsonRef(doc_, key).String();
            if (!keys.Insert(doc_, key, name)) return FailAt(keyOffset, "duplicate key \"" + std::string(name) + "\"");
            SkipSpace();
            if (!Expect(':', "':' after the key")) return false;
            SkipSpace();
            if (!ParseValue(depth + 1)) return false;
            ++members;
            SkipSpace();
            if (Peek() == ',') {
                ++pos_;
                continue;
            }
            if (!Expect('}', "',' or '}' after an object member")) return false;
            Close(self, members);
            return true;
        }
    }

    bool ParseArray(int depth) {
        const std::uint32_t self = Push(JsonType::kArray, pos_);
        std::uint32_t items = 0;
        ++pos_;  // [
        SkipSpace();
        if (Peek() == ']') {
            ++pos_;
            Close(self, 0);
            return true;
        }
        while (true) {
            SkipSpace();
            if (!ParseValue(depth + 1)) return false;
            ++items;
            SkipSpace();
            if (Peek() == ',') {
                ++pos_;
                continue;
            }
            if (!Expect(']', "',' or ']' after an array element")) return false;
            Close(self, items);
            return true;
        }
    }

    bool ParseNumber() {
        // Grammar of RFC 8259 §6, checked before conversion so "01" or "1." are rejected.
        const std::size_t start = pos_;
        const auto digits = [&] {
            const std::size_t from = pos_;
            while (Peek() >= '0' && Peek() <= '9') ++pos_;
            return pos_ - from;
        };
        if (Peek() == '-') ++pos_;
        if (Peek() == '0') {
            ++pos_;
            if (Peek() >= '0' && Peek() <= '9') return Fail("numbers may not start with 0");
        } else if (digits() == 0) {
            return Fail("expected digits in the number");
        }
        if (Peek() == '.') {
            ++pos_;
            if (digits() == 0) return Fail("expected digits after the decimal point");
        }
        if (Peek() == 'e' || Peek() == 'E') {
            ++pos_;
            if (Peek() == '+' || Peek() == '-') ++pos_;
            if (digits() == 0) return Fail("expected digits in the exponent");
        }
        const char* first = text_.data() + start;
        const char* last = text_.data() + pos_;
        double value = 0.0;
        const auto [ptr, ec] = ReadNumber(first, last, value);
        if (ec == std::errc::result_out_of_range) {
            // Too small to be a double (0.000…01, 1e-400) reads as zero, harmlessly; too large
            // would be infinite.
            if (!IsTiny(std::string_view(first, static_cast<std::size_t>(last - first))))
                return FailAt(start, "number is too large to be finite");
            value = 0.0;
        } else if (ec != std::errc() || ptr != last) {
            return Fail("malformed number");
        }
        doc_.nodes_[Push(JsonType::kNumber, start)].payload.number = value;
        return true;
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
            ++pos_;
        }
        return true;
    }

    // A string value or key as one node: a slice of the text, or, from its first escape on,
    // decoded into the side buffer.
    bool ParseString() {
        const std::uint32_t at = Push(JsonType::kString, pos_);
        const std::size_t begin = ++pos_;  // past the opening quote
        std::string* decoded = nullptr;
        while (true) {
            if (AtEnd()) return Fail("unterminated string");
            const char c = text_[pos_];
            if (c == '"') break;
            if (static_cast<unsigned char>(c) < 0x20) return Fail("control character in a string; write it as an escape");
            if (static_cast<unsigned char>(c) >= 0x80) {
                // JSON text is UTF-8 (RFC 8259 §8.1): other bytes would reach titles, reports and
                // saved files as they are.
                const std::size_t n = Utf8SequenceLength(text_, pos_);
                if (n == 0) return Fail("bytes that are not UTF-8 in a string (" + EscapeForMessage(BadBytes()) + "); JSON text must be UTF-8");
                if (decoded) decoded->append(text_.substr(pos_, n));
                pos_ += n;
                continue;
            }
            if (c != '\\') {
                if (decoded) *decoded += c;
                ++pos_;
                continue;
            }
            if (!decoded) {
                decoded = &doc_.side_;
                doc_.nodes_[at].flags = JsonDocument::kDecoded;
                doc_.nodes_[at].payload.pair[0] = static_cast<std::uint32_t>(decoded->size());
                decoded->append(text_.substr(begin, pos_ - begin));
            }
            ++pos_;
            if (AtEnd()) return Fail("unterminated string");
            const char e = text_[pos_++];
            switch (e) {
                case '"': *decoded += '"'; break;
                case '\\': *decoded += '\\'; break;
                case '/': *decoded += '/'; break;
                case 'b': *decoded += '\b'; break;
                case 'f': *decoded += '\f'; break;
                case 'n': *decoded += '\n'; break;
                case 'r': *decoded += '\r'; break;
                case 't': *decoded += '\t'; break;
                case 'u': {
                    std::uint32_t cp;
                    if (!ParseHex4(cp)) return false;
                    if (cp >= 0xD800 && cp < 0xDC00 && text_.substr(pos_, 2) == "\\u") {
                        pos_ += 2;
                        std::uint32_t low;
                        if (!ParseHex4(low)) return false;
                        if (low >= 0xDC00 && low < 0xE000) cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                        else return Fail("invalid UTF-16 surrogate pair");
                    } else if (cp >= 0xD800 && cp < 0xE000) {
                        return Fail("invalid UTF-16 surrogate");
                    }
                    AppendUtf8(*decoded, cp);
                    break;
                }
                default: return Fail(std::string("unknown escape '\\") + e + "'");
            }
        }
        Node& n = doc_.nodes_[at];
        if (decoded) {
            n.payload.pair[1] = static_cast<std::uint32_t>(decoded->size() - n.payload.pair[0]);
        } else {
            n.payload.pair[0] = static_cast<std::uint32_t>(begin);
            n.payload.pair[1] = static_cast<std::uint32_t>(pos_ - begin);
        }
        ++pos_;  // the closing quote
        return true;
    }

    JsonDocument doc_;
    std::string_view text_;
    std::size_t pos_ = 0;
    std::size_t errorOffset_ = 0;
    std::string errorMessage_;
};

JsonParse ParseJson(std::string_view text) { return JsonParser(std::string(text)).Run(); }
JsonParse ParseJsonText(std::string text) { return JsonParser(std::move(text)).Run(); }

}  // namespace circlelab
