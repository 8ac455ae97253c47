// `circlelab class`: serves the live class until stopped (Ctrl+C, SIGTERM), after printing its
// start line; `circlelab class export --db FILE --csv` writes every answer as CSV.
#pragma once

#include "app/model/class_session.h"

namespace circlelab::app {

int RunClass(const ClassOptions& options);
int RunClassExport(const std::string& db);

}  // namespace circlelab::app
