// The live class's calls (docs/live-class.md), apart from any HTTP library: a request is plain
// data in, a reply is plain data out, so the whole API can be unit tested and fuzzed without a
// socket. Bodies are JSON of at most 16 KB, read by the project's JSON reader; every refusal is a
// 4xx with `{"error": "message"}` and changes nothing. Calls are serialised by one lock: the
// database commits each answer before its reply.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "class/class_question.h"
#include "class/class_store.h"
#include "class/flood_limit.h"

namespace circlelab::live {

inline constexpr std::size_t kMaxBody = 16 * 1024;

struct ClassRequest {
    std::string method;         ///< "GET" or "POST"
    std::string path;           ///< "/api/join", …
    std::string question;       ///< the `question=` query parameter ("" when absent)
    std::string authorization;  ///< the Authorization header ("Bearer TOKEN")
    std::string body;
    std::string client;  ///< the caller's address, for slowing a flood
    double now = 0;      ///< seconds on a steady clock
};

struct ClassReply {
    int status = 200;
    std::string body;         ///< JSON ("" for 204)
    double retryAfter = 0.0;  ///< seconds, with 429
};

/// One answer as the teacher sees it: the name as typed, the prediction and its score.
struct ClassAnswer {
    std::string name;
    Prediction prediction;
    PredictionScore score;
};

/// A question and the class's answers to it, for the teacher's window and its calls.
struct ClassView {
    ClassQuestion question;
    int students = 0;  ///< joined so far
    std::vector<ClassAnswer> answers;
};

class ClassApi {
public:
    /// Opens the class's database; the join code is `code` when given (else the one stored, else
    /// a new one) and the teacher's token the stored one (else a new one). Nullptr with `error`.
    static std::unique_ptr<ClassApi> Open(const std::string& dbPath, const std::string& code, std::string& error);

    ClassReply Handle(const ClassRequest& request);

    const std::string& Code() const { return code_; }
    const std::string& TeacherToken() const { return teacherToken_; }

    // The teacher's calls, in-process (the window): the same work as their HTTP forms.
    /// The new question's id, or nullopt with `error`.
    std::optional<std::int64_t> Ask(const Scene& scene, int selected, std::string& error);
    /// Closes a question to answers and opens its scores; false when there is no such question.
    bool Reveal(std::int64_t id, std::string& error);
    /// The question with every answer (nullopt when there is none with that id).
    std::optional<ClassView> View(std::int64_t id);
    /// How many have joined and answered the latest question, without reading the answers.
    struct Counts {
        std::int64_t question = 0;
        int students = 0, answers = 0;
    };
    Counts Count();

private:
    ClassApi(std::unique_ptr<ClassStore> store, std::string code, std::string teacherToken)
        : store_(std::move(store)), code_(std::move(code)), teacherToken_(std::move(teacherToken)) {}

    ClassReply Route(const ClassRequest& r);
    ClassReply Join(const ClassRequest& r);
    ClassReply GetQuestion(const std::string& student);
    ClassReply PostAnswer(const ClassRequest& r, const std::string& student);
    ClassReply GetScore(const ClassRequest& r, const std::string& student);
    ClassReply TeacherAsk(const ClassRequest& r);
    ClassReply TeacherReveal(const ClassRequest& r);
    ClassReply TeacherAnswers(const ClassRequest& r);

    // The question `id` with its scene read and its exact contact worked out (kept for the latest).
    const ClassQuestion* Load(std::int64_t id);
    std::optional<ClassView> ViewLocked(std::int64_t id);
    std::optional<std::int64_t> AskLocked(ClassQuestion q, std::string& error);
    bool RevealLocked(std::int64_t id, std::string& error);
    // The question named by `?question=` (the latest when absent), or the reply refusing it.
    const ClassQuestion* QuestionParam(const ClassRequest& r, ClassReply& refusal);

    std::mutex mutex_;
    std::unique_ptr<ClassStore> store_;
    std::string code_, teacherToken_;
    FloodLimit flood_{20.0, 5.0};
    std::optional<ClassQuestion> cached_;
};

}  // namespace circlelab::live
