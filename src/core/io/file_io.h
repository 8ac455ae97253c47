// Files read and written defensively (DESIGN.md, "Bad input is never a crash" and "Every write is
// checked"): a file is read only when it is a regular file of bounded size, and a file is written
// through a unique temporary file beside the real target, renamed over it only once every byte is on
// the disk, so a failed write (a full disk, a lost folder) leaves the old file as it was.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace circlelab {

/// The largest scene (or script) file the program reads (DESIGN.md, Valid ranges).
inline constexpr std::size_t kMaxSceneFileBytes = std::size_t{64} << 20;

/// Reads the whole of a regular file of at most `maxBytes`. A folder, a device (/dev/zero), a FIFO
/// or a socket is refused before anything is read, and so is a larger file; `problem` then says
/// why ("no such file", "is a folder, not a file", the system's reason for a symlink loop, ...).
std::optional<std::string> ReadRegularFile(const std::string& path, std::size_t maxBytes, std::string& problem);

/// Where a write to `path` lands: a symlink (or a chain of them) is followed to the file it names,
/// so saving through a link updates the real file and keeps the link. Empty with `problem` set
/// when the chain loops.
std::string ResolveWriteTarget(const std::string& path, std::string& problem);

/// Writes `bytes` to `path`: into an exclusive, unique temporary file beside the real target
/// (symlinks followed), with the target's permissions when it exists (else the usual ones for a new
/// file), flushed to the disk, renamed over the target, and the folder flushed too. A target that
/// exists and is not a regular file (/dev/null, /dev/full, a FIFO) is written in place. Returns an
/// empty string on success, else what went wrong; on failure no temporary file is left and the old
/// file is untouched.
std::string WriteFileAtomically(const std::string& path, std::string_view bytes);

/// Writes `bytes` to the standard output, every write checked (a closed pipe, /dev/full). Empty on
/// success, else what went wrong.
std::string WriteStandardOutput(std::string_view bytes);

}  // namespace circlelab
