#include "app/commands/query.h"

#include <iostream>

#include "core/io/query.h"

namespace circlelab::app {

int RunQueryCommand() {
    std::ios::sync_with_stdio(false);
    return RunQuery(std::cin, std::cout);
}

}  // namespace circlelab::app
