// Prose wrapped at spaces: a number such as 42.4 is never split at its point.
#include "app/base/word_wrap.h"

#include <gtest/gtest.h>

#include <string>

namespace circlelab::app {
namespace {

float Chars(std::string_view s) { return float(s.size()); }  // one unit a character

std::vector<std::string> Wrap(std::string_view text, float width) {
    std::vector<std::string> out;
    for (std::string_view line : WrapAtSpaces(text, width, Chars)) out.emplace_back(line);
    return out;
}

TEST(WordWrap, ANumberIsNeverSplitAtItsPoint) {
    // Lesson 02 step 3: at this width ImGui's own wrapping gave "= 42." and "4 px away".
    const auto lines = Wrap("the corner is 42.4 px away, under the radius 45.", 16);
    for (const std::string& line : lines) EXPECT_LE(line.size(), 16u) << line;
    EXPECT_EQ(lines, (std::vector<std::string>{"the corner is", "42.4 px away,", "under the radius", "45."}));
}

TEST(WordWrap, NewlinesBreakAndALongWordStandsAlone) {
    EXPECT_EQ(Wrap("one\ntwo three", 20), (std::vector<std::string>{"one", "two three"}));
    EXPECT_EQ(Wrap("a √(30²+30²)=42.4 b", 5), (std::vector<std::string>{"a", "√(30²+30²)=42.4", "b"}));
    EXPECT_EQ(Wrap("", 5), (std::vector<std::string>{""}));
}

// A vector is never split: lesson 02 step 4's German answer ended a line at "(0," with "-1)" below
// it, and a comparison step at "(-9.2," with "-4.6)": read as two numbers. Commas outside
// parentheses still break.
TEST(WordWrap, AVectorStaysWholeOnItsLine) {
    const std::string text = KeepVectorsWhole("normal (0, -1) at left 650, top 250");
    EXPECT_EQ(text, "normal (0,\u00a0-1) at left 650, top 250");
    EXPECT_EQ(Wrap(text, 12), (std::vector<std::string>{"normal", "(0,\u00a0-1) at", "left 650,", "top 250"}));
    EXPECT_EQ(KeepVectorsWhole("(a, (b, c))"), "(a,\u00a0(b,\u00a0c))");
}

// Lesson 02's answer in German broke "√(30² +" from "30²)"; a formula in parentheses stays whole,
// and the operators outside parentheses still let the line break.
TEST(WordWrap, AFormulaInParenthesesStaysWholeOnItsLine) {
    EXPECT_EQ(KeepVectorsWhole("ist √(30² + 30²) = 42,4"), "ist √(30²\u00a0+\u00a030²) = 42,4");
    EXPECT_EQ(KeepVectorsWhole("(70 \u2212 50 = 20 px)"), "(70\u00a0\u2212\u00a050\u00a0=\u00a020 px)");
    EXPECT_EQ(KeepVectorsWhole("50 + 50 = 100"), "50 + 50 = 100");
    EXPECT_EQ(KeepVectorsWhole("(the top -x)"), "(the top -x)");  // a sign, not an operator
    const std::string text = KeepVectorsWhole("Treffer: die Ecke ist √(30² + 30²) entfernt");
    for (const std::string& line : Wrap(text, 14)) EXPECT_EQ(line.find("√(30²\u00a0+"), line.find("√(")) << line;
}

// A 4 MB description once took 80 s for `shot`: each line searched to the text's end. The bytes
// measured grow with the text, not with its square: eight times the text, eight times the work.
TEST(WordWrap, WorkGrowsWithTheTextNotItsSquare) {
    const auto work = [](std::size_t words) {
        std::string text;
        for (std::size_t i = 0; i < words; ++i) text += (i % 7 == 6) ? "paragraph\n" : "word ";
        std::size_t measured = 0;
        const auto lines = WrapAtSpaces(text, 40, [&](std::string_view s) {
            measured += s.size();
            return float(s.size());
        });
        EXPECT_GT(lines.size(), words / 10);
        return measured;
    };
    const double small = double(work(20000)), large = double(work(160000));
    EXPECT_LT(large / small, 9.0) << small << " then " << large;
}

}  // namespace
}  // namespace circlelab::app
