#include "core/draw/grown_draw.h"

#include <cmath>
#include <cstdio>

#include "core/collide/contact.h"
#include "core/draw/palette.h"
#include "core/geometry/grown_shape.h"

namespace circlelab {

void DrawGrownShape(const Shape& shape, double radius, DrawList& out) {
    const GrownShape grown = Grow(shape, radius);
    constexpr float kWidth = 3.0f;
    for (const GrownEdge& e : grown.edges) out.lines.push_back({e.a, e.b, palette::kGrownFace, kWidth, {}});
    for (const GrownArc& a : grown.arcs) {
        const std::vector<Vec2> points = GrownOutline(GrownShape{{}, {a}}, 0.05);  // pieces of about 3°
        for (std::size_t i = 1; i < points.size(); ++i)
            out.lines.push_back({points[i - 1], points[i], grown.edges.empty() ? palette::kGrownFace : palette::kGrownCorner, kWidth, {}});
    }
}

void DrawSweep(const Circle& circle, Vec2 velocity, double seconds, int frameRate, const Shape* shape, bool verdict,
               DrawList& out, int shapeIndex) {
    const Vec2 move = velocity * seconds;
    const double length = Length(move);
    if (!(length > 0)) return;
    std::optional<Impact> impact = shape ? Sweep(circle, move, *shape) : std::nullopt;
    // Already overlapping, the first touch is now and its normal is the contact's: the way out
    // that the numbers box and the normal arrow show (the sweep alone knows no way out of it).
    const bool touching = shape && Collide(circle, *shape).hit;
    if (touching) {
        const Contact now = Collide(circle, *shape);
        impact = Impact{0, circle.center, now.normal, now.closest};
    }
    // The path stops where the circle first touches (unless that is the question).
    const double reach = impact && verdict ? impact->t : 1.0;
    const Vec2 end = circle.center + move * reach;
    const Vec2 side = Perp(move / length) * circle.radius;
    // Where a test at separate frames (`frameRate` a second) looks at the circle: faint rings up to the
    // first that overlaps the shape. When the sweep touches and no ring does, the frames jumped it.
    bool frameCaught = false;
    const double step = 1.0 / frameRate;
    const int frames = static_cast<int>(std::floor(seconds * frameRate + 1e-9));
    for (int k = 1; k <= frames && shape; ++k) {
        const Circle at{circle.center + velocity * (k * step), circle.radius};
        frameCaught = verdict && Collide(at, *shape).hit;
        out.circles.push_back({at.center, at.radius, {kNoColor, frameCaught ? palette::kDisagree : palette::kFrameRing, 1.0f}});
        if (frameCaught) break;
    }
    // The capsule: the two sides, the circle where the move ends, and the centre's path.
    out.lines.push_back({circle.center + side, end + side, palette::kSweep, 2.0f, {}});
    out.lines.push_back({circle.center - side, end - side, palette::kSweep, 2.0f, {}});
    out.lines.push_back({circle.center, end, palette::kSweep, 1.0f, {}});
    // The grip at the centre's place after `seconds`: dragging it (or out of the circle's rim)
    // sets the velocity.
    out.circles.push_back({circle.center + move, 5.0, {palette::kSweep, palette::kBackground, 1.5f}});
    if (!impact || !verdict) {
        out.circles.push_back({end, circle.radius, {kNoColor, palette::kSweep, 2.0f}});
        return;
    }
    out.circles.push_back({impact->centre, circle.radius, {kNoColor, palette::kHit, 3.0f}});
    out.circles.push_back({impact->point, 0.0, {kNoColor, palette::kHit, 1.0f}});
    char label[48];
    if (touching) std::snprintf(label, sizeof label, "touching now");
    else
        std::snprintf(label, sizeof label, frameCaught ? "first touch after %.3f s" : "first touch after %.3f s; frames miss it",
                      impact->t * seconds);
    AddArrow(out, impact->point, impact->point + impact->normal * 40.0, palette::kNormal, 2.5f, label,
             {.means = "sweep-normal", .shape = shapeIndex, .value = impact->t * seconds, .vector = impact->normal});
}

}  // namespace circlelab
