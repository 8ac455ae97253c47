// `circlelab query`: JSON Lines of circle and shape on stdin, one contact per line on stdout.
#pragma once

namespace circlelab::app {

int RunQueryCommand();

}  // namespace circlelab::app
