// Lazy Foo' Productions, "Circular Collision Detection", on his int Circle and
// SDL_Rect. Circle against circle: the distance between centres against the sum of the radii.
// Circle against a box: a "cross" of two one-pixel-thick rectangles through the centre (each as
// long as the diameter) overlapping the box, or a corner of the box inside the circle. As
// printed, the corner test checks corner 3 (bottom-left) again and again instead of corners 1-4.
#include <cmath>

#include "core/classic/classic.h"
#include "core/classic/explain.h"

namespace circlelab::classic {
namespace {

struct IntCircle {
    int x, y, r;
};
struct IntRect {
    int x, y, w, h;
};

// C++ assignment of a double to int truncates towards zero, as his structs would store it.
bool ToInt(double v, int& out) {
    if (!(std::abs(v) < 2.0e9)) return false;
    out = static_cast<int>(v);
    return true;
}

double Distance(int x1, int y1, int x2, int y2) {
    return std::sqrt(std::pow(x2 - x1, 2) + std::pow(y2 - y1, 2));
}

// The overlap test of his box collision: no side of A outside B.
bool Overlaps(int leftA, int rightA, int topA, int bottomA, const IntRect& b) {
    const int leftB = b.x, rightB = b.x + b.w, topB = b.y, bottomB = b.y + b.h;
    return !(bottomA <= topB || topA >= bottomB || rightA <= leftB || leftA >= rightB);
}

std::string Int(int v) { return std::to_string(v); }

}  // namespace

namespace detail {

template <class Out>
std::optional<bool> LazyFooMethod(const Circle& circle, const Shape& shape, bool published, Out& out) {
    IntCircle a{};
    if (!ToInt(circle.center.x, a.x) || !ToInt(circle.center.y, a.y) || !ToInt(circle.radius, a.r)) {
        out.NotApplicable("the circle does not fit in his int coordinates");
        return std::nullopt;
    }
    out.Step([&] { return "as ints (truncated): centre (" + Int(a.x) + ", " + Int(a.y) + "), r " + Int(a.r); });

    if (const auto* disc = std::get_if<Circle>(&shape)) {
        IntCircle b{};
        if (!ToInt(disc->center.x, b.x) || !ToInt(disc->center.y, b.y) || !ToInt(disc->radius, b.r)) {
            out.NotApplicable("the other circle does not fit in int coordinates");
            return std::nullopt;
        }
        const double d = Distance(a.x, a.y, b.x, b.y);
        const bool hit = d < a.r + b.r;
        out.Step([&] { return "other circle as ints: centre (" + Int(b.x) + ", " + Int(b.y) + "), r " + Int(b.r); });
        out.Step([&] {
            return "distance between centres " + Num(d) + (hit ? " < " : " >= ") + "sum of radii " + Int(a.r + b.r) +
                   (hit ? " -> hit" : " -> miss");
        });
        return hit;
    }
    const auto* rect = std::get_if<Rect>(&shape);
    if (!rect) {
        out.NotApplicable("Lazy Foo's tutorial has circles and SDL_Rects only, no triangle tiles");
        return std::nullopt;
    }
    if (rect->angleDeg != 0.0) {
        out.NotApplicable("an SDL_Rect cannot be rotated");
        return std::nullopt;
    }
    IntRect b{};
    if (!ToInt(rect->topLeft.x, b.x) || !ToInt(rect->topLeft.y, b.y) || !ToInt(rect->size.x, b.w) ||
        !ToInt(rect->size.y, b.h)) {
        out.NotApplicable("the box does not fit in int coordinates");
        return std::nullopt;
    }
    out.Step([&] { return "box as SDL_Rect: x " + Int(b.x) + ", y " + Int(b.y) + ", w " + Int(b.w) + ", h " + Int(b.h); });
    // The vertical bar of the cross: x from a.x to a.x, y from a.y - r to a.y + r; the
    // horizontal bar likewise. A bar of zero width overlaps when a.x lies strictly inside.
    const bool vertical = Overlaps(a.x, a.x, a.y - a.r, a.y + a.r, b);
    const bool horizontal = Overlaps(a.x - a.r, a.x + a.r, a.y, a.y, b);
    out.Step([&] { return std::string("vertical bar of the cross overlaps the box: ") + (vertical ? "yes" : "no"); });
    out.Step([&] { return std::string("horizontal bar overlaps the box: ") + (horizontal ? "yes" : "no"); });
    if (vertical || horizontal) {
        out.Step([] { return std::string("-> hit"); });
        return true;
    }
    // Corners 1-4: top-left, top-right, bottom-left, bottom-right.
    const int cx[4] = {b.x, b.x + b.w, b.x, b.x + b.w};
    const int cy[4] = {b.y, b.y, b.y + b.h, b.y + b.h};
    bool inside = false;
    std::string corners;
    for (int i = 0; i < 4; ++i) {
        const int k = published ? 2 : i;  // as printed: corner 3 every time
        const double d = Distance(a.x, a.y, cx[k], cy[k]);
        const bool in = d < a.r;
        inside = inside || in;
        if constexpr (Out::kWrites)
            corners += (i ? ", " : "") + std::string("corner ") + Int(k + 1) + " " + Num(d) + (in ? " < r" : "");
    }
    out.Step([&] { return "corners' distances: " + corners; });
    out.Step([&] { return std::string(inside ? "a corner is inside the circle -> hit" : "no corner inside the circle -> miss"); });
    return inside;
}

template std::optional<bool> LazyFooMethod(const Circle&, const Shape&, bool, Notes&);
template std::optional<bool> LazyFooMethod(const Circle&, const Shape&, bool, NoNotes&);

}  // namespace detail

}  // namespace circlelab::classic
