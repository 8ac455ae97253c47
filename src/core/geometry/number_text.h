// Numbers as text, the same bytes on every platform: what files, `query` and `report` write.
#pragma once

#include <charconv>
#include <cstddef>
#include <string>

#include "core/geometry/vec2.h"

namespace circlelab {

/// The shortest text that reads back as the same double (at most 17 significant digits);
/// −0 is written as 0, a value that is not finite as null.
std::string FormatNumber(double value);
/// FormatNumber's text appended to `out`, without a string of its own (the JSON writer's numbers).
void AppendNumber(std::string& out, double value);
/// Room enough for any text FormatNumber writes: the longest is 24 bytes ("-2.2250738585072014e-308").
inline constexpr std::size_t kMaxNumberChars = 32;
/// FormatNumber's text written at `out`, which has room for kMaxNumberChars bytes; returns the end
/// of the text. For lines that are put together in a buffer of their own (`query`'s answers).
char* WriteNumber(char* out, double value);
/// The same bytes as AppendNumber, built from printf and strtod alone, for standard libraries
/// without floating-point std::to_chars (emscripten 3.1's libc++): the fewest significant digits
/// that read back exactly, written fixed or with an exponent, whichever is shorter (fixed on a
/// tie), as std::to_chars writes them.
void AppendNumberPortable(std::string& out, double value);

/// Reads a JSON number (the JSON reader has checked its grammar) as std::from_chars does:
/// result_out_of_range, and `value` untouched, when it overflows or underflows to zero.
std::from_chars_result ReadNumber(const char* first, const char* last, double& value);
/// The same answer as ReadNumber, through strtod, for standard libraries without floating-point
/// std::from_chars (emscripten 3.1's libc++). For JSON numbers only: no spaces, no '+'.
std::from_chars_result ReadNumberPortable(const char* first, const char* last, double& value);

/// One decimal, as the lab's labels and numbers box show lengths: "18.2".
std::string FormatFixed(double value);

/// A size drawn at a minimum readable length (an arrow's depth, push, impulse or speed): one
/// decimal as FormatFixed, but a size too small for that keeps one significant digit ("0.04",
/// "0.003"), and below a thousandth says "< 0.001", so a label never reads "0.0" beside an arrow
/// that is there. Exactly zero is "0.0".
std::string FormatSize(double value);

/// A point as "(412.0, 233.5)".
std::string FormatPoint(Vec2 p);

}  // namespace circlelab
