#include "core/draw/draw_list.h"

#include <algorithm>

namespace circlelab {

void AddArrow(DrawList& out, Vec2 from, Vec2 to, Rgba color, float width) {
    out.lines.push_back({from, to, color, width});
    const Polar d = ToPolar(to - from, kUp);
    if (d.length < 1e-9) return;
    const double head = std::min(12.0, d.length * 0.4);
    const Vec2 back = -d.unit * head, side = Perp(d.unit) * (head * 0.5);
    out.lines.push_back({to, to + back + side, color, width});
    out.lines.push_back({to, to + back - side, color, width});
}

}  // namespace circlelab
