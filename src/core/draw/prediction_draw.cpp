#include "core/draw/prediction_draw.h"

#include "core/draw/palette.h"
#include "core/geometry/number_text.h"

namespace circlelab {
namespace {

constexpr double kDirectionLength = 60;  // px: a predicted direction is drawn this long

std::string Off(const std::optional<double>& value, const char* unit) {
    return value ? FormatFixed(*value) + unit + " off" : "";
}

}  // namespace

void DrawPrediction(const Prediction& p, const PredictionScore* score, const Circle& circle,
                    const std::optional<Vec2>& bounce, DrawList& out) {
    // Once revealed, the guess steps back: see-through and thinner, so the answer's orange line
    // and arrows drawn under it (lines go before arrows) still show where the two lie together.
    Rgba colour = palette::kPrediction;
    if (score) colour.a = 150;
    const float width = score ? 1.75f : 2.5f;
    if (p.hit) {
        // The hit-or-miss guess on the scene too, above the circle, where the class looks.
        std::string label = std::string("you said: ") + (*p.hit ? "hit" : "miss");
        if (score && score->hitRight) label += *score->hitRight ? " (right)" : " (wrong)";
        out.labels.push_back({circle.center - Vec2{0, circle.radius + 24}, label, palette::kPrediction, 1.0f, true,
                              {.means = "prediction"}});
    }
    if (p.closest) {
        out.circles.push_back({*p.closest, 7, {{0, 0, 0, 0}, colour, width}});
        const std::string label = score && score->closestPixels ? "your point, " + Off(score->closestPixels, " px") : "your point";
        out.labels.push_back({*p.closest + Vec2{0, 18}, label, palette::kPrediction, 1.0f, true, {.means = "prediction"}});
    }
    if (p.closest && p.normal) {
        const std::string label =
            score && score->normalDegrees ? "your normal, " + Off(score->normalDegrees, "\u00b0") : "your normal";
        AddArrow(out, *p.closest, *p.closest + NormalizeOr(*p.normal, kUp) * kDirectionLength, colour, width, label,
                 {.means = "prediction"});
    }
    if (p.bounce) {
        const std::string label =
            score && score->bounceDegrees ? "your bounce, " + Off(score->bounceDegrees, "\u00b0") : "your bounce";
        AddArrow(out, circle.center, circle.center + NormalizeOr(*p.bounce, kUp) * (circle.radius + kDirectionLength),
                 colour, width, label, {.means = "prediction"});
    }
    // Revealed: the exact bounce beside the predicted one (the exact point and normal are the
    // lab's own closest line and contact vectors).
    if (score && bounce)
        AddArrow(out, circle.center, circle.center + NormalizeOr(*bounce, kUp) * (circle.radius + kDirectionLength),
                 palette::kResolution, 2.5f, "bounce", {.means = "bounce", .body = 0, .vector = *bounce});
}

}  // namespace circlelab
