// The lines of a stream, read in large blocks: each line is a view into the reader's own buffer,
// so a million lines cost no string and no copy each. A line longer than a limit is skipped to its
// end without being kept, so a huge line costs no memory and the lines after it are still read.
#pragma once

#include <cstddef>
#include <functional>
#include <streambuf>
#include <string_view>
#include <vector>

namespace circlelab {

class LineReader {
public:
    /// `beforeWaiting` is called before a read that may wait for more input (nothing is buffered,
    /// as when a person types the lines, or a program writes one and waits for its answer): the
    /// place to flush what has been written so far. Returning false stops the reading.
    LineReader(std::streambuf& in, std::size_t maxLineBytes, std::function<bool()> beforeWaiting);

    struct Line {
        std::string_view text;  ///< without its '\n'; valid until the next call; empty when too long
        bool tooLong = false;   ///< longer than maxLineBytes (its text is not kept)
    };

    /// The next line; false at the end of the input (a last line without '\n' is still a line),
    /// or when `beforeWaiting` said to stop.
    bool Next(Line& line);
    /// Whether reading stopped because the stream failed (a read error of the system).
    bool failed() const { return failed_; }

private:
    // Reads what the stream has into the buffer after end_, waiting only when it has nothing;
    // false at the end of the input.
    bool Fill();
    // Drops the bytes of the current (too long) line up to and including its '\n'.
    void SkipRestOfLine();

    std::streambuf& in_;
    std::size_t maxLineBytes_;
    std::function<bool()> beforeWaiting_;
    std::vector<char> buffer_;
    std::size_t start_ = 0;    // the unread bytes are buffer_[start_, end_)
    std::size_t end_ = 0;
    std::size_t scanned_ = 0;  // buffer_[start_, scanned_) holds no '\n'
    bool atEnd_ = false;
    bool stopped_ = false;
    bool failed_ = false;
};

}  // namespace circlelab
