// Numbers as text: the portable shortest form (for standard libraries without floating-point
// std::to_chars, as in the browser build) writes exactly the bytes std::to_chars writes here.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <version>

#include "core/geometry/number_text.h"

namespace circlelab {
namespace {

std::string Portable(double v) {
    std::string out;
    AppendNumberPortable(out, v);
    return out;
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

}  // namespace
}  // namespace circlelab
