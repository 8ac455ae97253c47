// `circlelab query` line by line: answers, errors with line and column, and the run's status.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/io/json.h"
#include "core/io/json_writer.h"
#include "core/io/query.h"
#include "core/io/query_line.h"

namespace circlelab {
namespace {

TEST(Query, CircleInsideABox) {
    // The example of issue #2: centre (5, 5) in the box [0, 10]²: 5 from every edge.
    const QueryAnswer a =
        AnswerQueryLine(R"({"circle":{"x":5,"y":5,"r":2},"shape":{"type":"rect","x":0,"y":0,"w":10,"h":10}})", 1);
    ASSERT_TRUE(a.ok);
    const JsonParse p = ParseJson(a.json);
    ASSERT_TRUE(p.value);
    EXPECT_EQ(p.value->Root().Find("inside")->Bool(), true);
    EXPECT_EQ(p.value->Root().Find("hit")->Bool(), true);
    EXPECT_EQ(p.value->Root().Find("distance")->Number(), -5.0);
    EXPECT_EQ(p.value->Root().Find("depth")->Number(), 7.0);
    EXPECT_EQ(p.value->Root().Find("feature")->String(), "edge");
    EXPECT_EQ(p.value->Root().Find("closest")->Item(1).Number(), 0.0);
}

TEST(Query, NumbersRoundTripToTheBit) {
    const QueryAnswer a = AnswerQueryLine(
        R"({"circle":{"x":0.1,"y":0.7,"r":0.3},"shape":{"type":"rect","x":1,"y":0.2,"w":3,"h":1,"angle":33}})", 1);
    const Contact c = Collide(Circle{{0.1, 0.7}, 0.3}, Rect{{1, 0.2}, {3, 1}, 33});
    const JsonParse p = ParseJson(a.json);
    ASSERT_TRUE(p.value);
    EXPECT_EQ(p.value->Root().Find("distance")->Number(), c.distance);
    EXPECT_EQ(p.value->Root().Find("normal")->Item(0).Number(), c.normal.x);
    EXPECT_EQ(p.value->Root().Find("closest")->Item(1).Number(), c.closest.y);
}

TEST(Query, BadLinesSayLineColumnAndPointer) {
    const QueryAnswer a =
        AnswerQueryLine(R"({"circle":{"x":5,"y":5,"r":2},"shape":{"type":"rect","x":0,"y":0,"w":-1,"h":10}})", 7);
    EXPECT_FALSE(a.ok);
    EXPECT_EQ(a.json, R"x({"error":"line 7, column 70: w must be > 0, not -1 (at /shape/w)"})x");

    EXPECT_FALSE(AnswerQueryLine(R"({"circle":{"x":5,"y":5,"r":-2},"shape":{"type":"circle","x":0,"y":0,"r":1}})", 1).ok);
    EXPECT_NE(AnswerQueryLine("{oops", 3).json.find("line 3, column 2: expected a quoted key"), std::string::npos);
    EXPECT_NE(AnswerQueryLine(R"({"circle":{"x":5,"y":5,"r":2}})", 1).json.find("missing required key \\\"shape\\\""),
              std::string::npos);
    EXPECT_NE(AnswerQueryLine(R"({"circle":{"x":5,"y":5,"r":2,"z":1},"shape":{"type":"circle","x":0,"y":0,"r":1}})", 1)
                  .json.find("unknown key"),
              std::string::npos);
}

TEST(Query, RunAnswersEveryLineAndFailsWhenAnyFailed) {
    std::istringstream in(
        "{\"circle\":{\"x\":0,\"y\":0,\"r\":1},\"shape\":{\"type\":\"circle\",\"x\":3,\"y\":4,\"r\":1}}\n"
        "not json\n"
        "\n"
        "{\"circle\":{\"x\":0,\"y\":0,\"r\":1},\"shape\":{\"type\":\"circle\",\"x\":0,\"y\":2,\"r\":1.5}}\r\n");
    std::ostringstream out;
    EXPECT_EQ(RunQuery(in, out), 1);
    std::istringstream lines(out.str());
    std::string l1, l2, l3, extra;
    std::getline(lines, l1);
    std::getline(lines, l2);
    std::getline(lines, l3);
    EXPECT_FALSE(std::getline(lines, extra));
    EXPECT_NE(l1.find("\"distance\":4"), std::string::npos) << l1;
    EXPECT_NE(l2.find("line 2"), std::string::npos) << l2;
    EXPECT_NE(l3.find("\"hit\":true"), std::string::npos) << l3;

    std::istringstream good("{\"circle\":{\"x\":0,\"y\":0,\"r\":1},\"shape\":{\"type\":\"circle\",\"x\":3,\"y\":4,\"r\":1}}\n");
    std::ostringstream out2;
    EXPECT_EQ(RunQuery(good, out2), 0);
}

// The lines of the recorded corpus (tests/data/query/): valid and broken lines of every kind.
std::vector<std::string> CorpusLines() {
    std::ifstream f(CIRCLELAB_TEST_DATA "/query/corpus.jsonl", std::ios::binary);
    std::vector<std::string> lines;
    for (std::string line; std::getline(f, line);) lines.push_back(line);
    return lines;
}

// Every bit of what a line asks, so -0 and 0 differ.
std::string Bits(const QueryInput& q) {
    const auto hex = [](double v) {
        char text[24];
        std::snprintf(text, sizeof text, "%016llx ", static_cast<unsigned long long>(std::bit_cast<std::uint64_t>(v)));
        return std::string(text);
    };
    std::string out = hex(q.circle.center.x) + hex(q.circle.center.y) + hex(q.circle.radius) +
                      std::string(TypeName(q.shape)) + " ";
    if (const Circle* c = std::get_if<Circle>(&q.shape)) return out + hex(c->center.x) + hex(c->center.y) + hex(c->radius);
    const Box& b = *BoxOf(q.shape);
    out += hex(b.topLeft.x) + hex(b.topLeft.y) + hex(b.size.x) + hex(b.size.y) + hex(b.angleDeg);
    if (const Triangle* t = std::get_if<Triangle>(&q.shape)) out += CornerName(t->missing);
    return out;
}

// Whatever the plain reader takes, the full reader takes with the same numbers to the bit: over
// the corpus and random edits of its lines (a byte changed, added or dropped).
TEST(Query, ThePlainReaderAgreesWithTheFullReader) {
    const std::vector<std::string> corpus = CorpusLines();
    ASSERT_GT(corpus.size(), 1000u);
    std::mt19937 random(20261125);
    const std::string alphabet = "{}[]\":,.-+0123456789eE xrtcl\\u\t\xff";
    int plain = 0;
    for (int round = 0; round < 4; ++round) {
        for (std::string line : corpus) {
            for (int edit = 0; edit < round && !line.empty(); ++edit) {
                const std::size_t at = random() % line.size();
                const char c = alphabet[random() % alphabet.size()];
                switch (random() % 3) {
                    case 0: line[at] = c; break;
                    case 1: line.insert(line.begin() + static_cast<std::ptrdiff_t>(at), c); break;
                    default: line.erase(at, 1);
                }
            }
            const std::optional<QueryInput> fast = ReadPlainQueryLine(line);
            if (!fast) continue;
            ++plain;
            const std::variant<QueryInput, SourceError> full = ReadQueryLine(line);
            ASSERT_TRUE(std::holds_alternative<QueryInput>(full))
                << line << "\n  " << std::get<SourceError>(full).message;
            ASSERT_EQ(Bits(*fast), Bits(std::get<QueryInput>(full))) << line;
        }
    }
    EXPECT_GT(plain, 1200);  // the fast path is the common one: most valid lines of the corpus are plain
}

// Numbers of up to 15 digits without an exponent are read without a general conversion: each
// reads as the same double as the JSON reader reads it, to the bit, at every length and scale.
TEST(Query, ShortDecimalsReadToTheSameDoubleAsTheFullReader) {
    std::mt19937_64 random(20261125);
    for (int i = 0; i < 50000; ++i) {
        // Up to 15 digits, at most 6 before the point: the shape's angle holds any of them.
        const int total = 1 + static_cast<int>(random() % 15);
        const int integer = 1 + static_cast<int>(random() % static_cast<unsigned>(std::min(total, 6)));
        std::string number = random() % 2 ? "-" : "";
        for (int k = 0; k < integer; ++k)
            number += static_cast<char>('0' + (k == 0 && integer > 1 ? 1 + random() % 9 : random() % 10));
        if (integer < total) number += '.';
        for (int k = integer; k < total; ++k) number += static_cast<char>('0' + random() % 10);
        const std::string line =
            R"({"circle":{"x":0,"y":0,"r":1},"shape":{"type":"rect","x":0,"y":0,"w":1,"h":1,"angle":)" + number + "}}";
        const std::optional<QueryInput> fast = ReadPlainQueryLine(line);
        const std::variant<QueryInput, SourceError> full = ReadQueryLine(line);
        ASSERT_TRUE(fast && std::holds_alternative<QueryInput>(full)) << line;
        ASSERT_EQ(Bits(*fast), Bits(std::get<QueryInput>(full))) << line;
    }
    for (const char* number : {"999999", "0.999999999999999", "-0", "-0.0", "0.000000000000001", "0.1", "0.3",
                               "123456.789012345", "1000000.00000000"}) {
        const std::string line =
            std::string(R"({"circle":{"x":0,"y":0,"r":1},"shape":{"type":"rect","x":0,"y":0,"w":1,"h":1,"angle":)") + number + "}}";
        ASSERT_TRUE(ReadPlainQueryLine(line)) << line;
        ASSERT_EQ(Bits(*ReadPlainQueryLine(line)), Bits(std::get<QueryInput>(ReadQueryLine(line)))) << line;
    }
}

TEST(Query, ThePlainReaderTakesLinesAsProgramsWriteThem) {
    for (const char* line : {
             R"({"circle":{"x":5,"y":5,"r":2},"shape":{"type":"rect","x":0,"y":0,"w":10,"h":10}})",
             R"( { "shape" : { "h":10, "w":10, "angle":-0.5e1, "y":0, "x":0, "type":"rect" } , "circle" : {"r":0,"y":-5,"x":5.25} } )" "\r",
             R"({"circle":{"x":1e-7,"y":-0,"r":1E2},"shape":{"missing":"bottom-right","type":"triangle","x":0,"y":0,"w":1,"h":2}})",
             R"({"circle":{"x":0,"y":0,"r":1},"shape":{"type":"circle","x":3,"y":4,"r":1e9}})"}) {
        EXPECT_TRUE(ReadPlainQueryLine(line)) << line;
        EXPECT_TRUE(std::holds_alternative<QueryInput>(ReadQueryLine(line))) << line;
    }
    // Valid, but left to the full reader: an escaped key, a number too small for a double.
    for (const char* line : {
             R"({"circle":{"\u0078":5,"y":5,"r":2},"shape":{"type":"rect","x":0,"y":0,"w":10,"h":10}})",
             R"({"circle":{"x":1e-400,"y":5,"r":2},"shape":{"type":"rect","x":0,"y":0,"w":10,"h":10}})",
             "\xEF\xBB\xBF" R"({"circle":{"x":5,"y":5,"r":2},"shape":{"type":"rect","x":0,"y":0,"w":10,"h":10}})"}) {
        EXPECT_FALSE(ReadPlainQueryLine(line)) << line;
        EXPECT_TRUE(AnswerQueryLine(line, 1).ok) << line;
    }
}

// `query` puts its contact lines together without the JSON writer, for speed; they are the bytes
// the writer writes for WriteContactMembers (what `report` writes), contact for contact.
TEST(Query, ContactLinesAreTheJsonWritersBytes) {
    std::vector<Contact> contacts;
    std::mt19937_64 random(20261125);
    std::uniform_real_distribution<double> coordinate(-120, 120);
    for (int i = 0; i < 3000; ++i) {
        const Circle c{{coordinate(random), coordinate(random)}, std::abs(coordinate(random)) / 4};
        const Vec2 topLeft{coordinate(random), coordinate(random)};
        const Vec2 size{1 + std::abs(coordinate(random)), 1 + std::abs(coordinate(random))};
        contacts.push_back(Collide(c, Circle{topLeft, size.x}));
        contacts.push_back(Collide(c, Rect{topLeft, size, i % 2 ? 0.0 : coordinate(random) * 3}));
        contacts.push_back(Collide(c, Triangle{topLeft, size, static_cast<Corner>(i % 4), i % 3 ? 0.0 : 45.0}));
    }
    Contact odd;
    odd.hit = odd.inside = true;
    odd.distance = -0.0;
    odd.closest = {1e-300, -1.7976931348623157e308};
    odd.normal = {std::numeric_limits<double>::denorm_min(), -2.2250738585072014e-308};
    odd.depth = 123456789012345680.0;
    odd.feature = Feature::kCorner;
    contacts.push_back(odd);
    for (const Contact& c : contacts) {
        std::string expected;
        JsonWriter out(expected);
        out.BeginObject();
        WriteContactMembers(out, c);
        out.EndObject();
        ASSERT_EQ(ContactToJson(c), expected);
    }
}

// Read in blocks and answered in blocks: the same bytes as answering each line on its own.
TEST(Query, RunAnswersAsEachLineIsAnsweredOnItsOwn) {
    std::string input, expected;
    long number = 0;
    for (int copy = 0; copy < 5; ++copy) {
        for (const std::string& line : CorpusLines()) {
            input += line + '\n';
            ++number;
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            expected += AnswerQueryLine(line, number).json + '\n';
        }
    }
    std::istringstream in(input);
    std::ostringstream out;
    EXPECT_EQ(RunQuery(in, out), 1);
    EXPECT_TRUE(out.str() == expected);
}

TEST(Query, ALineOfOneMiBIsAnsweredAndOneByteMoreIsNot) {
    const std::string line = R"({"circle":{"x":5,"y":5,"r":2},"shape":{"type":"circle","x":0,"y":0,"r":1}})";
    const std::string exact = line + std::string(kMaxQueryLineBytes - line.size(), ' ');
    const std::string answer = AnswerQueryLine(line, 1).json + '\n';
    const std::string tooLong =
        R"({"error":"line 1, column 1048577: the line is longer than 1 MiB, the most a query line may be"})" "\n";
    for (const auto& [input, output] : std::vector<std::pair<std::string, std::string>>{
             {exact + "\n", answer},
             {exact, answer},
             {exact + " \n" + line, tooLong + AnswerQueryLine(line, 2).json + '\n'},
             {exact + "\r\n" + line + "\n", tooLong + AnswerQueryLine(line, 2).json + '\n'},
             {"\n" + exact + "x", R"({"error":"line 2, column 1048577: the line is longer than 1 MiB, the most a query line may be"})" "\n"}}) {
        std::istringstream in(input);
        std::ostringstream out;
        RunQuery(in, out);
        EXPECT_EQ(out.str(), output) << input.size();
    }
}

}  // namespace
}  // namespace circlelab
