// What every fuzz target asserts beyond "no crash": an invariant that fails aborts with a message,
// so libFuzzer (and the replay under CTest) report the input.
#pragma once

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "core/io/json.h"

namespace circlelab::fuzz {

inline void Require(bool ok, const char* what) {
    if (ok) return;
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
    std::abort();
}

/// Output meant for people and programs is valid UTF-8 (EscapeForMessage leaves it unchanged).
inline void RequireUtf8(std::string_view text, const char* what) { Require(EscapeForMessage(text) == text, what); }

}  // namespace circlelab::fuzz
