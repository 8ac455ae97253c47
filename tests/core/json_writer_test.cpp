// The JSON writer: commas, keys and the three layouts, numbers and strings written exactly as
// the files and lines of the program have always had them, and text the reader reads back.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "core/io/json.h"
#include "core/io/json_writer.h"

namespace circlelab {
namespace {

using Layout = JsonWriter::Layout;

TEST(JsonWriter, CompactPutsACommaBetweenItemsAndNoneAfterTheLast) {
    std::string text;
    JsonWriter out(text);
    out.BeginObject().Key("a").Int(1).Key("b").BeginArray().Int(2).Int(3).EndArray();
    out.Key("c").BeginObject().EndObject().Key("d").BeginArray().EndArray().EndObject();
    EXPECT_EQ(text, R"({"a":1,"b":[2,3],"c":{},"d":[]})");
    EXPECT_TRUE(out.Done());
}

TEST(JsonWriter, SpacedPutsASpaceAfterEachCommaAndColon) {
    std::string text;
    JsonWriter out(text);
    out.BeginObject(Layout::kSpaced).Key("x").Int(1).Key("g").BeginArray(Layout::kSpaced).Int(0).Int(980);
    out.EndArray().Key("s").BeginObject().Key("k").Bool(true).EndObject().EndObject();
    // A compact object inside a spaced one stays compact: each container has its own layout.
    EXPECT_EQ(text, R"({"x": 1, "g": [0, 980], "s": {"k":true}})");
}

TEST(JsonWriter, LinesIndentByTheLinesContainersAroundThem) {
    std::string text;
    JsonWriter out(text, 2);
    out.BeginObject(Layout::kLines).Key("name").String("n");
    out.Key("list").BeginArray(Layout::kLines).Int(1).Int(2).EndArray();
    // An inline object does not indent; a lines array inside it is one step deeper than its line.
    out.Key("map").BeginObject(Layout::kSpaced).Key("size").Int(8).Key("rows").BeginArray(Layout::kLines);
    out.String("#.").String(".#").EndArray().EndObject();
    out.Key("none").BeginArray(Layout::kLines).EndArray();
    out.EndObject();
    EXPECT_EQ(text,
              "{\n"
              "  \"name\": \"n\",\n"
              "  \"list\": [\n"
              "    1,\n"
              "    2\n"
              "  ],\n"
              "  \"map\": {\"size\": 8, \"rows\": [\n"
              "    \"#.\",\n"
              "    \".#\"\n"
              "  ]},\n"
              "  \"none\": [\n"
              "  ]\n"
              "}");
}

TEST(JsonWriter, IndentWidthIsTheWritersChoice) {
    std::string text;
    JsonWriter out(text, 1);
    out.BeginObject().Key("rows").BeginArray(Layout::kLines);
    out.BeginObject().Key("list").BeginArray(Layout::kLines).Int(7).EndArray().EndObject();
    out.EndArray().EndObject();
    EXPECT_EQ(text, "{\"rows\":[\n {\"list\":[\n  7\n ]}\n]}");
}

TEST(JsonWriter, NumbersAreTheShortestTextThatReadsBack) {
    std::string text;
    JsonWriter out(text);
    out.BeginArray().Number(0.1).Number(-0.0).Number(7.0).Number(1e-300).Number(2.5e20).Number(-1.0 / 3.0);
    out.Number(std::numeric_limits<double>::infinity()).Number(std::nan("")).Int(-42).Int(9007199254740993LL);
    out.EndArray();
    EXPECT_EQ(text, "[0.1,0,7,1e-300,2.5e+20,-0.3333333333333333,null,null,-42,9007199254740993]");
}

TEST(JsonWriter, StringsAndKeysAreEscaped) {
    std::string text;
    JsonWriter out(text);
    out.BeginObject().Key("a\"b").String("q\" b\\ n\n r\r t\t \x01 \x1f é").EndObject();
    EXPECT_EQ(text, "{\"a\\\"b\":\"q\\\" b\\\\ n\\n r\\r t\\t \\u0001 \\u001f é\"}");
}

TEST(JsonWriter, AppendsToTheTextAlreadyThere) {
    std::string text = "line 1\n";
    JsonWriter(text).BeginArray().Null().Bool(false).EndArray();
    EXPECT_EQ(text, "line 1\n[null,false]");
}

TEST(JsonWriter, AScalarIsADocumentToo) {
    std::string text;
    JsonWriter out(text);
    out.String("alone");
    EXPECT_EQ(text, "\"alone\"");
    EXPECT_TRUE(out.Done());
}

TEST(JsonWriter, WhatItWritesTheReaderReadsBack) {
    for (const Layout layout : {Layout::kCompact, Layout::kSpaced, Layout::kLines}) {
        std::string text;
        JsonWriter out(text);
        out.BeginObject(layout).Key("s").String("tab\there \"x\"").Key("n").Number(1.0 / 3.0);
        out.Key("a").BeginArray(layout).Bool(true).Null().BeginObject(layout).EndObject().EndArray();
        out.EndObject();
        const JsonParse p = ParseJson(text);
        ASSERT_TRUE(p.value) << p.error.message << "\n" << text;
        EXPECT_EQ(p.value->Root().Find("s")->String(), "tab\there \"x\"");
        EXPECT_EQ(p.value->Root().Find("n")->Number(), 1.0 / 3.0);
        ASSERT_EQ(p.value->Root().Find("a")->Size(), 3u);
        EXPECT_TRUE(p.value->Root().Find("a")->Item(1).Is(JsonType::kNull));
    }
}

}  // namespace
}  // namespace circlelab
