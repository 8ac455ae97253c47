// Shape objects in JSON: each kind read, each kind of mistake reported at its place.
#include <gtest/gtest.h>

#include "core/io/shape_json.h"

namespace circlelab {
namespace {

std::optional<Shape> Read(const std::string& text, std::vector<SourceError>& errors) {
    const JsonParse p = ParseJson(text);
    EXPECT_TRUE(p.value) << p.error.message;
    return p.value ? ShapeFromJson(p.value->Root(), "/shape", errors) : std::nullopt;
}

TEST(ShapeJson, ReadsEachKind) {
    std::vector<SourceError> errors;
    EXPECT_EQ(Read(R"({"type":"circle","x":1,"y":2,"r":3})", errors), Shape(Circle{{1, 2}, 3}));
    EXPECT_EQ(Read(R"({"type":"rect","x":1,"y":2,"w":3,"h":4})", errors), Shape(Rect{{1, 2}, {3, 4}, 0}));
    EXPECT_EQ(Read(R"({"type":"rect","x":1,"y":2,"w":3,"h":4,"angle":30})", errors), Shape(Rect{{1, 2}, {3, 4}, 30}));
    EXPECT_EQ(Read(R"({"type":"triangle","x":0,"y":0,"w":8,"h":8,"missing":"bottom-right","angle":-45})", errors),
              Shape(Triangle{{0, 0}, {8, 8}, Corner::kBottomRight, -45}));
    EXPECT_TRUE(errors.empty());
}

TEST(ShapeJson, WritesWhatItReads) {
    const Shape shapes[] = {Circle{{1.5, -2}, 3}, Rect{{0.1, 0.2}, {3, 4}, 12.5},
                            Triangle{{0, 0}, {8, 9}, Corner::kTopRight, 0}};
    for (const Shape& s : shapes) {
        std::vector<SourceError> errors;
        EXPECT_EQ(Read(ShapeToJson(s), errors), s) << ShapeToJson(s);
    }
    EXPECT_EQ(ShapeToJson(Rect{{1, 2}, {3, 4}, 0}), R"({"type":"rect","x":1,"y":2,"w":3,"h":4})");
}

struct BadShape {
    const char* name;
    const char* text;
    const char* pointer;
    int column;
    const char* message;
};

// The case as the test list shows it: where the error must be and what it must say.
void PrintTo(const BadShape& k, std::ostream* os) {
    *os << "column " << k.column << " " << k.message;
    if (*k.pointer) *os << " (at " << k.pointer << ")";
}

class ShapeJsonErrors : public ::testing::TestWithParam<BadShape> {};

TEST_P(ShapeJsonErrors, ReportWhatWhereAndWhich) {
    const BadShape& k = GetParam();
    std::vector<SourceError> errors;
    EXPECT_FALSE(Read(k.text, errors));
    ASSERT_FALSE(errors.empty());
    EXPECT_EQ(errors[0].pointer, k.pointer);
    EXPECT_EQ(errors[0].column, k.column);
    EXPECT_NE(errors[0].message.find(k.message), std::string::npos) << errors[0].message;
}

INSTANTIATE_TEST_SUITE_P(
    Mistakes, ShapeJsonErrors,
    ::testing::Values(
        BadShape{"NegativeWidth",
                 R"({"type":"rect","x":0,"y":0,"w":-3,"h":4})", "/shape/w", 32, "w must be > 0, not -3"},
        BadShape{"ZeroHeight", R"({"type":"rect","x":0,"y":0,"w":3,"h":0})", "/shape/h", 38, "h must be > 0, not 0"},
        BadShape{"ZeroRadius", R"({"type":"circle","x":0,"y":0,"r":0})", "/shape/r", 34, "r must be > 0"},
        BadShape{"NumberAsString",
                 R"({"type":"rect","x":"5","y":0,"w":3,"h":4})", "/shape/x", 20, "x must be a number, not a string"},
        BadShape{"NoHeight", R"({"type":"rect","x":0,"y":0,"w":3})", "/shape", 1, "missing required key \"h\""},
        BadShape{"TypoInAKey",
                 R"({"type":"rect","x":0,"y":0,"w":3,"h":4,"wdith":3})", "/shape/wdith", 40, "unknown key \"wdith\""},
        BadShape{"UnknownType", R"({"type":"hexagon","x":0})", "/shape/type", 9, "unknown shape type \"hexagon\""},
        BadShape{"UnknownCorner",
                 R"({"type":"triangle","x":0,"y":0,"w":3,"h":4,"missing":"left"})", "/shape/missing", 54,
                 "missing must be \"top-left\""},
        BadShape{"ArrayNotObject", R"([1,2])", "/shape", 1, "a shape must be an object, not an array"},
        BadShape{"NoType", R"({"x":1})", "/shape", 1, "missing required key \"type\""}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(ShapeJson, ReportsEveryProblemNotJustTheFirst) {
    std::vector<SourceError> errors;
    Read(R"({"type":"rect","x":0,"y":0,"w":-1,"h":-2})", errors);
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_EQ(errors[1].pointer, "/shape/h");
}

}  // namespace
}  // namespace circlelab
