#include "core/draw/grown_draw.h"

#include <cmath>

#include "core/draw/palette.h"
#include "core/geometry/grown_shape.h"

namespace circlelab {

void DrawGrownShape(const Shape& shape, double radius, DrawList& out) {
    const GrownShape grown = Grow(shape, radius);
    constexpr float kWidth = 3.0f;
    for (const GrownEdge& e : grown.edges) out.lines.push_back({e.a, e.b, palette::kGrownFace, kWidth});
    for (const GrownArc& a : grown.arcs) {
        const std::vector<Vec2> points = GrownOutline(GrownShape{{}, {a}}, 0.05);  // pieces of about 3°
        for (std::size_t i = 1; i < points.size(); ++i)
            out.lines.push_back({points[i - 1], points[i], grown.edges.empty() ? palette::kGrownFace : palette::kGrownCorner, kWidth});
    }
}

}  // namespace circlelab
