// `circlelab class export --db FILE --csv`: every answer of every question as one CSV row, for
// the teacher's records (RFC 4180; names as typed, but a name a spreadsheet would run as a
// formula — starting with = + - @ — gets a leading apostrophe).
#pragma once

#include <string>

#include "class/class_store.h"

namespace circlelab::live {

/// The header and one row per answer, in question order; a question nobody answered has no row.
/// False (with `error`) when a stored question cannot be read back.
bool ExportCsv(ClassStore& store, std::string& out, std::string& error);

/// One CSV field: quoted when it holds a comma, a quote or a line break.
std::string CsvField(std::string_view text);

}  // namespace circlelab::live
