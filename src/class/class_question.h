// One question put to the class: the scene, the selected shape and the exact contact of the
// dragged circle (the first body) with it. The parts a student is asked are those the lab's
// predict mode asks: hit or miss, the closest point, the normal, and the bounce when the circle
// moves into the shape. Answers are read with the project's JSON reader and checked against the
// question: finite numbers, points inside the scene's bounds, directions that are not zero.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/collide/contact.h"
#include "core/geometry/shapes.h"
#include "core/io/json.h"
#include "core/scene/prediction.h"
#include "core/scene/scene.h"

namespace circlelab::live {

struct ClassQuestion {
    std::int64_t id = 0;
    Scene scene;
    int selected = 0;
    Contact exact{};
    std::optional<Vec2> bounce;  ///< the exact bounce, when the circle moves into the shape
    Aabb bounds;                 ///< where answered points may lie: the scene's view with a margin
    bool revealed = false;
};

/// The question of a scene and a selected shape (index into AllShapes), or what is wrong with them
/// (no body to drag, no such shape).
std::optional<ClassQuestion> MakeQuestion(const Scene& scene, int selected, std::string& error);

/// Reads a teacher's `{"scene": {...}, "selected": k}`; the errors point into the body.
std::optional<ClassQuestion> ReadAsk(JsonRef body, std::vector<SourceError>& errors);

/// Reads a student's `{"question", "hit", "closest": [x, y], "normal": [x, y], "bounce": [x, y]}`
/// (at least one part) and checks it against `q`. `questionId` receives the id the body names.
std::optional<Prediction> ReadAnswer(JsonRef body, const ClassQuestion& q, std::int64_t& questionId,
                                     std::vector<SourceError>& errors);

/// The asked parts' names, in the order of the API in docs/live-class.md: "hit", "closest", "normal"[, "bounce"].
std::vector<std::string> Asks(const ClassQuestion& q);

/// The score of one answer against the question's exact contact.
PredictionScore ScoreAnswer(const ClassQuestion& q, const Prediction& p);

}  // namespace circlelab::live
