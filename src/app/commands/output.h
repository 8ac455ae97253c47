// Standard output, checked (docs/architecture.md, "Every write is checked"): a command whose output could not
// be written (a full disk, a closed pipe, stdout on /dev/full) must not exit 0 as if it had.
#pragma once

#include <string_view>

namespace circlelab::app {

/// Writes `bytes` to the standard output as soon as they are made (a command's output streams: its
/// memory is bounded by its input, not by its output). On failure prints `circlelab COMMAND: cannot
/// write the output: REASON` on stderr, once, and returns false: the command then stops.
bool WriteOutput(const char* command, std::string_view bytes);

/// Flushes stdout (both the C and the C++ stream) and returns `status` when everything written
/// reached it; otherwise prints `circlelab COMMAND: cannot write the output: REASON` on stderr and
/// returns 1.
int FinishOutput(const char* command, int status);

}  // namespace circlelab::app
