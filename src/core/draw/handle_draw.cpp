#include "core/draw/handle_draw.h"

#include "core/draw/palette.h"

namespace circlelab {

void DrawHandles(const edit::Handles& h, double size, DrawList& out) {
    const Paint paint{palette::kHandle, palette::kOutline, 1.5f};
    for (const Vec2& p : h.resize) {
        const Vec2 half{size * 0.5, size * 0.5};
        out.polygons.push_back({{p - half, {p.x + half.x, p.y - half.y}, p + half, {p.x - half.x, p.y + half.y}}, paint});
    }
    if (h.rotate) {
        // A stalk from the top edge's middle to the round handle.
        const Vec2 top = (h.resize[0] + h.resize[1]) * 0.5;
        out.lines.push_back({top, *h.rotate, palette::kOutline, 1.5f, {}});
        out.circles.push_back({*h.rotate, size * 0.6, paint});
    }
}

}  // namespace circlelab
