#include "app/commands/output.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace circlelab::app {

int FinishOutput(const char* command, int status) {
    // A C++ stream that failed earlier keeps no reason; the errno of its failed write is still the
    // last one set when nothing else failed since.
    const int earlier = errno;
    int error = 0;
    if (!std::cout) {
        error = earlier ? earlier : EIO;
    } else {
        errno = 0;
        std::cout.flush();
        if (!std::cout) error = errno ? errno : EIO;
    }
    errno = 0;
    if ((std::fflush(stdout) != 0 || std::ferror(stdout)) && !error) error = errno ? errno : EIO;
    if (!error) return status;
    std::fprintf(stderr, "circlelab %s: cannot write the output: %s\n", command, std::strerror(error));
    return 1;
}

}  // namespace circlelab::app
