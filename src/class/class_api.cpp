#include "class/class_api.h"

#include <cmath>

#include "class/class_random.h"
#include "class/class_replies.h"
#include "core/io/json_fields.h"
#include "core/io/scene_json.h"

namespace circlelab::live {
namespace {

constexpr std::size_t kMaxName = 40;  // characters a name may have, as typed
// A wrong join code costs this many requests of the caller's allowance: guessing codes is slow.
constexpr double kWrongCodeCost = 5.0;

ClassReply Refuse(int status, std::string_view message) { return {status, ErrorBody(message)}; }

ClassReply Json(std::string body) { return {200, std::move(body)}; }

// The body as a JSON document, or the 400 naming where it breaks.
std::optional<JsonDocument> ParseBody(const std::string& body, ClassReply& refusal) {
    JsonParse parsed = ParseJson(body);
    if (!parsed.value) refusal = Refuse(400, parsed.error.Format("request body"));
    return std::move(parsed.value);
}

ClassReply Invalid(const std::vector<SourceError>& errors) {
    std::string message;
    for (const SourceError& e : errors) message += (message.empty() ? "" : "; ") + e.Format("request body");
    return Refuse(400, message);
}

std::string BearerToken(const std::string& authorization) {
    constexpr std::string_view kBearer = "Bearer ";
    if (authorization.size() <= kBearer.size() || authorization.compare(0, kBearer.size(), kBearer) != 0) return {};
    return authorization.substr(kBearer.size());
}

// A name as typed, trimmed; empty when it is not 1–40 characters of UTF-8 without control characters.
std::string CleanName(std::string_view typed) {
    while (!typed.empty() && typed.front() == ' ') typed.remove_prefix(1);
    while (!typed.empty() && typed.back() == ' ') typed.remove_suffix(1);
    if (typed.empty() || EscapeForMessage(typed) != typed) return {};
    std::size_t characters = 0;
    for (unsigned char c : typed) characters += (c & 0xC0) != 0x80;
    return characters <= kMaxName ? std::string(typed) : std::string();
}

std::optional<std::int64_t> ParseId(const std::string& text) {
    if (text.empty() || text.size() > 15) return std::nullopt;
    std::int64_t id = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        id = id * 10 + (c - '0');
    }
    return id;
}

}  // namespace

std::unique_ptr<ClassApi> ClassApi::Open(const std::string& dbPath, const std::string& code, std::string& error) {
    std::unique_ptr<ClassStore> store = ClassStore::Open(dbPath, error);
    if (!store) return nullptr;
    std::string joinCode = NormalizeCode(code);
    if (!code.empty() && (joinCode.size() < 4 || joinCode.size() > 12)) {
        error = "--code must have 4 to 12 letters or digits";
        return nullptr;
    }
    if (joinCode.empty()) joinCode = store->Setting("code").value_or(RandomJoinCode());
    std::string teacher = store->Setting("teacherToken").value_or(RandomToken());
    if (joinCode.empty() || teacher.empty()) {
        error = "the system gave no random numbers for the join code and tokens";
        return nullptr;
    }
    if (!store->SetSetting("code", joinCode) || !store->SetSetting("teacherToken", teacher)) {
        error = dbPath + ": " + store->Error();
        return nullptr;
    }
    return std::unique_ptr<ClassApi>(new ClassApi(std::move(store), joinCode, teacher));
}

ClassReply ClassApi::Handle(const ClassRequest& r) {
    std::lock_guard lock(mutex_);
    if (r.body.size() > kMaxBody) return Refuse(413, "the request body is larger than 16 KB");
    const bool teacher = SecretsEqual(BearerToken(r.authorization), teacherToken_);
    if (!teacher) {
        if (const double wait = flood_.Take(r.client, r.now); wait > 0) {
            ClassReply slow = Refuse(429, "too many requests from this device: wait a moment and try again");
            slow.retryAfter = wait;
            return slow;
        }
    }
    return Route(r);
}

ClassReply ClassApi::Route(const ClassRequest& r) {
    const bool get = r.method == "GET", post = r.method == "POST";
    if (r.path == "/api/join" && post) return Join(r);
    const std::string token = BearerToken(r.authorization);
    const bool teacher = SecretsEqual(token, teacherToken_);
    if (r.path.rfind("/api/teacher/", 0) == 0) {
        if (!teacher && !token.empty() && store_->StudentName(token))
            return Refuse(403, "a student's token cannot make the teacher's calls");
        if (!teacher) return Refuse(401, "this call needs the teacher's token");
        if (r.path == "/api/teacher/ask" && post) return TeacherAsk(r);
        if (r.path == "/api/teacher/reveal" && post) return TeacherReveal(r);
        if (r.path == "/api/teacher/answers" && get) return TeacherAnswers(r);
        return Refuse(404, "no such call: " + r.method + " " + r.path);
    }
    const bool studentCall = (r.path == "/api/question" && get) || (r.path == "/api/answer" && post) ||
                             (r.path == "/api/score" && get);
    if (!studentCall) return Refuse(404, "no such call: " + r.method + " " + r.path);
    if (token.empty() || teacher || !store_->StudentName(token))
        return Refuse(401, "unknown or missing student token: join the class first");
    if (r.path == "/api/question") return GetQuestion(token);
    if (r.path == "/api/answer") return PostAnswer(r, token);
    return GetScore(r, token);
}

ClassReply ClassApi::Join(const ClassRequest& r) {
    ClassReply refusal;
    const std::optional<JsonDocument> doc = ParseBody(r.body, refusal);
    if (!doc) return refusal;
    std::vector<SourceError> errors;
    ObjectReader reader(doc->Root(), "", errors, "the join");
    std::string code, name;
    reader.String("code", code, true);
    reader.String("name", name, true);
    reader.RejectUnknown();
    if (!errors.empty()) return Invalid(errors);
    if (!SecretsEqual(NormalizeCode(code), code_)) {
        flood_.Take(r.client, r.now, kWrongCodeCost);
        return Refuse(403, "wrong join code: check the code on the teacher's screen");
    }
    const std::string clean = CleanName(name);
    if (clean.empty()) return Refuse(400, "the name must have 1 to 40 characters, without control characters");
    const std::string token = RandomToken();
    if (token.empty()) return Refuse(500, "the system gave no random numbers for a token");
    if (!store_->AddStudent(token, clean)) return Refuse(500, "the class's database: " + store_->Error());
    std::string out;
    JsonWriter(out).BeginObject().Key("student").String(token).Key("name").String(clean).EndObject();
    return Json(out);
}

ClassReply ClassApi::GetQuestion(const std::string& student) {
    const std::optional<StoredQuestion> latest = store_->LatestQuestion();
    if (!latest) return {204, ""};
    const ClassQuestion* q = Load(latest->id);
    if (!q) return Refuse(500, "the class's database: " + store_->Error());
    return Json(QuestionBody(*q, latest->sceneJson, store_->AnswerOf(q->id, student).has_value()));
}

ClassReply ClassApi::PostAnswer(const ClassRequest& r, const std::string& student) {
    ClassReply refusal;
    const std::optional<JsonDocument> doc = ParseBody(r.body, refusal);
    if (!doc) return refusal;
    const std::optional<StoredQuestion> latest = store_->LatestQuestion();
    if (!latest) return Refuse(409, "no question has been asked yet");
    const ClassQuestion* q = Load(latest->id);
    if (!q) return Refuse(500, "the class's database: " + store_->Error());
    std::vector<SourceError> errors;
    std::int64_t id = -1;
    const std::optional<Prediction> p = ReadAnswer(doc->Root(), *q, id, errors);
    if (!p) return Invalid(errors);
    if (id != q->id) return Refuse(409, "question " + std::to_string(id) + " is not the one being asked (" + std::to_string(q->id) + ")");
    if (q->revealed) return Refuse(409, "the answer has been revealed: this question takes no more answers");
    if (!store_->PutAnswer(q->id, student, *p)) return Refuse(500, "the class's database: " + store_->Error());
    return Json("{\"ok\":true}");
}

ClassReply ClassApi::GetScore(const ClassRequest& r, const std::string& student) {
    ClassReply refusal;
    const ClassQuestion* q = QuestionParam(r, refusal);
    if (!q) return refusal;
    if (!q->revealed) return Refuse(409, "the answer is not revealed yet");
    const std::optional<StoredAnswer> mine = store_->AnswerOf(q->id, student);
    std::string out;
    JsonWriter w(out);
    w.BeginObject().Key("question").Int(q->id).Key("answer");
    if (mine) WritePrediction(w, mine->prediction);
    else w.Null();
    w.Key("exact");
    WriteExact(w, *q);
    w.Key("score");
    WriteScore(w, mine ? ScoreAnswer(*q, mine->prediction) : PredictionScore{});
    w.EndObject();
    return Json(out);
}

ClassReply ClassApi::TeacherAsk(const ClassRequest& r) {
    ClassReply refusal;
    const std::optional<JsonDocument> doc = ParseBody(r.body, refusal);
    if (!doc) return refusal;
    std::vector<SourceError> errors;
    const std::optional<ClassQuestion> q = ReadAsk(doc->Root(), errors);
    if (!q) return Invalid(errors);
    std::string error;
    const std::optional<std::int64_t> id = AskLocked(*q, error);
    if (!id) return Refuse(500, error);
    return Json("{\"id\":" + std::to_string(*id) + "}");
}

ClassReply ClassApi::TeacherReveal(const ClassRequest& r) {
    std::int64_t id = 0;
    if (r.body.find_first_not_of(" \t\r\n") != std::string::npos) {
        ClassReply refusal;
        const std::optional<JsonDocument> doc = ParseBody(r.body, refusal);
        if (!doc) return refusal;
        std::vector<SourceError> errors;
        ObjectReader reader(doc->Root(), "", errors, "the reveal");
        double number = 0;
        const bool named = reader.Get("question", false).has_value();
        reader.Number("question", number, false);
        reader.RejectUnknown();
        if (!errors.empty()) return Invalid(errors);
        if (named) id = number >= 1 && number < 1e15 && number == std::floor(number) ? static_cast<std::int64_t>(number) : -1;
    }
    if (id == 0) {
        const std::optional<StoredQuestion> latest = store_->LatestQuestion();
        if (!latest) return Refuse(409, "no question has been asked yet");
        id = latest->id;
    }
    std::string error;
    if (!RevealLocked(id, error)) return Refuse(error.rfind("no question", 0) == 0 ? 404 : 500, error);
    const std::optional<ClassView> view = ViewLocked(id);
    if (!view) return Refuse(500, "the class's database: " + store_->Error());
    std::string out;
    JsonWriter w(out);
    w.BeginObject().Key("question").Int(id).Key("answers").Int(static_cast<long long>(view->answers.size()));
    w.Key("students").Int(view->students).Key("exact");
    WriteExact(w, view->question);
    w.EndObject();
    return Json(out);
}

ClassReply ClassApi::TeacherAnswers(const ClassRequest& r) {
    ClassReply refusal;
    const ClassQuestion* q = QuestionParam(r, refusal);
    if (!q) return refusal;
    const std::optional<ClassView> view = ViewLocked(q->id);
    if (!view) return Refuse(500, "the class's database: " + store_->Error());
    std::string out;
    JsonWriter w(out);
    w.BeginObject().Key("question").Int(q->id).Key("revealed").Bool(q->revealed).Key("students").Int(view->students);
    w.Key("exact");
    WriteExact(w, *q);
    w.Key("answers").BeginArray();
    for (const ClassAnswer& a : view->answers) {
        w.BeginObject().Key("name").String(a.name);
        WritePredictionMembers(w, a.prediction);
        w.Key("score");
        WriteScore(w, a.score);
        w.EndObject();
    }
    w.EndArray().EndObject();
    return Json(out);
}

const ClassQuestion* ClassApi::QuestionParam(const ClassRequest& r, ClassReply& refusal) {
    std::optional<std::int64_t> id;
    if (r.question.empty()) {
        if (const std::optional<StoredQuestion> latest = store_->LatestQuestion()) id = latest->id;
    } else {
        id = ParseId(r.question);
        if (!id) {
            refusal = Refuse(400, "question= must be a question's id (digits)");
            return nullptr;
        }
    }
    const ClassQuestion* q = id ? Load(*id) : nullptr;
    if (!q) refusal = Refuse(404, id ? "no question " + std::to_string(*id) : "no question has been asked yet");
    return q;
}

const ClassQuestion* ClassApi::Load(std::int64_t id) {
    if (cached_ && cached_->id == id) return &*cached_;
    const std::optional<StoredQuestion> stored = store_->Question(id);
    if (!stored) return nullptr;
    const SceneLoad load = ParseScene(stored->sceneJson);
    std::string error;
    std::optional<ClassQuestion> q = load.scene ? MakeQuestion(*load.scene, stored->selected, error) : std::nullopt;
    if (!q) return nullptr;
    q->id = id;
    q->revealed = stored->revealed;
    cached_ = std::move(q);
    return &*cached_;
}

std::optional<ClassView> ClassApi::ViewLocked(std::int64_t id) {
    const ClassQuestion* q = Load(id);
    if (!q) return std::nullopt;
    ClassView view{*q, store_->StudentCount(), {}};
    for (StoredAnswer& a : store_->Answers(id))
        view.answers.push_back({std::move(a.name), a.prediction, ScoreAnswer(*q, a.prediction)});
    return view;
}

bool ClassApi::RevealLocked(std::int64_t id, std::string& error) {
    if (!Load(id)) {
        error = "no question " + std::to_string(id);
        return false;
    }
    if (!store_->MarkRevealed(id)) {
        error = "the class's database: " + store_->Error();
        return false;
    }
    cached_->revealed = true;
    return true;
}

std::optional<std::int64_t> ClassApi::AskLocked(ClassQuestion q, std::string& error) {
    const std::optional<std::int64_t> id = store_->AddQuestion(SceneToJson(q.scene), q.selected);
    if (!id) {
        error = "the class's database: " + store_->Error();
        return std::nullopt;
    }
    q.id = *id;
    cached_ = std::move(q);
    return id;
}

std::optional<std::int64_t> ClassApi::Ask(const Scene& scene, int selected, std::string& error) {
    std::lock_guard lock(mutex_);
    std::optional<ClassQuestion> q = MakeQuestion(scene, selected, error);
    return q ? AskLocked(std::move(*q), error) : std::nullopt;
}

bool ClassApi::Reveal(std::int64_t id, std::string& error) {
    std::lock_guard lock(mutex_);
    return RevealLocked(id, error);
}

std::optional<ClassView> ClassApi::View(std::int64_t id) {
    std::lock_guard lock(mutex_);
    return ViewLocked(id);
}

ClassApi::Counts ClassApi::Count() {
    std::lock_guard lock(mutex_);
    Counts c;
    c.students = store_->StudentCount();
    if (const std::optional<StoredQuestion> latest = store_->LatestQuestion()) {
        c.question = latest->id;
        c.answers = store_->AnswerCount(latest->id);
    }
    return c;
}

}  // namespace circlelab::live
