#include "core/io/file_io.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <cstdio>
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
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

// A fresh `.NAME.XXXXXX` beside the target, created exclusively (a link planted there is never
// followed) and locked for as long as it is written: a temporary no process holds locked is one a
// killed run left. 0 or the errno.
int CreateTemporary(const std::string& folder, const std::string& name, int& fd, std::string& temp) {
    for (int attempt = 0; attempt < 8; ++attempt) {
        temp = folder + "/." + name + ".XXXXXX";
        fd = ::mkstemp(temp.data());
        if (fd < 0) {
            temp.clear();
            return errno;
        }
        ::fcntl(fd, F_SETFD, FD_CLOEXEC);
        // Another save's cleanup may have taken this file for stale between mkstemp and the lock:
        // then it is gone from the folder, and a new one is made.
        struct stat st {};
        if (::flock(fd, LOCK_EX) == 0 && ::fstat(fd, &st) == 0 && st.st_nlink > 0) return 0;
        ::close(fd);
        fd = -1;
    }
    temp.clear();
    return EAGAIN;
}

// Removes `.NAME.XXXXXX` files of ours that no running save holds (docs/architecture.md: a save killed with
// kill -9 leaves its temporary file; the next save of the same file cleans it up).
void RemoveStaleTemporaries(const std::string& folder, const std::string& name, const std::string& mine) {
    const std::string prefix = "." + name + ".";
    const int dirFd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd < 0) return;
    DIR* dir = ::fdopendir(dirFd);
    if (!dir) {
        ::close(dirFd);
        return;
    }
    while (const dirent* entry = ::readdir(dir)) {
        const std::string_view entryName(entry->d_name);
        if (entryName.size() != prefix.size() + 6 || entryName.substr(0, prefix.size()) != prefix || entryName == mine) continue;
        Descriptor fd(::openat(dirFd, entry->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
        struct stat st {};
        if (fd.get() < 0 || ::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid()) continue;
        if (::flock(fd.get(), LOCK_EX | LOCK_NB) == 0) ::unlinkat(dirFd, entry->d_name, 0);
    }
    ::closedir(dir);
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

std::string FileWriter::Fail(const std::string& what, int error) {
    if (problem_.empty()) problem_ = what + ": " + SystemReason(error);
    Abandon();
    return problem_;
}

void FileWriter::Abandon() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    if (!temp_.empty()) ::unlink(temp_.c_str());
    temp_.clear();
}

FileWriter::~FileWriter() { Abandon(); }

std::string FileWriter::Open(const std::string& path) {
    Abandon();
    problem_.clear();
    path_ = path;
    inPlace_ = false;
    if (path.empty()) return problem_ = "no file name given";
    target_ = ResolveWriteTarget(path, problem_);
    if (target_.empty()) return problem_;

    struct stat old {};
    const bool exists = ::stat(target_.c_str(), &old) == 0;
    if (exists && S_ISDIR(old.st_mode)) return problem_ = "cannot replace " + path + ": it is a folder";
    if (exists && !S_ISREG(old.st_mode)) {
        // A device or a FIFO is written in place; a FIFO that no program reads would make open()
        // wait for ever, so it is opened without waiting and refused when no one is there.
        inPlace_ = true;
        fd_ = ::open(target_.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd_ < 0 && errno == ENXIO) return problem_ = "cannot write " + path + ": no program is reading that FIFO";
        if (fd_ < 0) return Fail("cannot write " + path, errno);
        ::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) & ~O_NONBLOCK);
        return {};
    }
    const std::string folder = FolderOf(target_);
    if (const int error = CreateTemporary(folder, NameOf(target_), fd_, temp_)) {
        // mkstemp says "no such file" both for a missing folder and for one that takes no new files
        // (/proc): say which.
        struct stat dir {};
        if (error == ENOENT && ::stat(folder.c_str(), &dir) != 0) return problem_ = "cannot write " + path + ": the folder " + folder + " does not exist";
        if (error == ENOENT) return problem_ = "cannot write " + path + ": the folder " + folder + " takes no new files";
        return Fail("cannot write in " + folder, error);
    }
    // Checked once the folder took the temporary file: a folder that takes none (/proc) is the
    // reason there, not the file's mode.
    if (exists && ((old.st_mode & 0222) == 0 || ::access(target_.c_str(), W_OK) != 0)) {
        char mode[8];
        std::snprintf(mode, sizeof mode, "%04o", unsigned(old.st_mode & 07777));
        Abandon();
        return problem_ = "cannot save over " + path + ": the file is read-only (permissions " + mode +
                          "); make it writable or save under another name";
    }
    RemoveStaleTemporaries(folder, NameOf(target_), NameOf(temp_));
    // The saved file keeps the old one's permissions (a private 0600 scene stays private); a new
    // file gets the usual ones, as the user's umask says.
    mode_t mode;
    if (exists) {
        mode = old.st_mode & 07777;
        if (::fchown(fd_, old.st_uid, old.st_gid) != 0) {
            // Only the owner's group may differ when we are not root; the mode still applies.
        }
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    if (::fchmod(fd_, mode) != 0) return Fail("cannot set the permissions of " + temp_, errno);
    return {};
}

std::string FileWriter::Write(std::string_view bytes) {
    if (fd_ < 0) return problem_.empty() ? problem_ = "the file " + path_ + " is not open" : std::string();
    if (const int error = WriteAll(fd_, bytes)) return Fail("writing " + (inPlace_ ? path_ : temp_) + " failed", error);
    return {};
}

std::string FileWriter::Commit() {
    if (!problem_.empty()) return problem_;
    if (fd_ < 0) return problem_ = "the file " + path_ + " is not open";
    const std::string written = inPlace_ ? path_ : temp_;
    if (!inPlace_ && ::fsync(fd_) != 0) return Fail("writing " + written + " failed", errno);
    const int closed = ::close(fd_);
    fd_ = -1;
    if (closed != 0) return Fail("writing " + written + " failed", errno);
    if (inPlace_) return {};
    if (::rename(temp_.c_str(), target_.c_str()) != 0) return Fail("cannot replace " + path_, errno);
    temp_.clear();
    // The rename itself is on the disk only once the folder is flushed.
    Descriptor dir(::open(FolderOf(target_).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.get() >= 0) ::fsync(dir.get());
    return {};
}

std::string WriteFileAtomically(const std::string& path, std::string_view bytes) {
    FileWriter file;
    if (std::string problem = file.Open(path); !problem.empty()) return problem;
    file.Write(bytes);
    return file.Commit();
}

std::vector<std::string> FilesIn(const std::string& folder, std::string_view suffix, std::string& problem) {
    std::vector<std::string> out;
    DIR* dir = ::opendir(folder.c_str());
    if (!dir) {
        problem = "cannot list " + folder + ": " + SystemReason(errno);
        return out;
    }
    while (const dirent* entry = ::readdir(dir)) {
        const std::string_view name(entry->d_name);
        if (name.size() <= suffix.size() || name.substr(name.size() - suffix.size()) != suffix) continue;
        const std::string path = (folder.empty() || folder.back() == '/' ? folder : folder + "/") + std::string(name);
        struct stat st {};
        if (::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode)) out.push_back(path);
    }
    ::closedir(dir);
    std::sort(out.begin(), out.end());
    return out;
}

std::string WriteStandardOutput(std::string_view bytes) {
    if (const int error = WriteAll(STDOUT_FILENO, bytes)) return "writing to the standard output failed: " + SystemReason(error);
    return {};
}

}  // namespace circlelab
