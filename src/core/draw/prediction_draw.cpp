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
    if (p.closest) {
        out.circles.push_back({*p.closest, 7, {{0, 0, 0, 0}, palette::kPrediction, 2.5f}});
        const std::string label = score && score->closestPixels ? "your point, " + Off(score->closestPixels, " px") : "your point";
        out.labels.push_back({*p.closest + Vec2{0, 18}, label, palette::kPrediction, 1.0f, true});
    }
    if (p.closest && p.normal) {
        const std::string label = score && score->normalDegrees ? "your n, " + Off(score->normalDegrees, "\u00b0") : "your n";
        AddArrow(out, *p.closest, *p.closest + NormalizeOr(*p.normal, kUp) * kDirectionLength, palette::kPrediction, 2.5f,
                 label);
    }
    if (p.bounce) {
        const std::string label =
            score && score->bounceDegrees ? "your bounce, " + Off(score->bounceDegrees, "\u00b0") : "your bounce";
        AddArrow(out, circle.center, circle.center + NormalizeOr(*p.bounce, kUp) * (circle.radius + kDirectionLength),
                 palette::kPrediction, 2.5f, label);
    }
    // Revealed: the exact bounce beside the predicted one (the exact point and normal are the
    // lab's own closest line and contact vectors).
    if (score && bounce)
        AddArrow(out, circle.center, circle.center + NormalizeOr(*bounce, kUp) * (circle.radius + kDirectionLength),
                 palette::kResolution, 2.5f, "bounce");
}

}  // namespace circlelab
