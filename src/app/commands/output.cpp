#include "app/commands/output.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <unistd.h>

namespace circlelab::app {

bool WriteOutput(const char* command, std::string_view bytes) {
    // Anything the C stream holds goes first, so the order on the way out is the order written.
    errno = 0;
    int error = std::fflush(stdout) != 0 ? (errno ? errno : EIO) : 0;
    while (!error && !bytes.empty()) {
        const ssize_t n = ::write(STDOUT_FILENO, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) error = n < 0 ? errno : EIO;
        else bytes.remove_prefix(std::size_t(n));
    }
    if (!error) return true;
    std::fprintf(stderr, "circlelab %s: cannot write the output: %s\n", command, std::strerror(error));
    std::clearerr(stdout);
    return false;
}

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
