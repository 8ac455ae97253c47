// Numbers as text: the portable shortest form (for standard libraries without floating-point
// std::to_chars, as in the browser build) writes exactly the bytes std::to_chars writes here.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <random>
#include <string>
#include <version>

#include "core/geometry/number_text.h"

namespace circlelab {
namespace {

std::string Portable(double v) {
    std::string out;
    AppendNumberPortable(out, v);
    return out;
}

// The writer into a caller's buffer (`query`'s lines) writes the same bytes as the portable form,
// which is built independently of it, and never more than the room it asks for.
TEST(NumberText, WriteNumberWritesTheSameBytesWithinItsRoom) {
    const auto expectSame = [](double v) {
        char text[kMaxNumberChars];
        char* end = WriteNumber(text, v);
        ASSERT_LE(end - text, static_cast<std::ptrdiff_t>(kMaxNumberChars)) << Portable(v);
        ASSERT_EQ(std::string(text, end), Portable(v));
    };
    for (double v : {0.0, -0.0, 1.0, -1.0, 0.1, 1e21, 1e-7, 123456789012345680.0, -2.2250738585072014e-308,
                     std::numeric_limits<double>::max(), -std::numeric_limits<double>::max(),
                     std::numeric_limits<double>::denorm_min(), -std::nextafter(1e-300, 0.0),
                     std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity(),
                     std::numeric_limits<double>::quiet_NaN()})
        expectSame(v);
    std::mt19937_64 random(20261125);
    for (int i = 0; i < 20000; ++i) expectSame(std::bit_cast<double>(random()));
}

TEST(NumberText, PortableFormHandWorked) {
    EXPECT_EQ(Portable(0.0), "0");
    EXPECT_EQ(Portable(-0.0), "0");
    EXPECT_EQ(Portable(1.0), "1");
    EXPECT_EQ(Portable(-2.5), "-2.5");
    EXPECT_EQ(Portable(0.1), "0.1");
    EXPECT_EQ(Portable(123456.0), "123456");
    EXPECT_EQ(Portable(1e20), "1e+20");     // shorter than twenty-one digits
    EXPECT_EQ(Portable(0.0001), "1e-04");   // shorter than 0.0001
    EXPECT_EQ(Portable(0.001), "0.001");    // a tie goes to the fixed form
    EXPECT_EQ(Portable(1.0 / 3.0), "0.3333333333333333");
    EXPECT_EQ(Portable(std::numeric_limits<double>::infinity()), "null");
    EXPECT_EQ(Portable(std::nan("")), "null");
}

#if defined(__cpp_lib_to_chars) && __cpp_lib_to_chars >= 201611L
void ExpectSameAsToChars(double v) {
    ASSERT_EQ(Portable(v), FormatNumber(v)) << std::hexfloat << v;
}

TEST(NumberText, PortableFormEqualsToCharsOnEdgeValues) {
    for (int e = -1074; e <= 1023; ++e) {
        const double p = std::ldexp(1.0, e);  // powers of two: the uneven rounding intervals
        ExpectSameAsToChars(p);
        ExpectSameAsToChars(std::nextafter(p, 0.0));
        ExpectSameAsToChars(std::nextafter(p, 1e308));
    }
    for (int e = -323; e <= 308; ++e) ExpectSameAsToChars(std::pow(10.0, e));
    ExpectSameAsToChars(std::numeric_limits<double>::max());
    ExpectSameAsToChars(std::numeric_limits<double>::min());
    ExpectSameAsToChars(std::numeric_limits<double>::denorm_min());
    ExpectSameAsToChars(-std::numeric_limits<double>::max());
}

TEST(NumberText, PortableFormEqualsToCharsOnRandomDoubles) {
    std::mt19937_64 random(20261122);
    for (int i = 0; i < 50000; ++i) {
        const double bits = std::bit_cast<double>(random());
        if (std::isfinite(bits)) ExpectSameAsToChars(bits);
        // Numbers as scenes hold them: a few decimals at pixel scale.
        const double pixels = std::round(std::uniform_real_distribution<double>(-5000, 5000)(random) * 1000) / 1000;
        ExpectSameAsToChars(pixels);
    }
}
#endif

// Reading: the strtod path gives the same doubles and the same errors as std::from_chars.
struct Read {
    double value = -7.0;  // untouched on an error, as from_chars leaves it
    std::errc ec{};
    std::size_t used = 0;
    bool operator==(const Read&) const = default;
};

Read ReadPortable(const std::string& text) {
    Read r;
    const auto [ptr, ec] = ReadNumberPortable(text.data(), text.data() + text.size(), r.value);
    r.ec = ec;
    r.used = static_cast<std::size_t>(ptr - text.data());
    return r;
}

TEST(NumberText, PortableReadHandWorked) {
    EXPECT_EQ(ReadPortable("0"), (Read{0.0, std::errc(), 1}));
    EXPECT_EQ(ReadPortable("-2.5"), (Read{-2.5, std::errc(), 4}));
    EXPECT_EQ(ReadPortable("0.1"), (Read{0.1, std::errc(), 3}));
    EXPECT_EQ(ReadPortable("1e+20"), (Read{1e20, std::errc(), 5}));
    EXPECT_EQ(ReadPortable("123.25E-2"), (Read{1.2325, std::errc(), 9}));
    EXPECT_EQ(ReadPortable("4.9e-324"), (Read{std::numeric_limits<double>::denorm_min(), std::errc(), 8}));
    // Too large to be finite, or so small it reads as zero: out of range, the value untouched.
    EXPECT_EQ(ReadPortable("1e400").ec, std::errc::result_out_of_range);
    EXPECT_EQ(ReadPortable("1e400").value, -7.0);
    EXPECT_EQ(ReadPortable("-1e-400").ec, std::errc::result_out_of_range);
    EXPECT_EQ(ReadPortable("-1e-400").value, -7.0);
    EXPECT_EQ(ReadPortable("").ec, std::errc::invalid_argument);
    EXPECT_EQ(ReadPortable("+1").ec, std::errc::invalid_argument);
}

#if defined(__cpp_lib_to_chars) && __cpp_lib_to_chars >= 201611L
void ExpectSameAsFromChars(const std::string& text) {
    Read expected;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), expected.value);
    expected.ec = ec;
    expected.used = static_cast<std::size_t>(ptr - text.data());
    const Read got = ReadPortable(text);
    ASSERT_EQ(std::bit_cast<std::uint64_t>(got.value), std::bit_cast<std::uint64_t>(expected.value)) << text;
    ASSERT_EQ(got.ec, expected.ec) << text;
    ASSERT_EQ(got.used, expected.used) << text;
}

TEST(NumberText, PortableReadEqualsFromCharsOnEdgeValues) {
    for (const char* text : {"0", "-0", "1e308", "1.7976931348623157e308", "1.7976931348623159e308", "1e309",
                             "2.2250738585072014e-308", "2.2250738585072011e-308", "4.9e-324", "2.4e-324",
                             "2.5e-324", "1e-325", "0.30000000000000004", "9007199254740993",
                             "123456789012345678901234567890", "0.000000000000000000000000000001e-290"}) {
        ExpectSameAsFromChars(text);
    }
    for (int e = -330; e <= 310; ++e) ExpectSameAsFromChars("1e" + std::to_string(e));
}

TEST(NumberText, PortableReadEqualsFromCharsOnRandomDoubles) {
    std::mt19937_64 random(20261123);
    char buf[64];
    for (int i = 0; i < 50000; ++i) {
        const double bits = std::bit_cast<double>(random());
        if (!std::isfinite(bits)) continue;
        ExpectSameAsFromChars(FormatNumber(bits));  // the shortest form, as files hold it
        std::snprintf(buf, sizeof buf, "%.17g", bits);  // every digit
        ExpectSameAsFromChars(buf);
        std::snprintf(buf, sizeof buf, "%.3f", std::uniform_real_distribution<double>(-5000, 5000)(random));
        ExpectSameAsFromChars(buf);  // pixels, as a person types them
    }
}
#endif

// A label beside an arrow drawn at its minimum length must never say the arrow is not there.
TEST(NumberText, SizesTooSmallForOneDecimalKeepADigit) {
    EXPECT_EQ(FormatSize(0.0), "0.0");
    EXPECT_EQ(FormatSize(18.24), "18.2");
    EXPECT_EQ(FormatSize(0.05), "0.1");  // from here one decimal says it
    EXPECT_EQ(FormatSize(0.04), "0.04");
    EXPECT_EQ(FormatSize(0.0031), "0.003");
    EXPECT_EQ(FormatSize(0.00099), "< 0.001");
    EXPECT_EQ(FormatSize(-0.04), "-0.04");
    EXPECT_EQ(FormatSize(-1e-9), "> -0.001");
    for (double v = 1e-7; v < 0.05; v *= 1.37) {  // no size but zero reads as zero
        const std::string text = FormatSize(v);
        EXPECT_NE(text, "0.0") << v;
        EXPECT_NE(text, "0") << v;
    }
}

}  // namespace
}  // namespace circlelab
