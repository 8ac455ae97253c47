// `circlelab report SCENE.json`: every body's contact with every shape, with the classic verdicts.
#pragma once

#include <string>

namespace circlelab::app {

int RunReport(const std::string& scenePath);

}  // namespace circlelab::app
