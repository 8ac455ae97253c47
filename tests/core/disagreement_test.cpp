// Disagreement maps against areas worked out by hand.
#include <gtest/gtest.h>

#include <atomic>

#include "core/classic/disagreement.h"
#include "core/draw/map_draw.h"
#include "core/io/query.h"
#include "core/io/report.h"
#include "core/io/scene_json.h"
#include "core/io/shape_json.h"

namespace circlelab::classic {
namespace {

constexpr double kPiValue = 3.14159265358979323846;
const Rect kBox{{0, 0}, {200, 100}, 0};

TEST(Disagreement, BoundingBoxIsWrongInTheFourCornerPieces) {
    // Off each corner the grown box claims the r × r square, the circle only a quarter disc:
    // 4 (r² − πr²/4) = 4 · 400 · (1 − π/4) ≈ 343.4 px² for r = 20.
    const DisagreementMap map = ComputeDisagreement(Algorithm::kBoundingBox, kBox, 20, 1.0);
    EXPECT_NEAR(map.area, 4 * 400 * (1 - kPiValue / 4), 20.0);
    EXPECT_TRUE(map.applies);
}

TEST(Disagreement, PublishedLazyFooMissesThreeQuarterDiscs) {
    // Corners 1, 2 and 4 are never tested: a quarter disc of radius r each is missed,
    // 3πr²/4 ≈ 942 px² for r = 20. On top of that, a bar of the cross has zero width and does not
    // count when the truncated centre lies exactly on the line of a box edge (a.x == leftB), so
    // next to each corner's two edge lines a strip at most 2 px wide and r long is missed too:
    // at most 8 · 2 · r = 320 px² more.
    const DisagreementMap map = ComputeDisagreement(Algorithm::kLazyFooPublished, kBox, 20, 1.0);
    const double quarterDiscs = 3 * kPiValue * 400 / 4;
    EXPECT_GE(map.area, quarterDiscs - 20);
    EXPECT_LE(map.area, quarterDiscs + 8 * 2 * 20);
    // The prose version misses only those strips.
    const DisagreementMap prose = ComputeDisagreement(Algorithm::kLazyFoo, kBox, 20, 1.0);
    EXPECT_LE(prose.area, 8 * 2 * 20);
    EXPECT_LT(prose.area, map.area - quarterDiscs + 20);
}

TEST(Disagreement, MigaproAgreesEverywhere) {
    const DisagreementMap map = ComputeDisagreement(Algorithm::kMigapro, Rect{{0, 0}, {200, 100}, 30}, 20, 2.0);
    EXPECT_EQ(map.differing, 0);
}

TEST(Disagreement, SaysWhenTheMethodDoesNotApply) {
    const DisagreementMap map = ComputeDisagreement(Algorithm::kMigapro, Circle{{0, 0}, 10}, 20, 2.0);
    EXPECT_FALSE(map.applies);
}

TEST(Disagreement, ACancelledRequestComputesNoRow) {
    std::atomic<bool> cancel{true};
    const DisagreementMap map = ComputeDisagreement(Algorithm::kWorden, kBox, 20, 1.0, &cancel);
    EXPECT_TRUE(map.cancelled);
    EXPECT_EQ(map.rowsDone, 0);
    EXPECT_EQ(map.differing, 0);
}

TEST(Disagreement, DrawsOneRectanglePerRunOfCells) {
    DisagreementMap map;
    map.columns = 4;
    map.rows = 1;
    map.cell = 2;
    map.differs = {1, 1, 0, 1};
    DrawList d;
    DrawDisagreement(map, d);
    ASSERT_EQ(d.polygons.size(), 2u);
    EXPECT_EQ(d.polygons[0].points[1], (Vec2{4, 0}));
}

TEST(Report, CarriesEveryTutorialsVerdictAndAgreesWithQuery) {
    const SceneLoad load = LoadSceneFile(std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/05_godfrey_regions.json");
    ASSERT_TRUE(load.scene);
    const std::string report = SceneReport(*load.scene);
    const JsonParse parsed = ParseJson(report);
    ASSERT_TRUE(parsed.value) << parsed.error.message;
    JsonRef contact = parsed.value->Root().Find("bodies")->Item(0).Find("contacts")->Item(0);
    const std::optional<JsonRef> verdicts = contact.Find("classic");
    ASSERT_TRUE(verdicts);
    EXPECT_EQ(verdicts->Size(), kAllAlgorithms.size());
    // The circle sits off the corner in region I with depth 10.3: Godfrey hits, Lazy Foo's
    // printed corner test (corner 3 only) misses.
    EXPECT_TRUE(verdicts->Find("godfrey")->Bool());
    EXPECT_FALSE(verdicts->Find("lazyfoo-published")->Bool());
    EXPECT_TRUE(verdicts->Find("migapro")->Bool());
    // And the contact fields are query's, to the bit.
    const Circle c = load.scene->bodies[0].circle;
    const QueryAnswer q = AnswerQueryLine("{\"circle\":{\"x\":" + FormatNumber(c.center.x) + ",\"y\":" +
                                              FormatNumber(c.center.y) + ",\"r\":" + FormatNumber(c.radius) +
                                              "},\"shape\":" + ShapeToJson(load.scene->shapes[0]) + "}",
                                          1);
    const JsonParse qp = ParseJson(q.json);
    ASSERT_TRUE(qp.value);
    for (const char* key : {"distance", "depth"}) EXPECT_EQ(contact.Find(key)->Number(), qp.value->Root().Find(key)->Number());
    EXPECT_EQ(contact.Find("closest")->Item(0).Number(), qp.value->Root().Find("closest")->Item(0).Number());
}

// Pretty enough to diff: the scene on the first line, each body's line, then one contact per line.
TEST(Report, OneContactPerLineOneSpacePerLevel) {
    Scene s;
    s.name = "r";
    Body b;
    b.circle = {{0, 0}, 5};
    s.bodies = {b, b};
    s.shapes = {Circle{{20, 0}, 10}};
    const std::string contact =
        R"({"shape":0,"type":"circle","hit":false,"inside":false,"distance":10,"closest":[10,0],)"
        R"("normal":[-1,0],"depth":0,"feature":"edge","classic":{)";
    const std::string report = SceneReport(s);
    const std::string body0 = "{\"scene\":\"r\",\"bodies\":[\n {\"body\":0,\"circle\":{\"x\":0,\"y\":0,\"r\":5},"
                              "\"contacts\":[\n  " + contact;
    EXPECT_EQ(report.substr(0, body0.size()), body0) << report;
    const std::size_t second = report.find("}}\n ]},\n {\"body\":1,");
    ASSERT_NE(second, std::string::npos) << report;
    EXPECT_NE(report.find("\"contacts\":[\n  " + contact, second), std::string::npos) << report;
    EXPECT_EQ(report.substr(report.size() - 10), "}}\n ]}\n]}\n") << report;
}

TEST(Report, TriangleTilesGetNullForMethodsWithoutThem) {
    Scene s;
    s.name = "t";
    Body b;
    b.circle = {{0, 0}, 5};
    s.bodies.push_back(b);
    s.shapes.push_back(Triangle{{0, 0}, {10, 10}, Corner::kTopLeft, 0});
    const JsonParse parsed = ParseJson(SceneReport(s));
    ASSERT_TRUE(parsed.value);
    const std::optional<JsonRef> v = parsed.value->Root().Find("bodies")->Item(0).Find("contacts")->Item(0).Find("classic");
    EXPECT_TRUE(v->Find("lazyfoo")->Is(JsonType::kNull));
    EXPECT_TRUE(v->Find("godfrey")->Is(JsonType::kNull));
    EXPECT_TRUE(v->Find("worden")->Is(JsonType::kBool));
}

TEST(Disagreement, SlicesAcrossFramesGiveTheSameMapAsOneRun) {
    // The browser has no worker thread: it computes a few rows a frame.
    const Shape tile = Triangle{{0, 0}, {120, 80}, Corner::kBottomLeft, 30};
    const DisagreementMap whole = ComputeDisagreement(Algorithm::kBoundingBox, tile, 15, 2.0);
    DisagreementMap sliced = StartDisagreement(Algorithm::kBoundingBox, tile, 15, 2.0);
    EXPECT_EQ(sliced.rowsDone, 0);
    int frames = 0;
    while (!ContinueDisagreement(sliced, Algorithm::kBoundingBox, tile, 15, 7)) ++frames;
    EXPECT_EQ(frames, (whole.rows + 6) / 7 - 1);
    EXPECT_EQ(sliced.differs, whole.differs);
    EXPECT_EQ(sliced.differing, whole.differing);
    EXPECT_GT(sliced.differing, 0);
    EXPECT_EQ(sliced.area, whole.area);
}

}  // namespace
}  // namespace circlelab::classic
