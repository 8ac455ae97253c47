// The scene report (`circlelab report`): every tutorial's verdict beside the exact contact, its
// layout, and null where a method has no answer.
#include <gtest/gtest.h>

#include "core/classic/classic.h"
#include "core/io/query.h"
#include "core/io/report.h"
#include "core/io/scene_json.h"
#include "core/io/shape_json.h"

namespace circlelab::classic {
namespace {

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

}  // namespace
}  // namespace circlelab::classic
