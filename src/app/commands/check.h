// `circlelab check FILE...`: validates scene files, printing each error as file:line:column.
#pragma once

#include <string>
#include <vector>

namespace circlelab::app {

/// Prints "FILE: ok (…)" or every error of each file; returns 0 when all are valid, else 1.
int RunCheck(const std::vector<std::string>& files);

}  // namespace circlelab::app
