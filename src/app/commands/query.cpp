#include "app/commands/query.h"

#include <cstdio>
#include <iostream>
#include <sys/stat.h>

#include "core/io/query.h"

namespace circlelab::app {

int RunQueryCommand() {
    // `query < folder` would read nothing and exit 0 as if the input were empty.
    struct stat st {};
    if (fstat(0, &st) == 0 && S_ISDIR(st.st_mode)) {
        std::fprintf(stderr, "circlelab query: standard input is a folder, not JSON Lines\n");
        return 1;
    }
    std::ios::sync_with_stdio(false);
    const int status = RunQuery(std::cin, std::cout);
    if (std::cin.bad()) {
        std::fprintf(stderr, "circlelab query: reading standard input failed\n");
        return 1;
    }
    return status;
}

}  // namespace circlelab::app
