// Fuzz target: the live class's request handlers (ClassApi::Handle), with no socket. The first byte
// picks the call and whose token it carries; the rest is the body (and the `question=` parameter).
// Every reply is a known status with JSON that the JSON reader reads back; a refusal carries a
// UTF-8 message and changes nothing the teacher counts.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "class/class_api.h"
#include "core/io/scene_json.h"
#include "fuzz_check.h"

namespace {

using namespace circlelab;
using namespace circlelab::live;

constexpr const char* kScene = R"({"name": "fuzz", "bodies": [{"x": 150, "y": 50, "r": 20, "vx": -100}],
  "shapes": [{"type": "rect", "x": 0, "y": 0, "w": 100, "h": 100, "angle": 30}]})";

struct Class {
    std::unique_ptr<ClassApi> api;
    std::string student;
    double now = 0;

    Class() {
        std::string error;
        api = ClassApi::Open(":memory:", "FUZZ1", error);
        fuzz::Require(api != nullptr, "the in-memory class opens");
        const ClassReply join = api->Handle({"POST", "/api/join", "", "", R"({"code": "FUZZ1", "name": "Ann"})", "a", 0});
        student = std::string(ParseJson(join.body).value->Root().Find("student")->String());
        AskAgain();
    }
    void AskAgain() {
        std::string error;
        fuzz::Require(api->Ask(ParseScene(kScene).scene.value(), 0, error).has_value(), "the fuzz question is asked");
    }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static Class c;
    if (size == 0) return 0;
    static const char* const kCalls[][2] = {
        {"POST", "/api/join"},          {"GET", "/api/question"},        {"POST", "/api/answer"},
        {"GET", "/api/score"},          {"POST", "/api/teacher/ask"},    {"POST", "/api/teacher/reveal"},
        {"GET", "/api/teacher/answers"}, {"DELETE", "/api/answer"}};
    const auto& call = kCalls[data[0] % 8];
    const int who = (data[0] / 8) % 4;  // a student, the teacher, nobody, a forged token
    const std::string body(reinterpret_cast<const char*>(data + 1), size - 1);
    const std::string token = who == 0 ? c.student : who == 1 ? c.api->TeacherToken() : who == 2 ? "" : std::string(32, 'f');
    c.now += 1.0;
    const ClassApi::Counts before = c.api->Count();
    const ClassReply reply =
        c.api->Handle({call[0], call[1], body.substr(0, 20), token.empty() ? "" : "Bearer " + token, body, "fuzzer", c.now});

    const int s = reply.status;
    fuzz::Require(s == 200 || s == 204 || s == 400 || s == 401 || s == 403 || s == 404 || s == 409 || s == 413 || s == 429,
                  "the status is one the API promises");
    if (s == 204) return 0;
    const JsonParse parsed = ParseJson(reply.body);
    fuzz::Require(parsed.value.has_value(), "every reply is JSON the reader reads back");
    if (s >= 400) {
        const std::optional<JsonRef> error = parsed.value->Root().Find("error");
        fuzz::Require(error && error->Is(JsonType::kString) && !error->String().empty(), "a refusal says why");
        fuzz::RequireUtf8(error->String(), "the message is UTF-8");
        const ClassApi::Counts after = c.api->Count();
        fuzz::Require(after.students == before.students && after.answers == before.answers && after.question == before.question,
                      "a refusal changes nothing");
    }
    if (s == 200 && std::string(call[1]) == "/api/teacher/reveal") c.AskAgain();  // keep a question open to answer
    return 0;
}
