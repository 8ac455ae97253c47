// The located JSON reader: values, positions, and an error with a place for every kind of
// malformed text.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/io/json.h"
#include "core/io/json_writer.h"

namespace circlelab {
namespace {

TEST(Json, ParsesValuesAndRemembersWhereTheyStart) {
    const JsonParse p = ParseJson("{\n  \"a\": [1, 2.5e1, -0.5],\n  \"b\": {\"c\": \"h\\u00e9\"},\n  \"d\": true, \"e\": null\n}");
    ASSERT_TRUE(p.value) << p.error.message;
    JsonRef v = p.value->Root();
    const std::optional<JsonRef> a = v.Find("a");
    ASSERT_TRUE(a && a->Is(JsonType::kArray));
    EXPECT_EQ(a->Item(1).Number(), 25.0);
    EXPECT_EQ(a->Item(2).Number(), -0.5);
    EXPECT_EQ(a->Line(), 2);
    EXPECT_EQ(a->Column(), 8);
    EXPECT_EQ(a->Item(1).Column(), 12);
    const std::optional<JsonRef> c = v.Find("b")->Find("c");
    EXPECT_EQ(c->String(), "h\xc3\xa9");
    EXPECT_EQ(c->Line(), 3);
    EXPECT_EQ(v.Find("d")->Bool(), true);
    EXPECT_TRUE(v.Find("e")->Is(JsonType::kNull));
}

TEST(Json, ColumnsCountCharactersNotBytes) {
    const JsonParse p = ParseJson("{\"é\": 1, \"x\": 2}");
    ASSERT_TRUE(p.value);
    EXPECT_EQ(p.value->Root().Find("x")->Column(), 15);
}

struct BadCase {
    const char* name;
    const char* text;
    int line, column;
    const char* message;
};

// The case as the test list shows it: where the error must be and what it must say.
void PrintTo(const BadCase& k, std::ostream* os) { *os << k.line << ":" << k.column << " " << k.message; }

class JsonErrors : public ::testing::TestWithParam<BadCase> {};

TEST_P(JsonErrors, SayWhatAndWhere) {
    const BadCase& k = GetParam();
    const JsonParse p = ParseJson(k.text);
    ASSERT_FALSE(p.value);
    EXPECT_EQ(p.error.line, k.line) << p.error.message;
    EXPECT_EQ(p.error.column, k.column) << p.error.message;
    EXPECT_NE(p.error.message.find(k.message), std::string::npos) << p.error.message;
}

INSTANTIATE_TEST_SUITE_P(
    Malformed, JsonErrors,
    ::testing::Values(BadCase{"Empty", "", 1, 1, "unexpected end of input"},
                      BadCase{"TrailingComma", "{\"a\": 1,}", 1, 9, "expected a quoted key"},
                      BadCase{"NoColon", "{\"a\" 1}", 1, 6, "expected ':'"},
                      BadCase{"NoCommaInArray", "[1 2]", 1, 4, "expected ',' or ']'"},
                      BadCase{"NaN", "{\"x\": NaN}", 1, 7, "NaN and Infinity are not numbers"},
                      BadCase{"TooLarge", "{\"x\": 1e999}", 1, 7, "too large to be finite"},
                      BadCase{"LeadingZero", "{\"x\": 01}", 1, 8, "may not start with 0"},
                      BadCase{"NoDigitsAfterThePoint", "{\"x\": 1.}", 1, 9, "digits after the decimal point"},
                      BadCase{"DuplicateKey", "{\n\"a\": 1,\n\"a\": 2}", 3, 1, "duplicate key \"a\""},
                      BadCase{"UnterminatedString", "\"abc", 1, 5, "unterminated string"},
                      BadCase{"UnknownEscape", "\"\\q\"", 1, 4, "unknown escape"},
                      BadCase{"TextAfterTheValue", "{} x", 1, 4, "unexpected text after"},
                      BadCase{"CutOffWord", "tru", 1, 1, "unexpected character 't'"}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(Json, DuplicateKeysInAWideObjectAreFoundWhereTheyAre) {
    // Past 16 keys the reader looks keys up in a table; a duplicate is still the error, at its key.
    std::string text = "{";
    for (int i = 0; i < 1000; ++i) text += "\"k" + std::to_string(i) + "\":" + std::to_string(i) + ",";
    const std::size_t second = text.size();
    text += "\"k\\u00342\":1, \"z\": [}";  // "k42" again, written with an escape
    const JsonParse p = ParseJson(text);
    ASSERT_FALSE(p.value);
    EXPECT_EQ(p.error.message, "duplicate key \"k42\"");
    EXPECT_EQ(p.error.line, 1);
    EXPECT_EQ(p.error.column, static_cast<std::int64_t>(second) + 1);
    text.replace(second, 12, "\"k1000\":1");  // no duplicate: the next error is the real one
    EXPECT_EQ(ParseJson(text).error.message, "unexpected character '}', expected a value");
}

TEST(Json, DeepNestingIsAnErrorNotACrash) {
    const std::string deep(100000, '[');
    const JsonParse p = ParseJson(deep);
    ASSERT_FALSE(p.value);
    EXPECT_NE(p.error.message.find("nested deeper"), std::string::npos);
}

TEST(Json, TinyExponentsUnderflowToZero) {
    const JsonParse p = ParseJson("1e-400");
    ASSERT_TRUE(p.value);
    EXPECT_EQ(p.value->Root().Number(), 0.0);
}

TEST(Json, TinyDecimalsWithoutExponentReadAsZero) {
    // 0.000…01 with 330 zeros is below the smallest double: zero, not "too large".
    const std::string tiny = "0." + std::string(330, '0') + "1";
    for (const std::string& text : {tiny, "-" + tiny, "0." + std::string(400, '0') + "9e5", std::string("1e-400")}) {
        const JsonParse p = ParseJson(text);
        ASSERT_TRUE(p.value) << text.substr(0, 20) << ": " << p.error.message;
        EXPECT_EQ(p.value->Root().Number(), 0.0);
    }
    // A long way below 1 but pushed back up by its exponent is still too large.
    const JsonParse big = ParseJson("0." + std::string(10, '0') + "1e400");
    ASSERT_FALSE(big.value);
    EXPECT_EQ(big.error.message, "number is too large to be finite");
    EXPECT_FALSE(ParseJson(std::string(400, '9')).value);
}

TEST(Json, ByteOrderMarkAtTheStartIsSkipped) {
    const JsonParse p = ParseJson("\xEF\xBB\xBF{\"a\": 1}");
    ASSERT_TRUE(p.value) << p.error.message;
    EXPECT_EQ(p.value->Root().Find("a")->Column(), 7);  // the mark is not a character of the line
    EXPECT_FALSE(ParseJson("{\"a\": \xEF\xBB\xBF 1}").value);  // only at the very start
}

TEST(Json, ErrorMessagesEscapeBytesThatAreNotUtf8) {
    const JsonParse p = ParseJson("\xff");
    ASSERT_FALSE(p.value);
    EXPECT_EQ(p.error.Format("f.json"), "f.json:1:1: unexpected character '\\xFF', expected a value");
    EXPECT_EQ(EscapeForMessage("caf\xc3\xa9 \xc3 \xed\xa0\x80 \x01"), "caf\xc3\xa9 \\xC3 \\xED\\xA0\\x80 \\x01");
}

TEST(Json, NumbersRoundTrip) {
    for (double v : {0.1, 1.0 / 3.0, -5.0, 1e-300, 12345678.901234567, 2.5e20}) {
        const JsonParse p = ParseJson(FormatNumber(v));
        ASSERT_TRUE(p.value) << FormatNumber(v);
        EXPECT_EQ(p.value->Root().Number(), v);
    }
    EXPECT_EQ(FormatNumber(-0.0), "0");
    EXPECT_EQ(FormatNumber(7.0), "7");
}

TEST(Json, PointersAndQuotingEscape) {
    EXPECT_EQ(PointerAppend("/shapes", std::size_t{2}), "/shapes/2");
    EXPECT_EQ(PointerAppend("", "a/b~c"), "/a~1b~0c");
    std::string quoted;
    JsonWriter(quoted).String("say \"hi\"\n");
    EXPECT_EQ(quoted, "\"say \\\"hi\\\"\\n\"");
    EXPECT_EQ((SourceError{3, 9, "/w", "w must be > 0"}).Format("s.json"), "s.json:3:9: w must be > 0 (at /w)");
}

// What a scene, a lesson or a play script reports of its file: every error on a line of its own.
TEST(Json, ErrorsFormatOneLineEach) {
    const std::vector<SourceError> errors{{3, 9, "/w", "w must be > 0"}, {5, 1, "", "expected }"}};
    EXPECT_EQ(FormatErrors(errors, "s.json"), "s.json:3:9: w must be > 0 (at /w)\ns.json:5:1: expected }\n");
    EXPECT_EQ(FormatErrors({}, "s.json"), "");
}

// Errors out of file order (a lesson's, or a scene's, checked by kind) once made `check` rescan
// the file from byte 0 for each: 87 s for 1.1 MB. The cost of placing k errors in any order is
// now bounded by the text once plus 4 KiB each: eight times the text (and eight times the errors)
// costs eight times the work, not sixty-four.
TEST(Json, PlacesAskedOutOfOrderCostTheTextOncePlusALittleEach) {
    const auto work = [](std::size_t lines) {
        std::string text = "[";
        for (std::size_t i = 0; i < lines; ++i) text += "1,\n";
        text += "1]";
        const JsonParse p = ParseJson(text);
        EXPECT_TRUE(p.value.has_value());
        // One error every hundred lines, from the end backwards: the worst order for a cache that
        // only resumes forwards.
        const std::size_t errors = lines / 100;
        for (std::size_t k = errors; k-- > 0;) {
            const std::uint32_t offset = std::uint32_t(text.size() * k / errors);
            const JsonDocument::Place place = p.value->PlaceOf(offset);
            EXPECT_EQ(place.line, std::int64_t(std::count(text.begin(), text.begin() + offset, '\n') + 1));
        }
        return p.value->PlaceWork();
    };
    const std::uint64_t small = work(40000), large = work(320000);
    EXPECT_LT(double(large) / double(small), 9.0) << small << " then " << large;
}

TEST(Json, StringsAreUtf8) {
    EXPECT_TRUE(ParseJson("\"caf\xc3\xa9\"").value.has_value());
    const JsonParse bad = ParseJson("{\"name\": \"caf\xe9\"}");
    ASSERT_FALSE(bad.value.has_value());
    EXPECT_EQ(bad.error.Format("f.json"), "f.json:1:14: bytes that are not UTF-8 in a string (\\xE9); JSON text must be UTF-8");
    const JsonParse utf16 = ParseJson(std::string("\xFF\xFE[\0]\0", 6));
    EXPECT_EQ(utf16.error.Format("f.json"), "f.json:1:1: the text is UTF-16 or UTF-32; JSON text must be UTF-8");
}

}  // namespace
}  // namespace circlelab
