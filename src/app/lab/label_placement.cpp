#include "app/lab/label_placement.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace circlelab::app {
namespace {

struct Box {
    Vec2 lo, hi;
    bool Overlaps(const Box& o) const { return lo.x < o.hi.x && o.lo.x < hi.x && lo.y < o.hi.y && o.lo.y < hi.y; }
    bool Contains(Vec2 p) const { return p.x >= lo.x && p.x <= hi.x && p.y >= lo.y && p.y <= hi.y; }
    Box Grown(double by) const { return {lo - Vec2{by, by}, hi + Vec2{by, by}}; }
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

// Whether the disc grown by `clear` and the box share a point: the box's point nearest the
// centre is in it.
bool Touches(const LabelObstacles::Disc& d, const Box& box, double clear = 0) {
    const Vec2 nearest{std::clamp(d.centre.x, box.lo.x, box.hi.x), std::clamp(d.centre.y, box.lo.y, box.hi.y)};
    return LengthSquared(nearest - d.centre) < (d.radius + clear) * (d.radius + clear);
}

double DistanceToSegment(Vec2 p, const Segment& s) {
    const Vec2 d = s.b - s.a;
    const double l2 = LengthSquared(d);
    const double t = l2 > 0 ? std::clamp(Dot(p - s.a, d) / l2, 0.0, 1.0) : 0.0;
    return Length(p - (s.a + d * t));
}

// What covering each thing costs, against one pixel of straying from what the label names.
// Another label or the viewport's edge hides text; the centre, a handle and a line are what the
// picture is about; on the circle a label still reads on its plate, but far worse than beside it.
// A shape's outline costs less than a line: the shapes are big, and a label inside a small one
// may have to cross its edge.
constexpr double kOnLabel = 1000, kOutside = 5000, kOnPoint = 400, kOnHandle = 400, kOnLine = 150, kOnDisc = 150,
                 kOnOutline = 60;
constexpr double kClear = 6;  // pixels kept free around a point
constexpr double kPad = 6;    // pixels kept free between two labels, so each reads as one
// Pixels kept free around a disc by a label that names no arrow (a region's number): the circle's
// thick outline and the label's plate would otherwise touch, and the number reads as on the circle.
// An arrow's label may hug the circle its arrow starts in.
constexpr double kDiscClear = 6;

// The outlines within a label's reach, in buckets of a grid over the reach, so each spot looks only
// at the outlines under it: with a big circle the reach holds thousands of tile edges, and testing
// every one at each of ~400 spots made a frame take half a second.
class OutlineGrid {
public:
    void Build(std::span<const Segment> outlines, const Box& reach, double cell) {
        reach_ = reach;
        const Vec2 extent = reach.hi - reach.lo;
        cell_ = std::max({cell, extent.x / kMaxCells, extent.y / kMaxCells, 1.0});
        cols_ = std::max(1, int(std::ceil(extent.x / cell_)));
        rows_ = std::max(1, int(std::ceil(extent.y / cell_)));
        for (std::vector<std::uint32_t>& bucket : cells_) bucket.clear();
        cells_.resize(std::size_t(cols_) * rows_);
        segments_.clear();
        for (const Segment& e : outlines) {
            const Box bounds{{std::min(e.a.x, e.b.x), std::min(e.a.y, e.b.y)}, {std::max(e.a.x, e.b.x), std::max(e.a.y, e.b.y)}};
            if (!(bounds.lo.x <= reach.hi.x && reach.lo.x <= bounds.hi.x && bounds.lo.y <= reach.hi.y && reach.lo.y <= bounds.hi.y))
                continue;
            const auto index = static_cast<std::uint32_t>(segments_.size());
            segments_.push_back(e);
            Cells(bounds, [&](std::size_t c) { cells_[c].push_back(index); });
        }
        seen_.assign(segments_.size(), 0);
        epoch_ = 0;
    }

    /// Each outline whose buckets meet `box`, once.
    template <class F>
    void ForEachNear(const Box& box, F visit) {
        if (++epoch_ == 0) std::fill(seen_.begin(), seen_.end(), 0), epoch_ = 1;
        Cells(box, [&](std::size_t c) {
            for (const std::uint32_t i : cells_[c]) {
                if (seen_[i] == epoch_) continue;
                seen_[i] = epoch_;
                visit(segments_[i]);
            }
        });
    }

private:
    static constexpr double kMaxCells = 128;  // a side: the grid's size is bounded, not the reach's

    template <class F>
    void Cells(const Box& box, F each) const {
        const auto column = [&](double x) { return std::clamp(int(std::floor((x - reach_.lo.x) / cell_)), 0, cols_ - 1); };
        const auto row = [&](double y) { return std::clamp(int(std::floor((y - reach_.lo.y) / cell_)), 0, rows_ - 1); };
        for (int r = row(box.lo.y), r1 = row(box.hi.y); r <= r1; ++r)
            for (int c = column(box.lo.x), c1 = column(box.hi.x); c <= c1; ++c) each(std::size_t(r) * cols_ + c);
    }

    Box reach_{};
    double cell_ = 1;
    int cols_ = 1, rows_ = 1;
    std::vector<std::vector<std::uint32_t>> cells_;
    std::vector<Segment> segments_;
    std::vector<std::uint32_t> seen_;
    std::uint32_t epoch_ = 0;
};

}  // namespace

namespace {

struct Spot {
    Vec2 at;
    double stray;  // how far from what the label names
};

// The spots a label may take: where it asks to be, then beside each point it may hang from (its
// anchor, and along an arrow it names its tip, middle and tail), the box just clear of the point at
// a growing gap, in sixteen directions; a label asking to be on a disc (the circle) also gets the
// spots just outside it, all around: beside the circle reads better than on it, even a little
// further away. Nearest first (ties keep that order), so a search may stop at the first spot that
// covers nothing: every later one strays further.
void CandidateSpots(const LabelBox& label, const LabelObstacles& obstacles, double discClear, std::vector<Spot>& spots) {
    const Vec2 half = label.size * 0.5;
    const auto stray = [&](Vec2 at) {
        const double fromAnchor = Length(at - label.centre);
        return label.names ? DistanceToSegment(at, *label.names) + 0.3 * fromAnchor : fromAnchor;
    };
    spots.clear();
    spots.push_back({label.centre, 0.0});
    std::vector<Vec2> hooks = {label.centre};
    if (label.names) hooks.insert(hooks.end(), {label.names->b, (label.names->a + label.names->b) * 0.5, label.names->a});
    for (const Vec2& hook : hooks)
        for (const double gap : {3.0, 9.0, 17.0, 28.0, 44.0})
            for (int k = 0; k < 16; ++k) {
                const double a = k * 3.14159265358979323846 / 8;
                const Vec2 at = hook + Vec2{std::cos(a) * (half.x + gap), std::sin(a) * (half.y + gap)};
                spots.push_back({at, stray(at)});
            }
    for (const LabelObstacles::Disc& d : obstacles.discs) {
        if (!Touches(d, Around(label.centre, label.size), discClear)) continue;
        for (int k = 0; k < 16; ++k) {
            const double a = k * 3.14159265358979323846 / 8;
            const Vec2 dir{std::cos(a), std::sin(a)};
            const Vec2 at = d.centre + dir * (d.radius + std::abs(dir.x) * half.x + std::abs(dir.y) * half.y + 4 + discClear);
            spots.push_back({at, stray(at)});
        }
    }
    std::stable_sort(spots.begin(), spots.end(), [](const Spot& x, const Spot& y) { return x.stray < y.stray; });
}

// The box every spot's label box lies in: of the shapes' outlines (a tile map has thousands of
// edges), only those within it can cost anything.
Box SpotsReach(const std::vector<Spot>& spots, Vec2 size) {
    Box reach = Around(spots.front().at, size);
    for (const Spot& spot : spots) {
        const Box b = Around(spot.at, size);
        reach = {{std::min(reach.lo.x, b.lo.x), std::min(reach.lo.y, b.lo.y)}, {std::max(reach.hi.x, b.hi.x), std::max(reach.hi.y, b.hi.y)}};
    }
    return reach;
}

// What the label costs at `spot`: how far it strays, plus what it covers (other labels, points,
// handles, lines, discs, outlines) and whether it leaves the area or breaks its own rule.
double SpotCost(const LabelBox& label, const Spot& spot, const LabelObstacles& obstacles, const std::vector<Box>& placed,
                OutlineGrid& nearOutlines, double discClear) {
    const bool bounded = obstacles.areaHi.x > obstacles.areaLo.x && obstacles.areaHi.y > obstacles.areaLo.y;
    const Box area{obstacles.areaLo, obstacles.areaHi};
    const Box box = Around(spot.at, label.size);
    double cost = spot.stray;
    for (const Box& other : placed) cost += kOnLabel * box.Overlaps(other.Grown(kPad));
    const Box cleared = box.Grown(kClear);
    for (const Vec2& p : obstacles.points) cost += kOnPoint * cleared.Contains(p);
    for (const LabelObstacles::Box& h : obstacles.boxes) cost += kOnHandle * box.Overlaps(Box{h.lo, h.hi});
    for (const Segment& s : obstacles.segments) cost += kOnLine * Crosses(s, box);
    for (const LabelObstacles::Disc& d : obstacles.discs) cost += kOnDisc * Touches(d, box, discClear);
    nearOutlines.ForEachNear(box, [&](const Segment& s) { cost += kOnOutline * Crosses(s, box); });
    if (bounded && !(area.Contains(box.lo) && area.Contains(box.hi))) cost += kOutside;
    if (label.fits && !label.fits(spot.at)) cost += kOutside;
    return cost;
}

}  // namespace

std::vector<Vec2> PlaceLabels(std::span<const LabelBox> labels, const LabelObstacles& obstacles) {
    std::vector<Vec2> out;
    std::vector<Box> placed;
    const bool bounded = obstacles.areaHi.x > obstacles.areaLo.x && obstacles.areaHi.y > obstacles.areaLo.y;
    const Box area{obstacles.areaLo, obstacles.areaHi};
    std::vector<Spot> spots;
    OutlineGrid nearOutlines;
    for (const LabelBox& label : labels) {
        const Vec2 half = label.size * 0.5;
        const double discClear = label.names ? 0.0 : kDiscClear;
        CandidateSpots(label, obstacles, discClear, spots);
        nearOutlines.Build(obstacles.outlines, SpotsReach(spots, label.size), std::max(label.size.x, label.size.y));
        Vec2 best = label.centre;
        double bestCost = 1e300;
        for (const Spot& spot : spots) {
            if (spot.stray >= bestCost) break;
            const double cost = SpotCost(label, spot, obstacles, placed, nearOutlines, discClear);
            if (cost < bestCost) {
                bestCost = cost;
                best = spot.at;
            }
        }
        if (bounded && label.size.x <= area.hi.x - area.lo.x && label.size.y <= area.hi.y - area.lo.y) {
            // Whatever else it meets, a label is read whole: inside the viewport.
            best.x = std::clamp(best.x, area.lo.x + half.x, area.hi.x - half.x);
            best.y = std::clamp(best.y, area.lo.y + half.y, area.hi.y - half.y);
        }
        const Box box = Around(best, label.size);
        const bool onAnother = std::any_of(placed.begin(), placed.end(), [&](const Box& other) { return box.Overlaps(other); });
        if (onAnother || (label.fits && !label.fits(best))) {
            out.push_back({std::nan(""), std::nan("")});
            continue;
        }
        out.push_back(best);
        placed.push_back(box);
    }
    return out;
}

}  // namespace circlelab::app
