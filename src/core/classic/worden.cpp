// Matt Worden, "Collisions Between Mixed Bounding Types", in his VB types: Long
// coordinates (a Double assigned to a Long rounds half to even) and Double distances.
//
// Circle against rectangle: clamp the centre into the rectangle (TestX, TestY) and compare the
// distance to it with the radius. As printed, the distance is taken to (TestX, TextY): TextY is
// an undeclared VB variable, so it is 0.
//
// Circle against a triangle tile, his LowerLeft walk-through; the other three tile types are the
// same after mirroring the tile onto it (x' = Left + Right − x, y' = Top + Bottom − y):
//  - centre right of the tile or above it: the rectangle cases (1, 2, 3, 6, 7);
//  - centre inside the rectangle and on the tile's side of the slope: inside (case 5);
//  - otherwise the angled face (case 4): a quick rejection when the centre is farther than
//    Hyp = √(r² + LineLength²) from both ends, then a walk along the hypotenuse from the nearer
//    end, one unit a step (each point rounded to Long), stopping on a hit or when the distance
//    starts to grow. As printed, "nearer end" compares the distance to (Left, Right) instead of
//    the corner (Left, Top).
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "core/classic/classic.h"
#include "core/classic/explain.h"
#include "core/collide/region.h"

namespace circlelab::classic {
namespace {

struct LongRect {
    long long left, top, right, bottom;
};

bool ToLong(double v, long long& out) {
    if (!(std::abs(v) < 2.0e9)) return false;
    out = static_cast<long long>(std::nearbyint(v));  // VB CLng: round half to even
    return true;
}

double FindDistance(double x1, double y1, double x2, double y2) {
    return std::sqrt((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1));
}

std::string L(long long v) { return std::to_string(v); }

// The points of his walk, each rounded as he rounds it, depend on the tile and the end it starts
// from, not on the circle: the disagreement map walks the same hypotenuse from thousands of
// centres, so the points of the last two walks (one from each end) are kept, for a walk of up to
// 65,536 steps (a longer one is computed step by step: null).
const std::vector<Vec2>* WalkPoints(double startX, double startY, double dx, double dy, long long steps) {
    struct Walk {
        double startX = 0, startY = 0, dx = 0, dy = 0;
        long long steps = -1;
        std::vector<Vec2> points;
    };
    thread_local Walk kept[2];
    thread_local int next = 0;
    if (steps > 65536) return nullptr;
    for (const Walk& w : kept)
        if (w.steps == steps && w.startX == startX && w.startY == startY && w.dx == dx && w.dy == dy) return &w.points;
    Walk& w = kept[next];
    next = 1 - next;
    w = {startX, startY, dx, dy, steps, {}};
    w.points.reserve(static_cast<std::size_t>(steps));
    for (long long j = 1; j <= steps; ++j)
        w.points.push_back({std::nearbyint(startX + double(j) * dx), std::nearbyint(startY + double(j) * dy)});
    return &w.points;
}

// "case 4", and where the exact regions name the centre otherwise, that this is Worden's own
// partition: his case 4 is everything beside the angled face of the (mirrored) tile, so it also
// takes the ends of the face, which the exact regions give to the vertex cases (and a centre
// that rounds across the slope).
std::string CaseFour(const Circle& circle, const Shape& shape, bool mirrored) {
    const std::string exact = RegionOf(shape, circle.center, RegionNaming::kWorden);
    if (exact == "case 4") return "case 4";
    return std::string("case 4 as Worden divides the ") + (mirrored ? "mirrored " : "") +
           "tile (the exact regions call this centre " + exact +
           (exact == "case 1" || exact == "case 7" ? ", the vertex at an end of the face)" : ")");
}

template <class Out>
bool CircleRectCollision(long long x, long long y, long long r, const LongRect& rect, bool published, Out& out) {
    long long testX = x, testY = y;
    if (testX < rect.left) testX = rect.left;
    if (testX > rect.right) testX = rect.right;
    if (testY < rect.top) testY = rect.top;
    if (testY > rect.bottom) testY = rect.bottom;
    const long long measuredY = published ? 0 : testY;  // TextY: undeclared, so 0
    const double d = FindDistance(double(x), double(y), double(testX), double(measuredY));
    out.Step([&] { return "clamp the centre into the rectangle: (" + L(testX) + ", " + L(testY) + ")"; });
    if (published) out.Step([&] { return "as printed, the distance is measured to (TestX, TextY) = (" + L(testX) + ", 0)"; });
    const bool hit = d < double(r);
    out.Step([&] { return "distance " + Num(d) + (hit ? " < r " : " >= r ") + L(r) + (hit ? " -> hit" : " -> miss"); });
    return hit;
}

// Circle against circle, in Longs: the distance between the centres against the sum of the radii.
template <class Out>
std::optional<bool> CircleCircle(long long x, long long y, long long r, const Circle& disc, Out& out) {
    long long bx = 0, by = 0, br = 0;
    if (!ToLong(disc.center.x, bx) || !ToLong(disc.center.y, by) || !ToLong(disc.radius, br)) {
        out.NotApplicable("the other circle does not fit in Long coordinates");
        return std::nullopt;
    }
    const double d = FindDistance(double(x), double(y), double(bx), double(by));
    const bool hit = d < double(r + br);
    out.Step([&] {
        return "distance between centres " + Num(d) + (hit ? " < " : " >= ") + "sum of radii " + L(r + br) +
               (hit ? " -> hit" : " -> miss");
    });
    return hit;
}

// His RECT of the shape's box in Longs; none for a turned box or one beyond the Long range.
template <class Out>
std::optional<LongRect> RectInLongs(const Box& box, Out& out) {
    if (box.angleDeg != 0.0) {
        out.NotApplicable("Worden's tiles sit on the grid: a RECT cannot be rotated");
        return std::nullopt;
    }
    LongRect rect{};
    if (!ToLong(box.topLeft.x, rect.left) || !ToLong(box.topLeft.y, rect.top) ||
        !ToLong(box.topLeft.x + box.size.x, rect.right) || !ToLong(box.topLeft.y + box.size.y, rect.bottom)) {
        out.NotApplicable("the rectangle does not fit in Long coordinates");
        return std::nullopt;
    }
    out.Step([&] {
        return "RECT: left " + L(rect.left) + ", top " + L(rect.top) + ", right " + L(rect.right) + ", bottom " + L(rect.bottom);
    });
    return rect;
}

// The walk without notes, on squared distances, with no square root. Every point and his centre
// are whole numbers, so within 2^20 of each other the squares are exact integers below 2^41, and on
// such integers sqrt(a) < R iff a < R^2 (R a whole number up to 2^20: sqrt(R^2 - 1) < R - 1/(2R),
// far more than a rounding step below R) and sqrt(a) > sqrt(b) iff a > b (they differ by at least
// 1/(2 * 2^20.5), against a rounding step of 2^-32): every comparison comes out as it does on the
// distances. None when the walk is beyond that range.
std::optional<bool> WalkSquared(long long x, long long y, long long r, const std::vector<Vec2>& walk, double reach) {
    constexpr double kExact = 1048576.0;  // 2^20
    if (reach > kExact || double(r) > kExact) return std::nullopt;
    const double r2 = double(r) * double(r);
    double last2 = -1;
    for (const Vec2& p : walk) {
        const double ex = double(x) - p.x, ey = double(y) - p.y;
        const double d2 = ex * ex + ey * ey;
        if (d2 < r2) return true;
        if (last2 > 0 && d2 > last2) return false;
        last2 = d2;
    }
    return false;
}

// Case 4: the quick rejection by Hyp, then the walk along the hypotenuse from the nearer end, one
// unit a step, until a point is inside the circle or the distance grows again.
template <class Out>
bool WalkTheHypotenuse(long long x, long long y, long long r, const LongRect& t, bool published, Out& out) {
    const double lineLength = FindDistance(double(t.left), double(t.top), double(t.right), double(t.bottom));
    const double hyp = std::sqrt(double(r) * double(r) + lineLength * lineLength);
    const double toStart = FindDistance(double(x), double(y), double(t.left), double(t.top));
    const double toEnd = FindDistance(double(x), double(y), double(t.right), double(t.bottom));
    if (toStart > hyp && toEnd > hyp) {
        out.Step([&] {
            return "quick rejection: " + Num(toStart) + " and " + Num(toEnd) + " from the ends, both > Hyp " + Num(hyp) + " -> miss";
        });
        return false;
    }
    // Which end is nearer; as printed the first distance goes to (Left, Right).
    const double compareStart =
        published ? FindDistance(double(x), double(y), double(t.left), double(t.right)) : toStart;
    const bool fromTopLeft = compareStart < toEnd;
    const double startX = double(fromTopLeft ? t.left : t.right), startY = double(fromTopLeft ? t.top : t.bottom);
    const double dx = (double(fromTopLeft ? t.right : t.left) - startX) / lineLength;
    const double dy = (double(fromTopLeft ? t.bottom : t.top) - startY) / lineLength;
    out.Step([&] {
        return std::string("walk the hypotenuse from ") + (fromTopLeft ? "(Left, Top)" : "(Right, Bottom)") +
               (published ? ", chosen by the distance to (Left, Right)" : "") + " in steps of one unit";
    });
    const long long stepCount = static_cast<long long>(std::nearbyint(lineLength));  // For j = 1 To LineLength
    const std::vector<Vec2>* walk = WalkPoints(startX, startY, dx, dy, stepCount);
    if constexpr (!Out::kWrites) {
        const double reach = std::max(std::abs(double(x) - startX), std::abs(double(y) - startY)) + lineLength + 2;
        if (walk)
            if (const std::optional<bool> hit = WalkSquared(x, y, r, *walk, reach)) return *hit;
    }
    double lastDist = -1;
    for (long long j = 1; j <= stepCount; ++j) {
        const double curX = walk ? (*walk)[j - 1].x : std::nearbyint(startX + double(j) * dx);
        const double curY = walk ? (*walk)[j - 1].y : std::nearbyint(startY + double(j) * dy);
        const double curDist = FindDistance(curX, curY, double(x), double(y));
        if (curDist < double(r)) {
            out.Step([&] {
                return "step " + L(j) + ": (" + Num(curX) + ", " + Num(curY) + ") is " + Num(curDist) + " < r " + L(r) + " -> hit";
            });
            return true;
        }
        if (lastDist > 0 && curDist > lastDist) {
            out.Step([&] {
                return "step " + L(j) + ": the distance grows again (" + Num(curDist) + " > " + Num(lastDist) + ") -> miss";
            });
            return false;
        }
        lastDist = curDist;
    }
    out.Step([] { return std::string("walked the whole hypotenuse without a point inside the circle -> miss"); });
    return false;
}

// A triangle tile: mirrored onto his LowerLeft case, then the rectangle cases, the inside (case 5)
// or the angled face (case 4).
template <class Out>
bool CircleTile(const Circle& circle, const Shape& shape, Corner missing, long long x, long long y, long long r,
                const LongRect& t, bool published, Out& out) {
    const bool flipX = missing == Corner::kBottomRight || missing == Corner::kTopRight;
    const bool flipY = missing == Corner::kTopLeft || missing == Corner::kTopRight;
    if (flipX) x = t.left + t.right - x;
    if (flipY) y = t.top + t.bottom - y;
    if (flipX || flipY)
        out.Step([&] {
            return std::string("mirror the tile onto the LowerLeft case") + (flipX ? " (left-right)" : "") +
                   (flipY ? " (top-bottom)" : "") + ": centre (" + L(x) + ", " + L(y) + ")";
        });
    if (x > t.right || y < t.top) {
        out.Step([] { return std::string("centre right of the tile or above it: the rectangle cases 1, 2, 3, 6, 7"); });
        return CircleRectCollision(x, y, r, t, published, out);
    }
    if (x >= t.left && y <= t.bottom) {
        // Case 5: on the upper-right side of the line from (Left, Top) to (Right, Bottom)?
        const double slopeForX = double(t.right - t.left) / double(t.bottom - t.top);
        const double slopeForY = double(t.bottom - t.top) / double(t.right - t.left);
        const bool xCheck = double(x - t.left) >= double(y - t.top) * slopeForX;
        const bool yCheck = double(y - t.top) <= double(x - t.left) * slopeForY;
        if (xCheck && yCheck) {
            out.Step([] { return std::string("centre inside the tile (case 5: Xcheck and Ycheck) -> hit"); });
            return true;
        }
        out.Step([&] { return "centre in the rectangle but beyond the slope: " + CaseFour(circle, shape, flipX || flipY); });
    } else {
        out.Step([&] { return "centre beside the angled face: " + CaseFour(circle, shape, flipX || flipY); });
    }
    return WalkTheHypotenuse(x, y, r, t, published, out);
}

}  // namespace

namespace detail {

template <class Out>
std::optional<bool> WordenMethod(const Circle& circle, const Shape& shape, bool published, Out& out) {
    long long x = 0, y = 0, r = 0;
    if (!ToLong(circle.center.x, x) || !ToLong(circle.center.y, y) || !ToLong(circle.radius, r)) {
        out.NotApplicable("the circle does not fit in his Long coordinates");
        return std::nullopt;
    }
    out.Step([&] { return "as Longs (rounded): centre (" + L(x) + ", " + L(y) + "), radius " + L(r); });
    if (const auto* disc = std::get_if<Circle>(&shape)) return CircleCircle(x, y, r, *disc, out);
    const std::optional<LongRect> rect = RectInLongs(*BoxOf(shape), out);
    if (!rect) return std::nullopt;
    if (const auto* tri = std::get_if<Triangle>(&shape))
        return CircleTile(circle, shape, tri->missing, x, y, r, *rect, published, out);
    return CircleRectCollision(x, y, r, *rect, published, out);
}

template std::optional<bool> WordenMethod(const Circle&, const Shape&, bool, Notes&);
template std::optional<bool> WordenMethod(const Circle&, const Shape&, bool, NoNotes&);

}  // namespace detail

}  // namespace circlelab::classic
