// Files read and written defensively (docs/architecture.md, "Bad input is never a crash" and "Every write is
// checked"): a file is read only when it is a regular file of bounded size, and a file is written
// through a unique temporary file beside the real target, renamed over it only once every byte is on
// the disk, so a failed write (a full disk, a lost folder) leaves the old file as it was.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace circlelab {

/// The largest scene (or script) file the program reads (docs/architecture.md, Valid ranges).
inline constexpr std::size_t kMaxSceneFileBytes = std::size_t{64} << 20;

/// Reads the whole of a regular file of at most `maxBytes`. A folder, a device (/dev/zero), a FIFO
/// or a socket is refused before anything is read, and so is a larger file; `problem` then says
/// why ("no such file", "is a folder, not a file", the system's reason for a symlink loop, ...).
std::optional<std::string> ReadRegularFile(const std::string& path, std::size_t maxBytes, std::string& problem);

/// Where a write to `path` lands: a symlink (or a chain of them) is followed to the file it names,
/// so saving through a link updates the real file and keeps the link. Empty with `problem` set
/// when the chain loops.
std::string ResolveWriteTarget(const std::string& path, std::string& problem);

/// The one way the program writes a file, in pieces as they are made (a GIF frame by frame): into
/// an exclusive, unique temporary file `.NAME.XXXXXX` beside the real target (symlinks followed,
/// never replaced), with the target's permissions when it exists (else the usual ones for a new
/// file); Commit flushes it to the disk, renames it over the target and flushes the folder.
/// - A target that exists and is not a regular file (/dev/null, /dev/full, a FIFO) is written in
///   place, never replaced; a FIFO that no program reads is refused at once instead of waiting.
/// - A target without write permission (a 0444 scene) is refused with that reason, not replaced.
/// - Temporary files of ours for the same target that an earlier run left behind (killed mid-save:
///   no process holds their lock any more) are removed.
/// Every failure is a sentence naming the file and the system's reason (ENOSPC: "No space left on
/// device"); after one, later writes do nothing and Commit returns it. Destroyed without Commit, the
/// temporary file is removed and the target left as it was.
class FileWriter {
public:
    FileWriter() = default;
    ~FileWriter();
    FileWriter(const FileWriter&) = delete;
    FileWriter& operator=(const FileWriter&) = delete;

    /// Starts writing `path`. Empty on success, else what went wrong.
    std::string Open(const std::string& path);
    /// Appends bytes. Empty on success (or after an earlier failure: Commit reports it).
    std::string Write(std::string_view bytes);
    /// Puts the file in place. Empty on success, else the first failure.
    std::string Commit();
    /// The first failure so far ("" when none).
    const std::string& problem() const { return problem_; }

private:
    std::string Fail(const std::string& what, int error);
    void Abandon();

    std::string path_, target_, temp_;
    int fd_ = -1;
    bool inPlace_ = false;
    std::string problem_;
};

/// Writes `bytes` to `path` through a FileWriter in one piece. Empty on success, else what went
/// wrong; on failure no temporary file is left and the old file is untouched.
std::string WriteFileAtomically(const std::string& path, std::string_view bytes);

/// The names of the entries of `folder` that end with `suffix` (".json"), sorted, found without
/// exceptions: empty with `problem` set when the folder cannot be listed.
std::vector<std::string> FilesIn(const std::string& folder, std::string_view suffix, std::string& problem);

/// Writes `bytes` to the standard output, every write checked (a closed pipe, /dev/full). Empty on
/// success, else what went wrong.
std::string WriteStandardOutput(std::string_view bytes);

}  // namespace circlelab
