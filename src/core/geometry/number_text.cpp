#include "core/geometry/number_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <system_error>
#include <version>

namespace circlelab {

std::string FormatNumber(double value) {
    std::string out;
    AppendNumber(out, value);
    return out;
}

void AppendNumber(std::string& out, double value) {
    char text[kMaxNumberChars];
    out.append(text, WriteNumber(text, value));
}

char* WriteNumber(char* out, double value) {
#if !defined(__cpp_lib_to_chars) || __cpp_lib_to_chars < 201611L
    std::string text;
    AppendNumberPortable(text, value);
    return std::copy(text.begin(), text.end(), out);
#else
    if (value == 0.0) {  // −0 too: files and lines never show a sign on zero
        *out = '0';
        return out + 1;
    }
    const auto [ptr, ec] = std::to_chars(out, out + kMaxNumberChars, value);
    if (ec != std::errc() || !std::isfinite(value)) return std::copy_n("null", 4, out);
    return ptr;
#endif
}

std::from_chars_result ReadNumber(const char* first, const char* last, double& value) {
#if !defined(__cpp_lib_to_chars) || __cpp_lib_to_chars < 201611L
    return ReadNumberPortable(first, last, value);
#else
    return std::from_chars(first, last, value);
#endif
}

std::from_chars_result ReadNumberPortable(const char* first, const char* last, double& value) {
    // strtod needs a terminated string; the C locale (the only one a program gets without
    // setlocale) reads '.' as the decimal point.
    const std::string text(first, last);
    if (text.empty() || text[0] == '+' || std::isspace(static_cast<unsigned char>(text[0])))
        return {first, std::errc::invalid_argument};
    errno = 0;
    char* end = nullptr;
    const double read = std::strtod(text.c_str(), &end);
    const char* ptr = first + (end - text.c_str());
    if (end == text.c_str()) return {first, std::errc::invalid_argument};
    // strtod also says ERANGE for a subnormal result, which from_chars returns as it is: only
    // infinity and a non-zero number read as zero are out of range.
    if (errno == ERANGE && (std::isinf(read) || read == 0.0)) return {ptr, std::errc::result_out_of_range};
    value = read;
    return {ptr, std::errc()};
}

void AppendNumberPortable(std::string& out, double value) {
    if (value == 0.0) {
        out += '0';
        return;
    }
    if (!std::isfinite(value)) {
        out += "null";
        return;
    }
    // The fewest significant digits that read back as the same double. printf rounds correctly,
    // so the rounded value of each length is the nearest candidate of that length; just above a
    // power of two the rounding interval is uneven, and the neighbour of the nearest may read back
    // when the nearest does not (Steele and White, "How to Print Floating-Point Numbers Accurately").
    const bool negative = std::signbit(value);
    const double magnitude = std::abs(value);
    std::string digits;
    int exponent = 0;
    for (int precision = 1; precision <= 17 && digits.empty(); ++precision) {
        char sci[40];
        std::snprintf(sci, sizeof sci, "%.*e", precision - 1, magnitude);
        // sci is "d.ddde±XX": the digits as a whole number and the decimal exponent.
        long long mantissa = 0;
        const char* p = sci;
        for (; *p != 'e'; ++p)
            if (*p != '.') mantissa = mantissa * 10 + (*p - '0');
        const int e = std::atoi(p + 1);
        long long low = 1;
        for (int i = 1; i < precision; ++i) low *= 10;  // 10^(precision−1): the smallest mantissa
        const long long high = low * 10 - 1;
        struct Candidate { long long mantissa; int exponent; };
        const Candidate below = mantissa > low ? Candidate{mantissa - 1, e} : Candidate{high, e - 1};
        const Candidate above = mantissa < high ? Candidate{mantissa + 1, e} : Candidate{low, e + 1};
        for (const Candidate c : {Candidate{mantissa, e}, below, above}) {
            char text[48];
            std::snprintf(text, sizeof text, "%llde%d", c.mantissa, c.exponent - (precision - 1));
            if (std::strtod(text, nullptr) != magnitude) continue;
            digits = std::to_string(c.mantissa);
            exponent = c.exponent;
            break;
        }
    }

    std::string scientific = digits.substr(0, 1);
    if (digits.size() > 1) scientific += "." + digits.substr(1);
    char tail[8];
    std::snprintf(tail, sizeof tail, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
    scientific += tail;

    std::string fixed;
    const int count = static_cast<int>(digits.size());
    if (exponent >= count - 1) {
        // A whole number: of the texts of this length the exact one is nearest, so it is written
        // in full ("36028797018963968", not "36028797018963970").
        char whole[320];
        std::snprintf(whole, sizeof whole, "%.0f", magnitude);
        fixed = whole;
    } else if (exponent >= 0) {
        fixed = digits.substr(0, std::size_t(exponent) + 1) + "." + digits.substr(std::size_t(exponent) + 1);
    } else {
        fixed = "0." + std::string(std::size_t(-exponent - 1), '0') + digits;
    }
    if (negative) out += '-';
    out += fixed.size() <= scientific.size() ? fixed : scientific;
}

std::string FormatFixed(double value) {
    char text[48];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

std::string FormatSize(double value) {
    const double size = std::fabs(value);
    if (size == 0 || size >= 0.05 || !std::isfinite(size)) return FormatFixed(value);
    if (size < 0.001) return value < 0 ? "> -0.001" : "< 0.001";
    char text[48];
    std::snprintf(text, sizeof text, "%.1g", value);
    return text;
}

std::string FormatPoint(Vec2 p) { return "(" + FormatFixed(p.x) + ", " + FormatFixed(p.y) + ")"; }

}  // namespace circlelab
