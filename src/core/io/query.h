// `circlelab query`: JSON Lines in, one contact (or error) per line out (docs/architecture.md, Command
// line). Pure text in, text out, so it is tested without a process.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>
#include <string_view>

#include "core/collide/contact.h"
#include "core/io/json_writer.h"

namespace circlelab {

/// {"hit":..,"inside":..,"distance":..,"closest":[x,y],"normal":[x,y],"depth":..,"feature":".."}
std::string ContactToJson(const Contact& contact);
/// The same members into an object the caller has opened, for objects that carry more fields
/// (`report`).
void WriteContactMembers(JsonWriter& out, const Contact& contact);

struct QueryAnswer {
    std::string json;  ///< one line, no newline
    bool ok = true;    ///< false: json is {"error":"line N, column C: …"}
};

/// Answers one input line {"circle":{"x","y","r"},"shape":{…}}; `lineNumber` is 1-based.
/// (ReadPlainQueryLine, or ReadQueryLine when it gives up: query_line.h.)
QueryAnswer AnswerQueryLine(std::string_view line, long lineNumber);

/// The longest query line answered (docs/architecture.md, Valid ranges); a longer one gets an error.
inline constexpr std::size_t kMaxQueryLineBytes = std::size_t{1} << 20;

/// Answers every line of `in` on `out`. Lines holding only white space are skipped (and
/// counted). The input is read and the answers written in blocks; whatever has been answered is
/// flushed before waiting for more input, so a line written by someone waiting for its answer
/// gets it. Returns the exit status: 0, or 1 when any line failed or `out` could not be written
/// (then it stops at once). A failed read of `in` ends the input and sets its badbit.
int RunQuery(std::istream& in, std::ostream& out);

}  // namespace circlelab
