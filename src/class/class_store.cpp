#include "class/class_store.h"

#include <sqlite3.h>

#include <utility>

namespace circlelab::live {
namespace {

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS settings(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS students(
  token TEXT PRIMARY KEY, name TEXT NOT NULL,
  joined TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')));
CREATE TABLE IF NOT EXISTS questions(
  id INTEGER PRIMARY KEY, scene TEXT NOT NULL, selected INTEGER NOT NULL,
  revealed INTEGER NOT NULL DEFAULT 0,
  asked TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')));
CREATE TABLE IF NOT EXISTS answers(
  question INTEGER NOT NULL REFERENCES questions(id), student TEXT NOT NULL REFERENCES students(token),
  hit INTEGER, closest_x REAL, closest_y REAL, normal_x REAL, normal_y REAL, bounce_x REAL, bounce_y REAL,
  answered TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY(question, student));
)sql";

// One prepared statement, finalised when it goes out of scope.
class Statement {
public:
    Statement(sqlite3* db, const char* sql) { sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr); }
    ~Statement() { sqlite3_finalize(stmt_); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    bool ok() const { return stmt_ != nullptr; }
    Statement& Bind(int i, const std::string& s) {
        sqlite3_bind_text(stmt_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Statement& Bind(int i, std::int64_t v) {
        sqlite3_bind_int64(stmt_, i, v);
        return *this;
    }
    Statement& Bind(int i, const std::optional<double>& v) {
        if (v) sqlite3_bind_double(stmt_, i, *v);
        else sqlite3_bind_null(stmt_, i);
        return *this;
    }
    /// SQLITE_ROW, SQLITE_DONE or an error code.
    int Step() { return stmt_ ? sqlite3_step(stmt_) : SQLITE_ERROR; }
    std::int64_t Int(int col) const { return sqlite3_column_int64(stmt_, col); }
    std::string Text(int col) const {
        const unsigned char* t = sqlite3_column_text(stmt_, col);
        return t ? std::string(reinterpret_cast<const char*>(t), static_cast<std::size_t>(sqlite3_column_bytes(stmt_, col)))
                 : std::string();
    }
    bool IsNull(int col) const { return sqlite3_column_type(stmt_, col) == SQLITE_NULL; }
    double Double(int col) const { return sqlite3_column_double(stmt_, col); }

private:
    sqlite3_stmt* stmt_ = nullptr;
};

std::optional<Vec2> PointAt(const Statement& s, int col) {
    if (s.IsNull(col) || s.IsNull(col + 1)) return std::nullopt;
    return Vec2{s.Double(col), s.Double(col + 1)};
}

StoredQuestion QuestionRow(const Statement& s) {
    return {s.Int(0), s.Text(1), static_cast<int>(s.Int(2)), s.Int(3) != 0, s.Text(4)};
}

// Columns 0–8 of an answer row: student, name, hit, closest, normal, bounce, answered.
StoredAnswer AnswerRow(const Statement& s) {
    StoredAnswer a;
    a.student = s.Text(0);
    a.name = s.Text(1);
    if (!s.IsNull(2)) a.prediction.hit = s.Int(2) != 0;
    a.prediction.closest = PointAt(s, 3);
    a.prediction.normal = PointAt(s, 5);
    a.prediction.bounce = PointAt(s, 7);
    a.answered = s.Text(9);
    return a;
}

constexpr const char* kAnswerColumns =
    "SELECT a.student, s.name, a.hit, a.closest_x, a.closest_y, a.normal_x, a.normal_y, a.bounce_x, a.bounce_y, "
    "a.answered FROM answers a JOIN students s ON s.token = a.student ";

// Runs a statement that returns no rows; false (with SQLite's message) unless it completed.
bool StepDone(Statement& s, sqlite3* db, std::string& error) {
    if (s.Step() == SQLITE_DONE) return true;
    error = sqlite3_errmsg(db);
    return false;
}

}  // namespace

std::unique_ptr<ClassStore> ClassStore::Open(const std::string& path, std::string& error) {
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nullptr) !=
        SQLITE_OK) {
        error = path + ": " + (db ? sqlite3_errmsg(db) : "cannot open the database");
        sqlite3_close(db);
        return nullptr;
    }
    sqlite3_busy_timeout(db, 5000);
    std::unique_ptr<ClassStore> store(new ClassStore(db));
    // WAL keeps readers from blocking the writer; FULL syncs the log at every commit, so an
    // acknowledged answer is on the disk before its reply goes out.
    if (!store->Exec("PRAGMA journal_mode=WAL") || !store->Exec("PRAGMA synchronous=FULL") ||
        !store->Exec("PRAGMA foreign_keys=ON") || !store->Exec(kSchema)) {
        error = path + ": " + store->error_;
        return nullptr;
    }
    return store;
}

ClassStore::~ClassStore() { sqlite3_close(db_); }

bool ClassStore::Exec(const char* sql) {
    char* message = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &message) == SQLITE_OK) return true;
    error_ = message ? message : sqlite3_errmsg(db_);
    sqlite3_free(message);
    return false;
}


std::optional<std::string> ClassStore::Setting(const std::string& key) {
    Statement s(db_, "SELECT value FROM settings WHERE key = ?");
    if (s.Bind(1, key).Step() != SQLITE_ROW) return std::nullopt;
    return s.Text(0);
}

bool ClassStore::SetSetting(const std::string& key, const std::string& value) {
    Statement s(db_, "INSERT INTO settings(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    return StepDone(s.Bind(1, key).Bind(2, value), db_, error_);
}

bool ClassStore::AddStudent(const std::string& token, const std::string& name) {
    Statement s(db_, "INSERT INTO students(token, name) VALUES(?, ?)");
    return StepDone(s.Bind(1, token).Bind(2, name), db_, error_);
}

std::optional<std::string> ClassStore::StudentName(const std::string& token) {
    Statement s(db_, "SELECT name FROM students WHERE token = ?");
    if (s.Bind(1, token).Step() != SQLITE_ROW) return std::nullopt;
    return s.Text(0);
}

int ClassStore::StudentCount() {
    Statement s(db_, "SELECT count(*) FROM students");
    return s.Step() == SQLITE_ROW ? static_cast<int>(s.Int(0)) : 0;
}

std::optional<std::int64_t> ClassStore::AddQuestion(const std::string& sceneJson, int selected) {
    Statement s(db_, "INSERT INTO questions(scene, selected) VALUES(?, ?)");
    if (s.Bind(1, sceneJson).Bind(2, std::int64_t{selected}).Step() != SQLITE_DONE) {
        error_ = sqlite3_errmsg(db_);
        return std::nullopt;
    }
    return sqlite3_last_insert_rowid(db_);
}

std::optional<StoredQuestion> ClassStore::Question(std::int64_t id) {
    Statement s(db_, "SELECT id, scene, selected, revealed, asked FROM questions WHERE id = ?");
    if (s.Bind(1, id).Step() != SQLITE_ROW) return std::nullopt;
    return QuestionRow(s);
}

std::optional<StoredQuestion> ClassStore::LatestQuestion() {
    Statement s(db_, "SELECT id, scene, selected, revealed, asked FROM questions ORDER BY id DESC LIMIT 1");
    if (s.Step() != SQLITE_ROW) return std::nullopt;
    return QuestionRow(s);
}

std::vector<StoredQuestion> ClassStore::Questions() {
    std::vector<StoredQuestion> out;
    Statement s(db_, "SELECT id, scene, selected, revealed, asked FROM questions ORDER BY id");
    while (s.Step() == SQLITE_ROW) out.push_back(QuestionRow(s));
    return out;
}

bool ClassStore::MarkRevealed(std::int64_t id) {
    Statement s(db_, "UPDATE questions SET revealed = 1 WHERE id = ?");
    return StepDone(s.Bind(1, id), db_, error_);
}

bool ClassStore::PutAnswer(std::int64_t question, const std::string& student, const Prediction& p) {
    Statement s(db_,
                "INSERT INTO answers(question, student, hit, closest_x, closest_y, normal_x, normal_y, bounce_x, bounce_y) "
                "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(question, student) DO UPDATE SET hit = excluded.hit, "
                "closest_x = excluded.closest_x, closest_y = excluded.closest_y, normal_x = excluded.normal_x, "
                "normal_y = excluded.normal_y, bounce_x = excluded.bounce_x, bounce_y = excluded.bounce_y, "
                "answered = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
    s.Bind(1, question).Bind(2, student);
    if (p.hit) s.Bind(3, std::int64_t{*p.hit ? 1 : 0});
    const auto x = [](const std::optional<Vec2>& v) { return v ? std::optional<double>(v->x) : std::nullopt; };
    const auto y = [](const std::optional<Vec2>& v) { return v ? std::optional<double>(v->y) : std::nullopt; };
    s.Bind(4, x(p.closest)).Bind(5, y(p.closest)).Bind(6, x(p.normal)).Bind(7, y(p.normal));
    s.Bind(8, x(p.bounce)).Bind(9, y(p.bounce));
    return StepDone(s, db_, error_);
}

std::optional<StoredAnswer> ClassStore::AnswerOf(std::int64_t question, const std::string& student) {
    Statement s(db_, (std::string(kAnswerColumns) + "WHERE a.question = ? AND a.student = ?").c_str());
    if (s.Bind(1, question).Bind(2, student).Step() != SQLITE_ROW) return std::nullopt;
    return AnswerRow(s);
}

std::vector<StoredAnswer> ClassStore::Answers(std::int64_t question) {
    std::vector<StoredAnswer> out;
    Statement s(db_, (std::string(kAnswerColumns) + "WHERE a.question = ? ORDER BY a.answered, s.name").c_str());
    s.Bind(1, question);
    while (s.Step() == SQLITE_ROW) out.push_back(AnswerRow(s));
    return out;
}

int ClassStore::AnswerCount(std::int64_t question) {
    Statement s(db_, "SELECT count(*) FROM answers WHERE question = ?");
    return s.Bind(1, question).Step() == SQLITE_ROW ? static_cast<int>(s.Int(0)) : 0;
}

}  // namespace circlelab::live
