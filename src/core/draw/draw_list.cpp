#include "core/draw/draw_list.h"

#include <algorithm>

namespace circlelab {

void AddArrow(DrawList& out, Vec2 from, Vec2 to, Rgba color, float width, std::string label, Meaning meaning) {
    if (LengthSquared(to - from) == 0) return;
    out.arrows.push_back({from, to - from, color, width, std::move(label), false, std::move(meaning)});
}

void AddArrowEndingAt(DrawList& out, Vec2 tip, Vec2 vector, Rgba color, float width, std::string label, Meaning meaning) {
    if (LengthSquared(vector) == 0) return;
    out.arrows.push_back({tip - vector, vector, color, width, std::move(label), true, std::move(meaning)});
}

ScreenArrow ArrowOnScreen(const ArrowCmd& arrow, const View& view, double scale) {
    ScreenArrow s;
    s.from = view.ToScreen(arrow.from);
    const Polar d = ToPolar(arrow.vector * view.zoom, kUp);
    if (!(d.length > 1e-12)) return s;
    // True length, unless that is too short to see: then the shortest readable arrow, same way.
    const double length = std::max(d.length, kMinArrowPixels * scale);
    if (arrow.pinnedAtTip) {
        s.tip = view.ToScreen(arrow.from + arrow.vector);
        s.from = s.tip - d.unit * length;
    } else {
        s.tip = s.from + d.unit * length;
    }
    const double head = std::min(11.0 * scale, length * 0.45);
    const Vec2 back = -d.unit * head, side = Perp(d.unit) * (head * 0.5);
    s.headLeft = s.tip + back + side;
    s.headRight = s.tip + back - side;
    s.visible = true;
    return s;
}

}  // namespace circlelab
