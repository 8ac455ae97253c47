// Lines of a stream read in blocks: the same lines whether the input comes at once (a file) or a
// byte at a time (a pipe, a person typing), the last line without '\n', lines too long to keep,
// and a call before every wait for input.
#include <gtest/gtest.h>

#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "core/io/line_reader.h"

namespace circlelab {
namespace {

// Input that comes one byte at a time and has nothing waiting in between, as a slow pipe.
class Trickle : public std::streambuf {
public:
    explicit Trickle(std::string text) : text_(std::move(text)) {}

protected:
    int_type underflow() override {
        if (gptr() != egptr()) return traits_type::to_int_type(*gptr());
        if (next_ == text_.size()) return traits_type::eof();
        char* c = text_.data() + next_++;
        setg(c, c, c + 1);
        return traits_type::to_int_type(*c);
    }

private:
    std::string text_;
    std::size_t next_ = 0;
};

struct Read {
    std::vector<std::string> lines;  // "<too long>" for a line not kept
    int waits = 0;
};

Read ReadAll(std::streambuf& in, std::size_t maxLineBytes) {
    Read r;
    LineReader reader(in, maxLineBytes, [&] {
        ++r.waits;
        return true;
    });
    LineReader::Line line;
    while (reader.Next(line)) r.lines.push_back(line.tooLong ? "<too long>" : std::string(line.text));
    return r;
}

TEST(LineReader, SplitsAtNewlinesAndKeepsALastLineWithoutOne) {
    std::stringbuf in("a\nbb\n\n \r\nlast");
    EXPECT_EQ(ReadAll(in, 100).lines, (std::vector<std::string>{"a", "bb", "", " \r", "last"}));
    std::stringbuf ended("a\n");
    EXPECT_EQ(ReadAll(ended, 100).lines, (std::vector<std::string>{"a"}));
    std::stringbuf empty("");
    EXPECT_TRUE(ReadAll(empty, 100).lines.empty());
    std::stringbuf nul(std::string("a\0b\n", 4));
    EXPECT_EQ(ReadAll(nul, 100).lines, (std::vector<std::string>{std::string("a\0b", 3)}));
}

TEST(LineReader, ALineLongerThanTheLimitIsSkippedWholeAndTheNextIsRead) {
    std::stringbuf in("12345\n123456\n" + std::string(1000, 'x') + "\nok\n" + std::string(7, 'y'));
    EXPECT_EQ(ReadAll(in, 5).lines, (std::vector<std::string>{"12345", "<too long>", "<too long>", "ok", "<too long>"}));
}

TEST(LineReader, ManyBlocksAndLongLinesGiveTheSameLinesAsOneAtATime) {
    // Lines of every length up to past the limit and across many blocks of the reader.
    std::string text;
    std::vector<std::string> expected;
    for (int i = 0; i < 3000; ++i) {
        const std::string line(static_cast<std::size_t>((i * 7919) % 700), static_cast<char>('a' + i % 26));
        text += line + '\n';
        expected.push_back(line.size() > 600 ? "<too long>" : line);
    }
    std::stringbuf whole(text);
    const Read atOnce = ReadAll(whole, 600);
    EXPECT_EQ(atOnce.lines, expected);
    EXPECT_LE(atOnce.waits, 1);  // a string has everything at once: waited for only at its end
    Trickle slow(text);
    const Read trickled = ReadAll(slow, 600);
    EXPECT_EQ(trickled.lines, expected);
    EXPECT_GE(trickled.waits, static_cast<int>(text.size()));  // before every byte: nothing was waiting
}

TEST(LineReader, StopsWhenTheCallBeforeWaitingSaysSo) {
    Trickle slow("one\ntwo\nthree\n");
    int waits = 0;
    LineReader reader(slow, 100, [&] { return ++waits < 6; });
    LineReader::Line line;
    std::vector<std::string> lines;
    while (reader.Next(line)) lines.emplace_back(line.text);
    EXPECT_EQ(lines, (std::vector<std::string>{"one"}));
    EXPECT_FALSE(reader.failed());
}

}  // namespace
}  // namespace circlelab
