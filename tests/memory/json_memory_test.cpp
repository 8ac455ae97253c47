// The JSON reader's memory bound (README, Limits): reading a text of n bytes holds at most 10 n
// bytes, the text included, for the shapes of text that cost the most per byte. This program
// replaces operator new and delete to count the bytes allocated, so it is a test binary of its own.
#include <gtest/gtest.h>
#include <malloc.h>

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <new>
#include <string>

#include "core/io/json.h"
#include "core/io/report.h"

namespace {

// Bytes live now and the most live at once, as malloc reports each block's usable size.
std::size_t gLive = 0;
std::size_t gPeak = 0;

void* Allocate(std::size_t size) {
    void* p = std::malloc(size == 0 ? 1 : size);
    if (!p) throw std::bad_alloc();
    gLive += malloc_usable_size(p);
    gPeak = std::max(gPeak, gLive);
    return p;
}

void Release(void* p) {
    if (!p) return;
    gLive -= malloc_usable_size(p);
    std::free(p);
}

}  // namespace

void* operator new(std::size_t size) { return Allocate(size); }
void* operator new[](std::size_t size) { return Allocate(size); }
void operator delete(void* p) noexcept { Release(p); }
void operator delete[](void* p) noexcept { Release(p); }
void operator delete(void* p, std::size_t) noexcept { Release(p); }
void operator delete[](void* p, std::size_t) noexcept { Release(p); }

namespace circlelab {
namespace {

constexpr std::size_t kSize = 4 << 20;  // large enough that fixed costs do not count

// `open` + `item` repeated (joined by `separator`) to about kSize bytes + `close`.
std::string Repeat(std::string_view open, std::string_view item, std::string_view separator, std::string_view close) {
    std::string text(open);
    while (text.size() < kSize) {
        text += item;
        text += separator;
    }
    text.resize(text.size() - separator.size());
    text += close;
    return text;
}

// {"k0":1,"k1":1,...}: distinct keys, the shortest that stay distinct.
std::string WideObject() {
    std::string text = "{";
    for (std::size_t i = 0; text.size() < kSize; ++i) text += "\"k" + std::to_string(i) + "\":1,";
    text.back() = '}';
    return text;
}

// Items nested 255 deep, side by side: the deepest a text may go, everywhere.
std::string DeepItems() {
    const std::string deep = std::string(255, '[') + "0" + std::string(255, ']');
    return Repeat("[", deep, ",", "]");
}

struct Case {
    const char* name;
    std::string (*make)();
    std::size_t items;  ///< values in the root container, 0 to skip that check
};

const Case kCases[] = {
    {"Numbers", [] { return Repeat("[", "1", ",", "]"); }, kSize / 2},
    {"EmptyArrays", [] { return Repeat("[", "[]", ",", "]"); }, kSize / 3},
    {"EmptyObjects", [] { return Repeat("[", "{}", ",", "]"); }, kSize / 3},
    {"EmptyStrings", [] { return Repeat("[", "\"\"", ",", "]"); }, kSize / 3},
    {"ShortStrings", [] { return Repeat("[", "\"a\"", ",", "]"); }, kSize / 4},
    {"EscapedStrings", [] { return Repeat("[", "\"\\n\"", ",", "]"); }, kSize / 5},
    {"OneEscapedString", [] { return Repeat("\"", "\\u00e9", "", "\""); }, 0},
    {"SpacedNumbers", [] { return Repeat("[", "1", " ,", "]"); }, kSize / 3},
    {"WideObject", WideObject, 0},
    {"DeepNesting", DeepItems, 0},
};

class JsonMemory : public ::testing::TestWithParam<Case> {};

TEST_P(JsonMemory, ReadingHoldsAtMostTenTimesTheText) {
    const Case& k = GetParam();
    const std::size_t before = gLive;
    std::string text = k.make();
    text.shrink_to_fit();  // as a file is read: into a string of exactly its size
    gPeak = gLive;         // the text counts; the making of it does not
    const std::size_t size = text.size();
    const JsonParse parsed = ParseJsonText(std::move(text));
    const std::size_t peak = gPeak - before;
    ASSERT_TRUE(parsed.value) << parsed.error.message;
    if (k.items) {
        EXPECT_NEAR(double(parsed.value->Root().Size()), double(k.items), 2.0);
    }
    EXPECT_LE(peak, 10 * size) << k.name << ": " << double(peak) / double(size) << " bytes per byte of text";
    // What the document keeps is all that lives on (malloc rounds each block up a little).
    EXPECT_NEAR(double(gLive - before), double(parsed.value->BytesHeld()), 0.01 * double(size));
    std::printf("%-16s %5.2f bytes per byte at the peak, %5.2f kept\n", k.name, double(peak) / double(size),
                double(parsed.value->BytesHeld()) / double(size));
}

INSTANTIATE_TEST_SUITE_P(WorstCases, JsonMemory, ::testing::ValuesIn(kCases),
                         [](const auto& info) { return std::string(info.param.name); });


// `report` of one body on the largest tile map once held 574 MB of text, and 100 bodies ran out of
// memory. It streams now: the memory it holds is bounded by the scene (its shapes), not by the
// report. Eight times the bodies makes eight times the text and no more memory.
std::size_t ReportPeak(int bodies, std::size_t& bytes) {
    Scene scene;
    scene.name = "many tiles";
    for (int b = 0; b < bodies; ++b) {
        scene.bodies.emplace_back();
        scene.bodies.back().circle = Circle{{100.0 + b, 100}, 10};
    }
    scene.tiles = TileMap{};
    scene.tiles->size = 10;
    scene.tiles->rows.assign(150, std::string(150, '#'));
    bytes = 0;
    gPeak = gLive;
    const std::size_t before = gLive;
    StreamSceneReport(scene, [&](std::string_view piece) {
        bytes += piece.size();
        return true;
    });
    return gPeak - before;
}

TEST(ReportMemory, BoundedByTheSceneNotTheReport) {
    std::size_t one = 0, eight = 0;
    const std::size_t peakOne = ReportPeak(1, one), peakEight = ReportPeak(8, eight);
    EXPECT_GT(eight, 7 * one);
    EXPECT_LT(double(peakEight), 1.2 * double(peakOne)) << peakOne << " then " << peakEight;
    EXPECT_LT(peakEight, eight / 4) << "the report was held whole";
}

}  // namespace
}  // namespace circlelab
