#include "app/lab/label_placement.h"

#include <algorithm>
#include <cmath>

namespace circlelab::app {
namespace {

struct Box {
    Vec2 lo, hi;
    bool Overlaps(const Box& o) const { return lo.x < o.hi.x && o.lo.x < hi.x && lo.y < o.hi.y && o.lo.y < hi.y; }
    bool Contains(Vec2 p) const { return p.x >= lo.x && p.x <= hi.x && p.y >= lo.y && p.y <= hi.y; }
};

Box Around(Vec2 centre, Vec2 size) { return {centre - size * 0.5, centre + size * 0.5}; }

// Whether segment ab crosses the box: clipped against its slabs (Liang and Barsky's clipping).
bool Crosses(const Segment& s, const Box& box) {
    double t0 = 0, t1 = 1;
    const Vec2 d = s.b - s.a;
    const double p[4] = {-d.x, d.x, -d.y, d.y};
    const double q[4] = {s.a.x - box.lo.x, box.hi.x - s.a.x, s.a.y - box.lo.y, box.hi.y - s.a.y};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    return true;
}

// Whether the disc and the box share a point: the box's point nearest the centre is in the disc.
bool Touches(const LabelObstacles::Disc& d, const Box& box) {
    const Vec2 nearest{std::clamp(d.centre.x, box.lo.x, box.hi.x), std::clamp(d.centre.y, box.lo.y, box.hi.y)};
    return LengthSquared(nearest - d.centre) < d.radius * d.radius;
}

}  // namespace

std::vector<Vec2> PlaceLabels(std::span<const LabelBox> labels, const LabelObstacles& obstacles) {
    std::vector<Vec2> out;
    std::vector<Box> placed;
    constexpr double kClear = 6;  // pixels kept free around a point
    const bool bounded = obstacles.areaHi.x > obstacles.areaLo.x && obstacles.areaHi.y > obstacles.areaLo.y;
    const Box area{obstacles.areaLo, obstacles.areaHi};
    for (const LabelBox& label : labels) {
        const Vec2 w{label.size.x * 0.5 + 4, 0}, h{0, label.size.y + 2};
        // As asked, then above, below, right, left, the four diagonals, and further out; then, for
        // a label on a disc, just outside the disc: straight out from its centre, then turned
        // 30°, 60° and 90° either way.
        std::vector<Vec2> candidates = {{0, 0}, -h, h, w * 2.0, -w * 2.0, w - h, -w - h, w + h, -w + h, -h * 2.0, h * 2.0};
        for (const LabelObstacles::Disc& d : obstacles.discs) {
            if (!Touches(d, Around(label.centre, label.size))) continue;
            const Vec2 out = NormalizeOr(label.centre - d.centre, {0, -1});
            for (const double degrees : {0.0, 30.0, -30.0, 60.0, -60.0, 90.0, -90.0}) {
                const double a = degrees * 3.14159265358979323846 / 180;
                const Vec2 dir{out.x * std::cos(a) - out.y * std::sin(a), out.x * std::sin(a) + out.y * std::cos(a)};
                const double clear = d.radius + 0.5 * (std::abs(dir.x) * label.size.x + std::abs(dir.y) * label.size.y) + 4;
                candidates.push_back(d.centre + dir * clear - label.centre);
            }
        }
        Vec2 best = label.centre;
        int bestConflicts = 1 << 30;
        for (const Vec2& offset : candidates) {
            const Box box = Around(label.centre + offset, label.size);
            const Box padded{box.lo - Vec2{kClear, kClear}, box.hi + Vec2{kClear, kClear}};
            // Leaving the viewport or sitting on the circle costs more than touching a line, and so
            // does covering another label: a line under a label on its plate still reads, a label
            // under another does not.
            int conflicts = 0;
            for (const Box& other : placed) conflicts += 3 * box.Overlaps(other);
            for (const Vec2& p : obstacles.points) conflicts += padded.Contains(p);
            for (const Segment& s : obstacles.segments) conflicts += Crosses(s, box);
            for (const LabelObstacles::Disc& d : obstacles.discs) conflicts += 10 * Touches(d, box);
            if (bounded && !(area.Contains(box.lo) && area.Contains(box.hi))) conflicts += 4;
            if (conflicts < bestConflicts) {
                bestConflicts = conflicts;
                best = label.centre + offset;
            }
            if (conflicts == 0) break;
        }
        if (bounded && label.size.x <= area.hi.x - area.lo.x && label.size.y <= area.hi.y - area.lo.y) {
            // Whatever else it meets, a label is read whole: inside the viewport.
            best.x = std::clamp(best.x, area.lo.x + label.size.x * 0.5, area.hi.x - label.size.x * 0.5);
            best.y = std::clamp(best.y, area.lo.y + label.size.y * 0.5, area.hi.y - label.size.y * 0.5);
        }
        out.push_back(best);
        placed.push_back(Around(best, label.size));
    }
    return out;
}

}  // namespace circlelab::app
