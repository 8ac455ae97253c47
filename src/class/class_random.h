// The live class's secrets: students' and the teacher's tokens (128 random bits each, from the
// operating system) and the short join code a teacher writes on the board.
#pragma once

#include <string>
#include <string_view>

namespace circlelab::live {

/// 32 lowercase hex digits: 128 bits from getrandom(2). Empty only when the system refuses.
std::string RandomToken();
/// A join code of `length` characters from an alphabet without look-alikes (no 0/O, 1/I/L).
std::string RandomJoinCode(int length = 5);
/// The code as a student may type it: upper case, spaces and dashes dropped.
std::string NormalizeCode(std::string_view typed);
/// Compares two secrets in time that does not depend on where they first differ.
bool SecretsEqual(std::string_view a, std::string_view b);

}  // namespace circlelab::live
