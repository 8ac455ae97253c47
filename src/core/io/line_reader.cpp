#include "core/io/line_reader.h"

#include <algorithm>
#include <cstring>
#include <exception>
#include <string>
#include <utility>

namespace circlelab {
namespace {

// Bytes asked of the stream at once: a few hundred query lines, and one system call for them.
constexpr std::size_t kBlock = std::size_t{1} << 16;

}  // namespace

LineReader::LineReader(std::streambuf& in, std::size_t maxLineBytes, std::function<bool()> beforeWaiting)
    : in_(in), maxLineBytes_(maxLineBytes), beforeWaiting_(std::move(beforeWaiting)), buffer_(4 * kBlock) {}

bool LineReader::Next(Line& line) {
    while (true) {
        const char* data = buffer_.data();
        if (const void* found = std::memchr(data + scanned_, '\n', end_ - scanned_)) {
            const std::size_t newline = static_cast<std::size_t>(static_cast<const char*>(found) - data);
            const std::size_t length = newline - start_;
            line = length > maxLineBytes_ ? Line{{}, true} : Line{{data + start_, length}, false};
            start_ = scanned_ = newline + 1;
            return true;
        }
        scanned_ = end_;
        if (end_ - start_ > maxLineBytes_) {  // too long already: not kept, whatever follows
            SkipRestOfLine();
            line = {{}, true};
            return !stopped_;
        }
        if (stopped_ || failed_) return false;
        if (atEnd_) {
            if (start_ == end_) return false;
            line = {{data + start_, end_ - start_}, false};  // the last line, without '\n'
            start_ = scanned_ = end_;
            return true;
        }
        atEnd_ = !Fill();
    }
}

bool LineReader::Fill() {
    // Room for a block after the unread bytes: move them to the front, and grow the buffer when
    // one unfinished line fills it (at most a little more than maxLineBytes: a longer line is
    // dropped as it comes).
    if (buffer_.size() - end_ < kBlock && start_ > 0) {
        std::memmove(buffer_.data(), buffer_.data() + start_, end_ - start_);
        end_ -= start_;
        scanned_ -= start_;
        start_ = 0;
    }
    if (buffer_.size() - end_ < kBlock) buffer_.resize(std::max(2 * buffer_.size(), end_ + kBlock));
    try {
        // What the stream holds now (for a file, the rest of it) is read without waiting; when it
        // holds nothing, the answers so far go out first, then the read waits for more.
        std::streamsize available = in_.in_avail();
        if (available <= 0) {
            if (!beforeWaiting_()) {
                stopped_ = true;
                return false;
            }
            if (in_.sgetc() == std::char_traits<char>::eof()) return false;
            available = std::max<std::streamsize>(in_.in_avail(), 1);
        }
        const auto room = static_cast<std::streamsize>(buffer_.size() - end_);
        const std::streamsize got = in_.sgetn(buffer_.data() + end_, std::min(available, room));
        end_ += static_cast<std::size_t>(got);
        return got > 0;
    } catch (const std::exception&) {
        // A file stream throws when the system's read fails: the input ends there, and says so.
        failed_ = true;
        return false;
    }
}

void LineReader::SkipRestOfLine() {
    // Nothing from start_ to end_ is a '\n': drop it all, and read on until one comes.
    while (true) {
        start_ = scanned_ = end_ = 0;
        if (!Fill()) {
            atEnd_ = true;
            return;
        }
        if (const void* found = std::memchr(buffer_.data(), '\n', end_)) {
            start_ = scanned_ = static_cast<std::size_t>(static_cast<const char*>(found) - buffer_.data()) + 1;
            return;
        }
    }
}

}  // namespace circlelab
