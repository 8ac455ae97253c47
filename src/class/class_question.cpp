#include "class/class_question.h"

#include <algorithm>
#include <cmath>

#include "core/collide/contact.h"
#include "core/geometry/limits.h"
#include "core/io/json_fields.h"
#include "core/io/scene_json.h"
#include "core/scene/view_bounds.h"

namespace circlelab::live {
namespace {

// An answered point may lie this far outside the scene's view (as a share of its larger side):
// a click just past the edge of the picture is an answer, 1e300 is not.
constexpr double kBoundsMargin = 0.5;
// The shortest direction a student can mean: anything shorter is a click, not a drag.
constexpr double kMinDirection = 1e-9;

Aabb AnswerBounds(const Scene& scene, const Circle& circle) {
    const std::optional<Aabb> view = ViewBounds(scene);
    Aabb box = view.value_or(Aabb{circle.center, circle.center});
    const double margin = std::max({box.hi.x - box.lo.x, box.hi.y - box.lo.y, 100.0}) * kBoundsMargin;
    return {{box.lo.x - margin, box.lo.y - margin}, {box.hi.x + margin, box.hi.y + margin}};
}

// `[x, y]` at `key` of the answer, or nullopt (with an error when it is there but not a pair of numbers).
std::optional<Vec2> ReadPair(ObjectReader& reader, std::string_view key, std::vector<SourceError>& errors, bool& ok) {
    const std::optional<JsonRef> v = reader.Get(key, false);
    if (!v) return std::nullopt;
    if (!v->Is(JsonType::kArray) || v->Size() != 2 || !v->Item(0).Is(JsonType::kNumber) || !v->Item(1).Is(JsonType::kNumber)) {
        errors.push_back({v->Line(), v->Column(), PointerAppend(reader.pointer(), key),
                          std::string(key) + " must be an array of two numbers [x, y]"});
        ok = false;
        return std::nullopt;
    }
    return Vec2{v->Item(0).Number(), v->Item(1).Number()};
}

}  // namespace

std::optional<ClassQuestion> MakeQuestion(const Scene& scene, int selected, std::string& error) {
    if (scene.bodies.empty()) {
        error = "the scene has no circle to ask about (bodies is empty)";
        return std::nullopt;
    }
    const std::vector<Shape> shapes = AllShapes(scene);
    if (selected < 0 || static_cast<std::size_t>(selected) >= shapes.size()) {
        error = "selected must name one of the scene's " + std::to_string(shapes.size()) + " shapes (0 to " +
                std::to_string(static_cast<long>(shapes.size()) - 1) + "), not " + std::to_string(selected);
        return std::nullopt;
    }
    ClassQuestion q;
    q.scene = scene;
    q.selected = selected;
    const Body& body = scene.bodies.front();
    q.exact = Collide(body.circle, shapes[static_cast<std::size_t>(selected)]);
    q.bounce = Bounce(body.velocity, q.exact.normal, body.elasticity);
    q.bounds = AnswerBounds(scene, body.circle);
    return q;
}

std::optional<ClassQuestion> ReadAsk(JsonRef body, std::vector<SourceError>& errors) {
    ObjectReader reader(body, "", errors, "the question");
    const std::optional<JsonRef> sceneJson = reader.Get("scene", true);
    double selected = 0;
    const bool selectedOk = reader.Number("selected", selected, true);
    reader.RejectUnknown();
    if (!errors.empty() || !sceneJson || !selectedOk) return std::nullopt;
    SceneLoad load = SceneFromJson(*sceneJson);
    for (SourceError& e : load.errors) {
        e.pointer = "/scene" + e.pointer;
        errors.push_back(std::move(e));
    }
    if (!load.scene) return std::nullopt;
    if (selected != std::floor(selected) || std::abs(selected) > 1e9) {
        reader.ErrorAt("selected", "selected must be a whole number");
        return std::nullopt;
    }
    std::string error;
    std::optional<ClassQuestion> q = MakeQuestion(*load.scene, static_cast<int>(selected), error);
    if (!q) reader.ErrorAt(error.rfind("selected", 0) == 0 ? "selected" : "scene", error);
    return q;
}

std::optional<Prediction> ReadAnswer(JsonRef body, const ClassQuestion& q, std::int64_t& questionId,
                                     std::vector<SourceError>& errors) {
    ObjectReader reader(body, "", errors, "the answer");
    double id = 0;
    bool ok = reader.Number("question", id, true);
    Prediction p;
    bool hit = false;
    if (reader.Get("hit", false)) {
        if (reader.Bool("hit", hit, false)) p.hit = hit;
        else ok = false;
    }
    p.closest = ReadPair(reader, "closest", errors, ok);
    p.normal = ReadPair(reader, "normal", errors, ok);
    p.bounce = ReadPair(reader, "bounce", errors, ok);
    reader.RejectUnknown();
    if (!ok || !errors.empty()) return std::nullopt;
    questionId = id == std::floor(id) && std::abs(id) < 1e15 ? static_cast<std::int64_t>(id) : -1;
    if (questionId < 0) reader.ErrorAt("question", "question must be a question's id (a whole number)");
    if (p.Empty()) reader.ErrorAt("question", "the answer has no part: give hit, closest, normal or bounce");
    if (p.closest && (p.closest->x < q.bounds.lo.x || p.closest->x > q.bounds.hi.x || p.closest->y < q.bounds.lo.y ||
                      p.closest->y > q.bounds.hi.y))
        reader.ErrorAt("closest", "closest must lie inside the scene (x from " + FormatNumber(q.bounds.lo.x) + " to " +
                                      FormatNumber(q.bounds.hi.x) + ", y from " + FormatNumber(q.bounds.lo.y) + " to " +
                                      FormatNumber(q.bounds.hi.y) + ")");
    for (auto [key, v] : {std::pair{"normal", &p.normal}, std::pair{"bounce", &p.bounce}}) {
        if (!*v) continue;
        const double length = Length(**v);
        if (!(length > kMinDirection && length <= kMaxCoordinate))
            reader.ErrorAt(key, std::string(key) + " must be a direction: not zero, at most 1e9 long");
    }
    if (p.bounce && !q.bounce) reader.ErrorAt("bounce", "this question does not ask for a bounce: the circle is not moving into the shape");
    if (!errors.empty()) return std::nullopt;
    return p;
}

std::vector<std::string> Asks(const ClassQuestion& q) {
    std::vector<std::string> asks{"hit", "closest", "normal"};
    if (q.bounce) asks.emplace_back("bounce");
    return asks;
}

PredictionScore ScoreAnswer(const ClassQuestion& q, const Prediction& p) {
    const Body& body = q.scene.bodies.front();
    return Score(p, q.exact, body.velocity, body.elasticity);
}

}  // namespace circlelab::live
