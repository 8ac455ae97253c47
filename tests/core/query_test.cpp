// `circlelab query` line by line: answers, errors with line and column, and the run's status.
#include <gtest/gtest.h>

#include <sstream>

#include "core/io/json.h"
#include "core/io/query.h"

namespace circlelab {
namespace {

TEST(Query, CircleInsideABox) {
    // The example of issue #2: centre (5, 5) in the box [0, 10]²: 5 from every edge.
    const QueryAnswer a =
        AnswerQueryLine(R"({"circle":{"x":5,"y":5,"r":2},"shape":{"type":"rect","x":0,"y":0,"w":10,"h":10}})", 1);
    ASSERT_TRUE(a.ok);
    const JsonParse p = ParseJson(a.json);
    ASSERT_TRUE(p.value);
    EXPECT_EQ(p.value->Find("inside")->boolean, true);
    EXPECT_EQ(p.value->Find("hit")->boolean, true);
    EXPECT_EQ(p.value->Find("distance")->number, -5.0);
    EXPECT_EQ(p.value->Find("depth")->number, 7.0);
    EXPECT_EQ(p.value->Find("feature")->string, "edge");
    EXPECT_EQ(p.value->Find("closest")->items.at(1).number, 0.0);
}

TEST(Query, NumbersRoundTripToTheBit) {
    const QueryAnswer a = AnswerQueryLine(
        R"({"circle":{"x":0.1,"y":0.7,"r":0.3},"shape":{"type":"rect","x":1,"y":0.2,"w":3,"h":1,"angle":33}})", 1);
    const Contact c = Collide(Circle{{0.1, 0.7}, 0.3}, Rect{{1, 0.2}, {3, 1}, 33});
    const JsonParse p = ParseJson(a.json);
    ASSERT_TRUE(p.value);
    EXPECT_EQ(p.value->Find("distance")->number, c.distance);
    EXPECT_EQ(p.value->Find("normal")->items.at(0).number, c.normal.x);
    EXPECT_EQ(p.value->Find("closest")->items.at(1).number, c.closest.y);
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

}  // namespace
}  // namespace circlelab
