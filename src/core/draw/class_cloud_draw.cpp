#include "core/draw/class_cloud_draw.h"

#include "core/draw/palette.h"

namespace circlelab {
namespace {

constexpr double kNormalLength = 50;  // screen px: each student's normal
constexpr double kRingRadius = kClassRingRadius;  // screen px

}  // namespace

void DrawClassCloud(std::span<const Prediction> answers, const Contact& exact, int shape, double zoom, DrawList& out) {
    const double unit = zoom > 0 ? 1.0 / zoom : 1.0;  // scene px per screen px
    // Faint enough that thirty rings on one spot read as a dark patch and a stray one as a trace.
    Rgba faint = palette::kPrediction;
    faint.a = 70;
    for (const Prediction& p : answers) {
        if (p.closest) out.circles.push_back({*p.closest, kRingRadius * unit, {faint, faint, 1.0f}});
        if (p.normal) {
            const Vec2 from = p.closest.value_or(exact.closest);
            const Vec2 unitNormal = NormalizeOr(*p.normal, kUp);
            out.lines.push_back({from, from + unitNormal * kNormalLength * unit, faint, 1.5f,
                                 {.means = "class-normal", .shape = shape, .vector = unitNormal}});
        }
    }
    // The exact answer over the cloud: arrows and labels are drawn after every circle and line.
    out.circles.push_back({exact.closest, (kRingRadius + 3) * unit, {kNoColor, palette::kClosest, 3.0f}});
    AddArrow(out, exact.closest, exact.closest + exact.normal * kNormalLength * unit, palette::kNormal, 3.0f, "exact normal",
             {.means = "class-exact-normal", .shape = shape, .vector = exact.normal});
}

}  // namespace circlelab
