// The live class's calls as plain requests (no socket): joining, asking, answering, revealing and
// scoring, and every refusal the API promises — each a 4xx with a message that changes nothing.
#include <gtest/gtest.h>

#include <string>

#include "class/class_api.h"
#include "core/io/json.h"
#include "core/io/scene_json.h"

namespace circlelab::live {
namespace {

// A circle of radius 20 at (150, 100) beside a 100 × 100 box from (0, 0): its centre is level with
// the bottom edge, right of the box, so the nearest point is the corner (100, 100), 50 px away: a miss.
constexpr const char* kScene = R"({"name": "class test", "bodies": [{"x": 150, "y": 100, "r": 20}],
  "shapes": [{"type": "rect", "x": 0, "y": 0, "w": 100, "h": 100}]})";

class ClassApiTest : public ::testing::Test {
protected:
    void SetUp() override {
        std::string error;
        api = ClassApi::Open(":memory:", "K7QX", error);
        ASSERT_TRUE(api) << error;
    }

    ClassReply Call(const std::string& method, const std::string& path, const std::string& token = "",
                    const std::string& body = "", const std::string& question = "", const std::string& client = "10.0.0.1") {
        now += 0.5;  // a calm client: well inside its allowance
        return api->Handle({method, path, question, token.empty() ? "" : "Bearer " + token, body, client, now});
    }
    std::string Join(const std::string& name, const std::string& client = "10.0.0.1") {
        const ClassReply r = Call("POST", "/api/join", "", R"({"code": "k7qx", "name": ")" + name + "\"}", "", client);
        EXPECT_EQ(r.status, 200) << r.body;
        const JsonParse parsed = ParseJson(r.body);
        return parsed.value ? std::string(parsed.value->Root().Find("student")->String()) : "";
    }
    std::string Ask() {
        const ClassReply r = Call("POST", "/api/teacher/ask", api->TeacherToken(),
                                  std::string(R"({"selected": 0, "scene": )") + kScene + "}");
        EXPECT_EQ(r.status, 200) << r.body;
        return r.body;
    }
    static std::string ErrorOf(const ClassReply& r) {
        const JsonParse parsed = ParseJson(r.body);
        if (!parsed.value) return "(not JSON: " + r.body + ")";
        const auto e = parsed.value->Root().Find("error");
        return e ? std::string(e->String()) : "(no error member)";
    }

    std::unique_ptr<ClassApi> api;
    double now = 0;
};

TEST_F(ClassApiTest, AStudentJoinsAnswersAndSeesTheirScoreOnlyAfterTheReveal) {
    const std::string ann = Join("Ann");
    ASSERT_EQ(ann.size(), 32u);  // 128 bits in hex
    EXPECT_EQ(Call("GET", "/api/question", ann).status, 204);
    EXPECT_EQ(Ask(), R"({"id":1})");
    const ClassReply question = Call("GET", "/api/question", ann);
    ASSERT_EQ(question.status, 200);
    const JsonParse q = ParseJson(question.body);
    ASSERT_TRUE(q.value) << question.body;
    EXPECT_EQ(q.value->Root().Find("id")->Number(), 1);
    EXPECT_TRUE(q.value->Root().Find("scene")->Is(JsonType::kObject));
    EXPECT_EQ(q.value->Root().Find("asks")->Size(), 3u);  // hit, closest, normal: the circle is still

    const ClassReply answer = Call("POST", "/api/answer", ann, R"({"question": 1, "hit": false, "closest": [100, 97], "normal": [1, 0]})");
    EXPECT_EQ(answer.status, 200) << answer.body;
    EXPECT_EQ(Call("GET", "/api/score", ann, "", "1").status, 409);
    EXPECT_EQ(api->Count().answers, 1);

    const ClassReply reveal = Call("POST", "/api/teacher/reveal", api->TeacherToken(), "{}");  // {}: the latest
    ASSERT_EQ(reveal.status, 200) << reveal.body;
    EXPECT_NE(reveal.body.find("\"answers\":1"), std::string::npos) << reveal.body;
    const ClassReply score = Call("GET", "/api/score", ann, "", "1");
    ASSERT_EQ(score.status, 200) << score.body;
    const JsonParse s = ParseJson(score.body);
    ASSERT_TRUE(s.value);
    // The exact closest point is the box's corner (100, 100): Ann was 3 px off and right about the miss.
    EXPECT_DOUBLE_EQ(s.value->Root().Find("score")->Find("closestPixels")->Number(), 3.0);
    EXPECT_TRUE(s.value->Root().Find("score")->Find("hitRight")->Bool());
    EXPECT_FALSE(s.value->Root().Find("exact")->Find("hit")->Bool());
    // Answers close with the reveal.
    EXPECT_EQ(Call("POST", "/api/answer", ann, R"({"question": 1, "hit": true})").status, 409);
}

TEST_F(ClassApiTest, AnsweringAgainReplacesTheAnswer) {
    const std::string ann = Join("Ann");
    Ask();
    EXPECT_EQ(Call("POST", "/api/answer", ann, R"({"question": 1, "hit": true})").status, 200);
    EXPECT_EQ(Call("POST", "/api/answer", ann, R"({"question": 1, "hit": false})").status, 200);
    const std::optional<ClassView> view = api->View(1);
    ASSERT_TRUE(view);
    ASSERT_EQ(view->answers.size(), 1u);
    EXPECT_EQ(view->answers[0].prediction.hit, false);
    EXPECT_EQ(view->answers[0].name, "Ann");
}

TEST_F(ClassApiTest, TheTeacherSeesEveryAnswerWithItsNameAndScore) {
    const std::string ann = Join("Ann"), bob = Join("Bob ");
    Ask();
    Call("POST", "/api/answer", ann, R"({"question": 1, "normal": [1, 1]})");
    Call("POST", "/api/answer", bob, R"({"question": 1, "normal": [0, 1]})");
    const ClassReply all = Call("GET", "/api/teacher/answers", api->TeacherToken(), "", "1");
    ASSERT_EQ(all.status, 200) << all.body;
    const JsonParse parsed = ParseJson(all.body);
    ASSERT_TRUE(parsed.value);
    const JsonRef answers = *parsed.value->Root().Find("answers");
    ASSERT_EQ(answers.Size(), 2u);
    // The exact normal points from the corner (100, 100) to the centre (150, 100): (1, 0).
    double degrees[2] = {};
    for (std::size_t i = 0; i < 2; ++i) degrees[i] = answers.Item(i).Find("score")->Find("normalDegrees")->Number();
    EXPECT_NEAR(std::min(degrees[0], degrees[1]), 45.0, 1e-9);
    EXPECT_NEAR(std::max(degrees[0], degrees[1]), 90.0, 1e-9);
    EXPECT_EQ(all.body.find(ann), std::string::npos) << "a student's token is never shown";
}

// Each refusal: its status, a message, and nothing stored.
TEST_F(ClassApiTest, RefusalsSayWhyAndChangeNothing) {
    const std::string ann = Join("Ann"), bob = Join("Bob");
    Ask();
    struct Case {
        const char* what;
        ClassReply reply;
        int status;
    };
    const Case cases[] = {
        {"wrong code", Call("POST", "/api/join", "", R"({"code": "ZZZZ", "name": "Eve"})"), 403},
        {"forged token", Call("POST", "/api/answer", std::string(32, 'a'), R"({"question": 1, "hit": true})"), 401},
        {"no token", Call("POST", "/api/answer", "", R"({"question": 1, "hit": true})"), 401},
        {"student on teacher call", Call("POST", "/api/teacher/reveal", ann), 403},
        {"student asks", Call("POST", "/api/teacher/ask", bob, std::string(R"({"selected": 0, "scene": )") + kScene + "}"), 403},
        {"body over 16 KB", Call("POST", "/api/answer", ann, std::string(kMaxBody + 1, ' ')), 413},
        {"malformed JSON", Call("POST", "/api/answer", ann, R"({"question": 1, "hit": tru})"), 400},
        {"NaN", Call("POST", "/api/answer", ann, R"({"question": 1, "closest": [NaN, 3]})"), 400},
        {"1e999", Call("POST", "/api/answer", ann, R"({"question": 1, "closest": [1e999, 3]})"), 400},
        {"outside the scene", Call("POST", "/api/answer", ann, R"({"question": 1, "closest": [1e8, 3]})"), 400},
        {"zero normal", Call("POST", "/api/answer", ann, R"({"question": 1, "normal": [0, 0]})"), 400},
        {"no part", Call("POST", "/api/answer", ann, R"({"question": 1})"), 400},
        {"unknown key", Call("POST", "/api/answer", ann, R"({"question": 1, "hit": true, "hot": 1})"), 400},
        {"bounce of a still circle", Call("POST", "/api/answer", ann, R"({"question": 1, "bounce": [1, 0]})"), 400},
        {"another question", Call("POST", "/api/answer", ann, R"({"question": 7, "hit": true})"), 409},
        {"score before reveal", Call("GET", "/api/score", ann, "", "1"), 409},
        {"no such call", Call("GET", "/api/secrets", ann), 404},
        {"empty name", Call("POST", "/api/join", "", R"({"code": "K7QX", "name": "  "})"), 400},
        {"control character in name", Call("POST", "/api/join", "", R"({"code": "K7QX", "name": "a\u0007"})"), 400},
    };
    for (const Case& c : cases) {
        EXPECT_EQ(c.reply.status, c.status) << c.what << ": " << c.reply.body;
        EXPECT_FALSE(ErrorOf(c.reply).empty()) << c.what;
        EXPECT_EQ(ErrorOf(c.reply).rfind("(", 0), std::string::npos) << c.what << ": " << c.reply.body;
    }
    const ClassApi::Counts counts = api->Count();
    EXPECT_EQ(counts.students, 2);
    EXPECT_EQ(counts.answers, 0);
    EXPECT_EQ(counts.question, 1);
}

TEST_F(ClassApiTest, ErrorsPointAtTheLineAndColumnOfTheBody) {
    const std::string ann = Join("Ann");
    Ask();
    const ClassReply r = Call("POST", "/api/answer", ann, "{\"question\": 1,\n \"closest\": [1, \"x\"]}");
    EXPECT_EQ(ErrorOf(r), "request body:2:13: closest must be an array of two numbers [x, y] (at /closest)");
}

TEST_F(ClassApiTest, ABadSceneIsRefusedWithItsPlace) {
    const ClassReply r = Call("POST", "/api/teacher/ask", api->TeacherToken(),
                              R"({"selected": 0, "scene": {"bodies": [{"x": 1, "y": 1, "r": -5}], "shapes": []}})");
    EXPECT_EQ(r.status, 400);
    EXPECT_NE(ErrorOf(r).find("(at /scene/bodies/0"), std::string::npos) << r.body;
    EXPECT_EQ(api->Count().question, 0);
}

TEST_F(ClassApiTest, AFloodingDeviceIsSlowedAndTheOthersAreNot) {
    const std::string ann = Join("Ann", "10.0.0.7");
    int slowed = 0;
    double retry = 0;
    for (int i = 0; i < 100; ++i) {
        const ClassReply r = api->Handle({"GET", "/api/question", "", "Bearer " + ann, "", "10.0.0.7", now});
        if (r.status == 429) ++slowed, retry = r.retryAfter;
    }
    EXPECT_GT(slowed, 50);
    EXPECT_GT(retry, 0.0);
    // Another device at the same moment, and the teacher, are served.
    const std::string bob = Join("Bob", "10.0.0.8");
    EXPECT_EQ(api->Handle({"GET", "/api/question", "", "Bearer " + bob, "", "10.0.0.8", now}).status, 204);
    EXPECT_EQ(api->Handle({"GET", "/api/teacher/answers", "", "Bearer " + api->TeacherToken(), "", "10.0.0.7", now}).status, 404);
    // The flooder, after waiting, is served again.
    EXPECT_EQ(api->Handle({"GET", "/api/question", "", "Bearer " + ann, "", "10.0.0.7", now + 10}).status, 204);
}

TEST_F(ClassApiTest, AMovingCircleIsAskedForItsBounce) {
    const ClassReply r = Call("POST", "/api/teacher/ask", api->TeacherToken(),
                              R"({"selected": 0, "scene": {"name": "moving", "bodies": [{"x": 150, "y": 50, "r": 20, "vx": -100}],
                                  "shapes": [{"type": "rect", "x": 0, "y": 0, "w": 100, "h": 100}]}})");
    ASSERT_EQ(r.status, 200) << r.body;
    const std::string ann = Join("Ann");
    EXPECT_NE(Call("GET", "/api/question", ann).body.find(R"("asks":["hit","closest","normal","bounce"])"), std::string::npos);
    EXPECT_EQ(Call("POST", "/api/answer", ann, R"({"question": 1, "bounce": [1, 0]})").status, 200);
}

TEST(ClassStore, AnAnswerCommittedIsThereWhenTheDatabaseIsOpenedAgain) {
    const std::string path = ::testing::TempDir() + "class_store_reopen.db";
    std::remove(path.c_str());
    std::string error, token;
    {
        std::unique_ptr<ClassApi> api = ClassApi::Open(path, "", error);
        ASSERT_TRUE(api) << error;
        EXPECT_GE(api->Code().size(), 4u);
        const ClassReply join = api->Handle({"POST", "/api/join", "", "", R"({"code": ")" + api->Code() + R"(", "name": "Ann"})", "a", 0});
        token = std::string(ParseJson(join.body).value->Root().Find("student")->String());
        ASSERT_TRUE(api->Ask(ParseScene(kScene).scene.value(), 0, error)) << error;
        EXPECT_EQ(api->Handle({"POST", "/api/answer", "", "Bearer " + token, R"({"question": 1, "hit": true})", "a", 1}).status, 200);
    }
    std::unique_ptr<ClassApi> again = ClassApi::Open(path, "", error);
    ASSERT_TRUE(again) << error;
    EXPECT_EQ(again->Count().answers, 1);
    // The same token still names Ann, and the teacher's token and code are kept.
    EXPECT_EQ(again->Handle({"GET", "/api/question", "", "Bearer " + token, "", "a", 2}).status, 200);
}

}  // namespace
}  // namespace circlelab::live
