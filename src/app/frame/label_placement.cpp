#include "app/frame/label_placement.h"

#include "app/base/box_grid.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace circlelab::app {
namespace {

using grid::Around;
using grid::BoundsOf;
using grid::Box;
using grid::BoxGrid;
using grid::Crosses;


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
constexpr std::size_t kCrowded = 6;  // lines across a label's own place: past reading it
constexpr double kPad = 6;    // pixels kept free between two labels, so each reads as one
// Pixels kept free around a disc by a label that names no arrow (a region's number): the circle's
// thick outline and the label's plate would otherwise touch, and the number reads as on the circle.
// An arrow's label may hug the circle its arrow starts in.
constexpr double kDiscClear = 6;

// The grid's extent: the area labels stay inside, else everything there is to keep off.
Box GridArea(std::span<const LabelBox> labels, const LabelObstacles& obstacles, bool bounded) {
    if (bounded) return {obstacles.areaLo, obstacles.areaHi};
    Box all{{1e300, 1e300}, {-1e300, -1e300}};
    const auto grow = [&](const Box& b) {
        if (!(b.lo.x <= b.hi.x && b.lo.y <= b.hi.y)) return;
        all = {{std::min(all.lo.x, b.lo.x), std::min(all.lo.y, b.lo.y)}, {std::max(all.hi.x, b.hi.x), std::max(all.hi.y, b.hi.y)}};
    };
    for (const LabelBox& l : labels) grow(Around(l.centre, l.size));
    for (const Segment& s : obstacles.segments) grow(BoundsOf(s));
    for (const Vec2& p : obstacles.points) grow({p, p});
    if (all.lo.x > all.hi.x) return {{0, 0}, {1, 1}};
    return all.Grown(64);
}

// How many lines cross `home`, up to four times the crowd: a curve drawn as a polyline (the grown
// shape's rounded corner) is one line however many of its pieces cross it, as pieces that continue
// each other count once. `tests` counts the segments looked at.
std::size_t LinesAcross(const Box& home, BoxGrid& lines, std::span<const Segment> segments, std::vector<Segment>& pieces,
                        std::size_t& tests) {
    pieces.clear();
    lines.CountNear(home, kCrowded * 4, [&](std::size_t i) {
        ++tests;
        if (!Crosses(segments[i], home)) return false;
        pieces.push_back(segments[i]);
        return true;
    });
    std::size_t crossing = pieces.size();
    if (crossing >= kCrowded * 4) return crossing;  // a crowd whatever they join
    for (const Segment& piece : pieces)
        for (const Segment& other : pieces)
            if (piece.a.x == other.b.x && piece.a.y == other.b.y) {
                --crossing;
                break;
            }
    return crossing;
}

struct Spot {
    Vec2 at;
    double stray;  // how far from what the label names
};

// The labels placed so far and what every spot is tested against, each indexed once in a grid
// over the picture, so a spot looks only at what lies near it.
class Placer {
public:
    Placer(std::span<const LabelBox> labels, const LabelObstacles& obstacles)
        : obstacles_(obstacles),
          bounded_(obstacles.areaHi.x > obstacles.areaLo.x && obstacles.areaHi.y > obstacles.areaLo.y),
          area_{obstacles.areaLo, obstacles.areaHi},
          gridArea_(GridArea(labels, obstacles, bounded_)),
          placed_(gridArea_, 48), lines_(gridArea_, 48), points_(gridArea_, 48), outlines_(gridArea_, 48) {
        for (const Segment& s : obstacles.segments) lines_.AddSegment(s);
        for (const Vec2& p : obstacles.points) points_.Add({p, p});
        // The outlines near the area: a label ends inside it, and its spots stray at most a few
        // label sizes out (a tile map's far edges are many and never under a label).
        const Vec2 extent = gridArea_.hi - gridArea_.lo;
        const Box near = gridArea_.Grown(std::max(extent.x, extent.y) * 0.5 + 200);
        for (std::size_t i = 0; i < obstacles.outlines.size(); ++i) {
            if (!BoundsOf(obstacles.outlines[i]).Overlaps(near)) continue;
            outlines_.AddSegment(obstacles.outlines[i]);
            outlineOf_.push_back(static_cast<std::uint32_t>(i));
        }
    }

    /// Where the label goes, or NaN when it is left out; a placed label joins what later ones
    /// keep off.
    Vec2 Place(const LabelBox& label) {
        // A label among more lines than a reader can tell apart (a thousand shapes' closest-point
        // lines) would say nothing readable wherever it went: left out, its spots not searched.
        if (LinesAcross(Around(label.centre, label.size), lines_, obstacles_.segments, crossingPieces_, tests_) >= kCrowded)
            return Left();
        Vec2 best = Cheapest(label);
        const Vec2 half = label.size * 0.5;
        if (bounded_ && label.size.x <= area_.hi.x - area_.lo.x && label.size.y <= area_.hi.y - area_.lo.y) {
            // Whatever else it meets, a label is read whole: inside the viewport.
            best.x = std::clamp(best.x, area_.lo.x + half.x, area_.hi.x - half.x);
            best.y = std::clamp(best.y, area_.lo.y + half.y, area_.hi.y - half.y);
        }
        const Box box = Around(best, label.size);
        bool onAnother = false;
        placed_.ForEachNear(box, [&](std::size_t i) { onAnother = onAnother || box.Overlaps(placed_[i]); });
        if (onAnother || (label.fits && !label.fits(best))) return Left();
        placed_.Add(box);
        return best;
    }

    std::size_t tests() const { return tests_; }

private:
    static Vec2 Left() { return {std::nan(""), std::nan("")}; }

    // The spots: where it asks to be, then beside each point it may hang from (its anchor, and
    // along an arrow it names its tip, middle and tail), the box just clear of the point at a
    // growing gap, in sixteen directions; nearest first (ties keep this order).
    void FindSpots(const LabelBox& label) {
        const Vec2 half = label.size * 0.5;
        const auto stray = [&](Vec2 at) {
            const double fromAnchor = Length(at - label.centre);
            return label.names ? DistanceToSegment(at, *label.names) + 0.3 * fromAnchor : fromAnchor;
        };
        spots_.clear();
        spots_.push_back({label.centre, 0.0});
        std::vector<Vec2> hooks = {label.centre};
        if (label.names) hooks.insert(hooks.end(), {label.names->b, (label.names->a + label.names->b) * 0.5, label.names->a});
        for (const Vec2& hook : hooks)
            for (const double gap : {3.0, 9.0, 17.0, 28.0, 44.0})
                for (int k = 0; k < 16; ++k) {
                    const double a = k * 3.14159265358979323846 / 8;
                    const Vec2 at = hook + Vec2{std::cos(a) * (half.x + gap), std::sin(a) * (half.y + gap)};
                    spots_.push_back({at, stray(at)});
                }
        // A label asking to be on a disc (the circle) also gets the spots just outside it, all
        // around: beside the circle reads better than on it, even a little further away.
        const double discClear = label.names ? 0.0 : kDiscClear;
        for (const LabelObstacles::Disc& d : obstacles_.discs) {
            if (!Touches(d, Around(label.centre, label.size), discClear)) continue;
            for (int k = 0; k < 16; ++k) {
                const double a = k * 3.14159265358979323846 / 8;
                const Vec2 dir{std::cos(a), std::sin(a)};
                const Vec2 at = d.centre + dir * (d.radius + std::abs(dir.x) * half.x + std::abs(dir.y) * half.y + 4 + discClear);
                spots_.push_back({at, stray(at)});
            }
        }
        std::stable_sort(spots_.begin(), spots_.end(), [](const Spot& x, const Spot& y) { return x.stray < y.stray; });
    }

    // The spot of least cost; the search stops at the first spot that strays further than the
    // best cost so far, as every later one strays further still.
    Vec2 Cheapest(const LabelBox& label) {
        FindSpots(label);
        Vec2 best = label.centre;
        double bestCost = 1e300;
        for (const Spot& spot : spots_) {
            if (spot.stray >= bestCost) break;
            const double cost = Covering(label, spot);
            if (cost < bestCost) {
                bestCost = cost;
                best = spot.at;
            }
        }
        return best;
    }

    // The spot's cost: how far it strays and what the label covers there. Only what lies near can
    // be covered: a label placed within kPad, a point within kClear, a line whose bounds meet the box.
    double Covering(const LabelBox& label, const Spot& spot) {
        const Vec2 at = spot.at;
        const Box box = Around(at, label.size);
        double cost = spot.stray;
        placed_.ForEachNear(box.Grown(kPad), [&](std::size_t i) {
            ++tests_;
            cost += kOnLabel * box.Overlaps(placed_[i].Grown(kPad));
        });
        const Box cleared = box.Grown(kClear);
        points_.ForEachNear(cleared, [&](std::size_t i) {
            ++tests_;
            cost += kOnPoint * cleared.Contains(obstacles_.points[i]);
        });
        for (const LabelObstacles::Box& h : obstacles_.boxes) cost += kOnHandle * box.Overlaps(Box{h.lo, h.hi});
        lines_.ForEachNear(box, [&](std::size_t i) {
            ++tests_;
            cost += kOnLine * Crosses(obstacles_.segments[i], box);
        });
        const double discClear = label.names ? 0.0 : kDiscClear;
        for (const LabelObstacles::Disc& d : obstacles_.discs) cost += kOnDisc * Touches(d, box, discClear);
        tests_ += obstacles_.boxes.size() + obstacles_.discs.size();
        outlines_.ForEachNear(box, [&](std::size_t i) {
            ++tests_;
            cost += kOnOutline * Crosses(obstacles_.outlines[outlineOf_[i]], box);
        });
        if (bounded_ && !(area_.Contains(box.lo) && area_.Contains(box.hi))) cost += kOutside;
        if (label.fits && !label.fits(at)) cost += kOutside;
        return cost;
    }

    const LabelObstacles& obstacles_;
    const bool bounded_;
    const Box area_;
    const Box gridArea_;
    BoxGrid placed_, lines_, points_, outlines_;
    std::vector<std::uint32_t> outlineOf_;
    std::vector<Spot> spots_;
    std::vector<Segment> crossingPieces_;
    std::size_t tests_ = 0;
};

}  // namespace

std::vector<Vec2> PlaceLabels(std::span<const LabelBox> labels, const LabelObstacles& obstacles, PlacementWork* work) {
    Placer placer(labels, obstacles);
    std::vector<Vec2> out;
    out.reserve(labels.size());
    for (const LabelBox& label : labels) out.push_back(placer.Place(label));
    if (work) work->tests += placer.tests();
    return out;
}

}  // namespace circlelab::app
