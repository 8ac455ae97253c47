#include "core/io/file_io.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace circlelab {
namespace {

std::string SystemReason(int error) { return std::strerror(error); }

std::string Mebibytes(std::size_t bytes) {
    return (bytes % (std::size_t{1} << 20)) == 0 ? std::to_string(bytes >> 20) + " MiB"
                                                 : std::to_string(bytes) + " bytes";
}

// Closes a descriptor when it goes out of scope (the failure paths are many).
class Descriptor {
public:
    explicit Descriptor(int fd) : fd_(fd) {}
    ~Descriptor() {
        if (fd_ >= 0) ::close(fd_);
    }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    int get() const { return fd_; }
    /// Closes now and reports the close's own error (a delayed write error on some file systems).
    int Close() {
        const int result = ::close(fd_);
        fd_ = -1;
        return result;
    }

private:
    int fd_;
};

// Writes every byte, going on after partial writes and interruptions. 0 or the errno.
int WriteAll(int fd, std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0) {
            if (errno == EINTR) continue;
            return errno;
        }
        if (n == 0) return EIO;
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return 0;
}

std::string FolderOf(const std::string& path) {
    const std::size_t slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    if (slash == 0) return "/";
    return path.substr(0, slash);
}

std::string NameOf(const std::string& path) {
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// A target that exists but is no regular file (a device, a FIFO) cannot be replaced by a rename:
// the bytes go to it directly, every write checked.
std::string WriteInPlace(const std::string& path, std::string_view bytes) {
    Descriptor fd(::open(path.c_str(), O_WRONLY | O_CLOEXEC));
    if (fd.get() < 0) return "cannot write " + path + ": " + SystemReason(errno);
    if (const int error = WriteAll(fd.get(), bytes)) return "writing " + path + " failed: " + SystemReason(error);
    if (fd.Close() != 0) return "writing " + path + " failed: " + SystemReason(errno);
    return {};
}

}  // namespace

std::optional<std::string> ReadRegularFile(const std::string& path, std::size_t maxBytes, std::string& problem) {
    // O_NONBLOCK so that opening a FIFO with no writer does not wait forever; it is refused below.
    Descriptor fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    if (fd.get() < 0) {
        const int error = errno;
        problem = error == ENOENT ? "no such file" : "cannot read the file: " + SystemReason(error);
        return std::nullopt;
    }
    struct stat st {};
    if (::fstat(fd.get(), &st) != 0) {
        problem = "cannot read the file: " + SystemReason(errno);
        return std::nullopt;
    }
    if (S_ISDIR(st.st_mode)) {
        problem = "is a folder, not a file";
        return std::nullopt;
    }
    if (!S_ISREG(st.st_mode)) {
        problem = "is not a regular file (a device, a FIFO or a socket), so it is not read";
        return std::nullopt;
    }
    if (st.st_size < 0 || static_cast<std::uint64_t>(st.st_size) > maxBytes) {
        problem = "the file is " + std::to_string(static_cast<long long>(st.st_size)) +
                  " bytes, more than the " + Mebibytes(maxBytes) + " a file may be";
        return std::nullopt;
    }
    std::string text;
    text.resize(static_cast<std::size_t>(st.st_size));
    std::size_t have = 0;
    // Reads until the end; a file that grows past the limit while being read is refused too.
    while (true) {
        if (have == text.size()) {
            if (text.size() > maxBytes) break;
            text.resize(std::min(maxBytes + 1, text.size() + 65536));
        }
        const ssize_t n = ::read(fd.get(), text.data() + have, text.size() - have);
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            problem = "cannot read the file: " + SystemReason(errno);
            return std::nullopt;
        }
        if (n == 0) break;
        have += static_cast<std::size_t>(n);
    }
    if (have > maxBytes) {
        problem = "the file is more than the " + Mebibytes(maxBytes) + " a file may be";
        return std::nullopt;
    }
    text.resize(have);
    return text;
}

std::string ResolveWriteTarget(const std::string& path, std::string& problem) {
    std::string target = path;
    // The kernel's own limit for a chain of links; beyond it the chain is taken to loop.
    for (int hops = 0; hops < 40; ++hops) {
        struct stat st {};
        if (::lstat(target.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return target;
        std::string link(4096, '\0');
        const ssize_t n = ::readlink(target.c_str(), link.data(), link.size());
        if (n < 0 || static_cast<std::size_t>(n) >= link.size()) {
            problem = "cannot follow the link " + target + ": " + SystemReason(n < 0 ? errno : ENAMETOOLONG);
            return {};
        }
        link.resize(static_cast<std::size_t>(n));
        target = link.front() == '/' ? link : FolderOf(target) + "/" + link;
    }
    problem = "cannot save through " + path + ": " + SystemReason(ELOOP);
    return {};
}

std::string WriteFileAtomically(const std::string& path, std::string_view bytes) {
    if (path.empty()) return "no file name given";
    std::string problem;
    const std::string target = ResolveWriteTarget(path, problem);
    if (target.empty()) return problem;

    struct stat old {};
    const bool exists = ::stat(target.c_str(), &old) == 0;
    if (exists && S_ISDIR(old.st_mode)) return "cannot replace " + path + ": it is a folder";
    if (exists && !S_ISREG(old.st_mode)) return WriteInPlace(target, bytes);

    // mkstemp creates the file exclusively (O_EXCL) under a fresh name: a link planted beside the
    // target is never followed, and two saves never share a temporary file.
    const std::string folder = FolderOf(target);
    std::string temp = folder + "/." + NameOf(target) + ".XXXXXX";
    Descriptor fd(::mkstemp(temp.data()));
    if (fd.get() < 0) {
        const int error = errno;
        // mkstemp says "no such file" both for a missing folder and for one that takes no new files
        // (/proc): say which.
        struct stat dir {};
        if (error == ENOENT && ::stat(folder.c_str(), &dir) != 0) return "cannot write " + path + ": the folder " + folder + " does not exist";
        if (error == ENOENT) return "cannot write " + path + ": the folder " + folder + " takes no new files";
        return "cannot write in " + folder + ": " + SystemReason(error);
    }
    const auto fail = [&](const std::string& what, int error) {
        ::unlink(temp.c_str());
        return what + ": " + SystemReason(error);
    };
    // The saved file keeps the old one's permissions (a private 0600 scene stays private); a new
    // file gets the usual ones, as the user's umask says.
    mode_t mode;
    if (exists) {
        mode = old.st_mode & 07777;
        if (::fchown(fd.get(), old.st_uid, old.st_gid) != 0) {
            // Only the owner's group may differ when we are not root; the mode still applies.
        }
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    if (::fchmod(fd.get(), mode) != 0) return fail("cannot set the permissions of " + temp, errno);
    if (const int error = WriteAll(fd.get(), bytes)) return fail("writing " + temp + " failed", error);
    if (::fsync(fd.get()) != 0) return fail("writing " + temp + " failed", errno);
    if (fd.Close() != 0) return fail("writing " + temp + " failed", errno);
    if (::rename(temp.c_str(), target.c_str()) != 0) return fail("cannot replace " + path, errno);
    // The rename itself is on the disk only once the folder is flushed.
    Descriptor dir(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.get() >= 0) ::fsync(dir.get());
    return {};
}

std::string WriteStandardOutput(std::string_view bytes) {
    if (const int error = WriteAll(STDOUT_FILENO, bytes)) return "writing to the standard output failed: " + SystemReason(error);
    return {};
}

}  // namespace circlelab
