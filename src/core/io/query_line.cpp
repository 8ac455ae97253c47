#include "core/io/query_line.h"

#include <cstddef>
#include <cstdint>
#include <system_error>
#include <vector>

#include "core/geometry/number_text.h"
#include "core/geometry/validate.h"
#include "core/io/json_fields.h"
#include "core/io/shape_json.h"

namespace circlelab {
namespace {

// Digits that always make a whole number a double holds exactly (10^15 < 2^53), and the powers of
// ten a double holds exactly, for numbers read without a general conversion.
constexpr std::size_t kExactDigits = 15;
constexpr double kPowersOfTen[kExactDigits + 1] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                                   1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};

// A cursor over one line that reads only what a plain query line holds. Each method returns false
// at the first byte it does not expect, and the plain reader gives the line up to the full one.
class PlainCursor {
public:
    explicit PlainCursor(std::string_view text) : p_(text.data()), end_(text.data() + text.size()) {}

    bool AtEnd() {
        SkipSpace();
        return p_ == end_;
    }

    bool Eat(char c) {
        SkipSpace();
        if (p_ == end_ || *p_ != c) return false;
        ++p_;
        return true;
    }

    // A string without escapes or control characters: the bytes between its quotes. A key or a
    // name spelled with an escape is the same key to the full reader, which reads it then.
    bool String(std::string_view& out) {
        if (!Eat('"')) return false;
        const char* start = p_;
        for (; p_ != end_ && *p_ != '"'; ++p_)
            if (*p_ == '\\' || static_cast<unsigned char>(*p_) < 0x20) return false;
        if (p_ == end_) return false;
        out = std::string_view(start, static_cast<std::size_t>(p_ - start));
        ++p_;
        return true;
    }

    // A number in RFC 8259's grammar, read to the same double as the JSON reader reads it. A
    // number too large or too small for a double is left to the full reader (which refuses the
    // one and reads the other as 0).
    bool Number(double& out) {
        SkipSpace();
        const char* start = p_;
        const bool negative = p_ != end_ && *p_ == '-';
        if (negative) ++p_;
        if (p_ == end_ || !IsDigit(*p_)) return false;
        const char* integer = p_;
        if (*p_ == '0') {
            ++p_;
            if (p_ != end_ && IsDigit(*p_)) return false;  // JSON has no leading zeros
        } else {
            SkipDigits();
        }
        const std::size_t integerDigits = static_cast<std::size_t>(p_ - integer);
        const char* fraction = p_;
        std::size_t fractionDigits = 0;
        if (p_ != end_ && *p_ == '.') {
            fraction = ++p_;
            if (!SkipDigits()) return false;
            fractionDigits = static_cast<std::size_t>(p_ - fraction);
        }
        const bool exponent = p_ != end_ && (*p_ == 'e' || *p_ == 'E');
        if (exponent) {
            ++p_;
            if (p_ != end_ && (*p_ == '+' || *p_ == '-')) ++p_;
            if (!SkipDigits()) return false;
        }
        if (!exponent && integerDigits + fractionDigits <= kExactDigits) {
            // At most 15 digits make a whole number m below 2^53 and 10^k is exact for k <= 15, so
            // m / 10^k is one correctly rounded division of exact doubles: the double nearest the
            // decimal, which is what the JSON reader's conversion gives too (Clinger's fast path).
            std::uint64_t m = 0;
            for (const char* c = integer; c != integer + integerDigits; ++c) m = m * 10 + static_cast<unsigned>(*c - '0');
            for (const char* c = fraction; c != fraction + fractionDigits; ++c) m = m * 10 + static_cast<unsigned>(*c - '0');
            const double value = static_cast<double>(m) / kPowersOfTen[fractionDigits];
            out = negative ? -value : value;
            return true;
        }
        const auto [ptr, ec] = ReadNumber(start, p_, out);
        return ec == std::errc() && ptr == p_;
    }

private:
    static bool IsDigit(char c) { return c >= '0' && c <= '9'; }

    bool SkipDigits() {
        const char* start = p_;
        while (p_ != end_ && IsDigit(*p_)) ++p_;
        return p_ != start;
    }

    // JSON's white space. A line never holds '\n', but the full reader skips it too.
    void SkipSpace() {
        while (p_ != end_ && (*p_ == ' ' || *p_ == '\t' || *p_ == '\r' || *p_ == '\n')) ++p_;
    }

    const char* p_;
    const char* end_;
};

// `{"key": value, …}`, each value read by `member(key)`; false on anything else, or when `member`
// refuses the key (unknown, or seen before).
template <class Member>
bool ReadObject(PlainCursor& in, Member&& member) {
    if (!in.Eat('{')) return false;
    if (in.Eat('}')) return true;
    do {
        std::string_view key;
        if (!in.String(key) || !in.Eat(':') || !member(key)) return false;
    } while (in.Eat(','));
    return in.Eat('}');
}

// The keys of a circle or a shape object, one bit each.
constexpr unsigned kType = 1, kX = 2, kY = 4, kR = 8, kW = 16, kH = 32, kAngle = 64, kMissing = 128;

// A key's bit, 0 for any other key. Its length is looked at first, so a key costs a comparison
// or two, not one for every key it might be.
unsigned KeyOf(std::string_view key) {
    switch (key.size()) {
        case 1:
            switch (key[0]) {
                case 'x': return kX;
                case 'y': return kY;
                case 'r': return kR;
                case 'w': return kW;
                case 'h': return kH;
                default: return 0;
            }
        case 4: return key == "type" ? kType : 0;
        case 5: return key == "angle" ? kAngle : 0;
        case 7: return key == "missing" ? kMissing : 0;
        default: return 0;
    }
}

// The members of a circle or shape object, kept until the keys that came (in any order, each
// once) and the shape's type (which may come last) say what they make.
struct Fields {
    unsigned keys = 0;
    std::string_view type, missing;
    double x = 0, y = 0, r = 0, w = 0, h = 0, angle = 0;  // angle: 0 when left out, as the full reader
};

bool ReadFields(PlainCursor& in, Fields& f) {
    return ReadObject(in, [&](std::string_view name) {
        const unsigned key = KeyOf(name);
        if (key == 0 || (f.keys & key)) return false;  // unknown, or a second time
        f.keys |= key;
        switch (key) {
            case kType: return in.String(f.type);
            case kMissing: return in.String(f.missing);
            case kX: return in.Number(f.x);
            case kY: return in.Number(f.y);
            case kR: return in.Number(f.r);
            case kW: return in.Number(f.w);
            case kH: return in.Number(f.h);
            default: return in.Number(f.angle);
        }
    });
}

// The shape the fields make: exactly the keys of its type (docs/architecture.md, Shapes), `angle` optional
// for a rectangle and a tile.
std::optional<Shape> ShapeOf(const Fields& f) {
    const unsigned box = kType | kX | kY | kW | kH;
    if (f.type == "circle" && f.keys == (kType | kX | kY | kR)) return Circle{{f.x, f.y}, f.r};
    if (f.type == "rect" && (f.keys & ~kAngle) == box) return Rect{{f.x, f.y}, {f.w, f.h}, f.angle};
    if (f.type == "triangle" && (f.keys & ~kAngle) == (box | kMissing))
        if (const std::optional<Corner> corner = ParseCorner(f.missing))
            return Triangle{{f.x, f.y}, {f.w, f.h}, *corner, f.angle};
    return std::nullopt;
}

}  // namespace

std::optional<QueryInput> ReadPlainQueryLine(std::string_view line) {
    PlainCursor in(line);
    constexpr unsigned kCircle = 1, kShape = 2;
    unsigned keys = 0;
    Fields circle, shape;
    const bool read = ReadObject(in, [&](std::string_view name) {
        const unsigned key = name == "circle" ? kCircle : name == "shape" ? kShape : 0;
        if (key == 0 || (keys & key)) return false;
        keys |= key;
        return ReadFields(in, key == kCircle ? circle : shape);
    });
    if (!read || keys != (kCircle | kShape) || circle.keys != (kX | kY | kR) || !in.AtEnd()) return std::nullopt;
    const Circle c{{circle.x, circle.y}, circle.r};
    const std::optional<Shape> s = ShapeOf(shape);
    // The same checks as the full reader's; a value out of range is refused there, with its message.
    if (!s || !ValidateMovingCircle(c).empty() || !Validate(*s).empty()) return std::nullopt;
    return QueryInput{c, *s};
}

std::variant<QueryInput, SourceError> ReadQueryLine(std::string_view line) {
    const JsonParse parsed = ParseJson(line);
    if (!parsed.value) return parsed.error;

    std::vector<SourceError> errors;
    ObjectReader in(parsed.value->Root(), "", errors, "a query line");
    const std::optional<JsonRef> circleValue = in.Get("circle", true);
    const std::optional<JsonRef> shapeValue = in.Get("shape", true);
    in.RejectUnknown();
    std::optional<Circle> circle;
    std::optional<Shape> shape;
    if (circleValue) {
        ObjectReader circleIn(*circleValue, "/circle", errors, "circle");
        circle = ReadMovingCircle(circleIn);
        circleIn.RejectUnknown();
    }
    if (shapeValue) shape = ShapeFromJson(*shapeValue, "/shape", errors);
    if (!errors.empty()) return errors.front();
    return QueryInput{*circle, *shape};
}

}  // namespace circlelab
