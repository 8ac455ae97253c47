// The class's record in SQLite: who joined (a token and the name they typed), each question asked
// (the scene and the selected shape) and each student's answer to it. The database runs in WAL
// mode with synchronous=FULL and every change is its own transaction, so a call that returned true
// has reached the disk: an acknowledged answer survives `kill -9` of the server.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/scene/prediction.h"

struct sqlite3;

namespace circlelab::live {

struct StoredQuestion {
    std::int64_t id = 0;
    std::string sceneJson;  ///< the scene as SceneToJson wrote it
    int selected = 0;
    bool revealed = false;
    std::string asked;  ///< UTC time, ISO 8601
};

struct StoredAnswer {
    std::string student;  ///< the token (never sent to anyone else)
    std::string name;
    Prediction prediction;
    std::string answered;  ///< UTC time, ISO 8601
};

class ClassStore {
public:
    /// Opens (creating when missing) the database at `path` (":memory:" for tests and fuzzing).
    /// Nullptr with `error` set when it cannot be opened or is not a class database.
    static std::unique_ptr<ClassStore> Open(const std::string& path, std::string& error);
    ~ClassStore();
    ClassStore(const ClassStore&) = delete;
    ClassStore& operator=(const ClassStore&) = delete;

    /// The last SQLite error, for a 500 reply or the teacher's console.
    const std::string& Error() const { return error_; }

    /// Settings kept across restarts (the join code, the teacher's token).
    std::optional<std::string> Setting(const std::string& key);
    bool SetSetting(const std::string& key, const std::string& value);

    bool AddStudent(const std::string& token, const std::string& name);
    std::optional<std::string> StudentName(const std::string& token);
    int StudentCount();

    /// The new question's id, or nullopt on a database error.
    std::optional<std::int64_t> AddQuestion(const std::string& sceneJson, int selected);
    std::optional<StoredQuestion> Question(std::int64_t id);
    std::optional<StoredQuestion> LatestQuestion();
    std::vector<StoredQuestion> Questions();
    bool MarkRevealed(std::int64_t id);

    /// Stores (or replaces) the student's answer to the question; true once committed.
    bool PutAnswer(std::int64_t question, const std::string& student, const Prediction& prediction);
    std::optional<StoredAnswer> AnswerOf(std::int64_t question, const std::string& student);
    std::vector<StoredAnswer> Answers(std::int64_t question);
    int AnswerCount(std::int64_t question);

private:
    explicit ClassStore(sqlite3* db) : db_(db) {}
    bool Exec(const char* sql);

    sqlite3* db_;
    std::string error_;
};

}  // namespace circlelab::live
