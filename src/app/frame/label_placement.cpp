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

}  // namespace

std::vector<Vec2> PlaceLabels(std::span<const LabelBox> labels, const LabelObstacles& obstacles, PlacementWork* work) {
    std::vector<Vec2> out;
    std::size_t tests = 0;
    const bool bounded = obstacles.areaHi.x > obstacles.areaLo.x && obstacles.areaHi.y > obstacles.areaLo.y;
    const Box area{obstacles.areaLo, obstacles.areaHi};
    // What every spot is tested against, indexed once; the labels as they are placed.
    const Box gridArea = GridArea(labels, obstacles, bounded);
    BoxGrid placed(gridArea, 48), lines(gridArea, 48), points(gridArea, 48);
    for (const Segment& s : obstacles.segments) lines.AddSegment(s);
    for (const Vec2& p : obstacles.points) points.Add({p, p});
    // The outlines near the area: a label ends inside it, and its spots stray at most a few label
    // sizes out (a tile map's far edges are many and never under a label).
    BoxGrid outlines(gridArea, 48);
    std::vector<std::uint32_t> outlineOf;
    const Vec2 extent = gridArea.hi - gridArea.lo;
    const Box near = gridArea.Grown(std::max(extent.x, extent.y) * 0.5 + 200);
    for (std::size_t i = 0; i < obstacles.outlines.size(); ++i) {
        if (!BoundsOf(obstacles.outlines[i]).Overlaps(near)) continue;
        outlines.AddSegment(obstacles.outlines[i]);
        outlineOf.push_back(static_cast<std::uint32_t>(i));
    }
    struct Spot {
        Vec2 at;
        double stray;  // how far from what the label names
    };
    std::vector<Spot> spots;
    std::vector<Segment> crossingPieces;
    for (const LabelBox& label : labels) {
        const Vec2 half = label.size * 0.5;
        // A label among more lines than a reader can tell apart (a thousand shapes' closest-point
        // lines) would say nothing readable wherever it went: left out, its spots not searched.
        const Box home = Around(label.centre, label.size);
        const std::size_t crossing = LinesAcross(home, lines, obstacles.segments, crossingPieces, tests);
        if (crossing >= kCrowded) {
            out.push_back({std::nan(""), std::nan("")});
            continue;
        }
        const double discClear = label.names ? 0.0 : kDiscClear;
        // The spots: where it asks to be, then beside each point it may hang from (its anchor, and
        // along an arrow it names its tip, middle and tail), the box just clear of the point at a
        // growing gap, in sixteen directions.
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
        // A label asking to be on a disc (the circle) also gets the spots just outside it, all
        // around: beside the circle reads better than on it, even a little further away.
        for (const LabelObstacles::Disc& d : obstacles.discs) {
            if (!Touches(d, Around(label.centre, label.size), discClear)) continue;
            for (int k = 0; k < 16; ++k) {
                const double a = k * 3.14159265358979323846 / 8;
                const Vec2 dir{std::cos(a), std::sin(a)};
                const Vec2 at = d.centre + dir * (d.radius + std::abs(dir.x) * half.x + std::abs(dir.y) * half.y + 4 + discClear);
                spots.push_back({at, stray(at)});
            }
        }
        // Nearest first (ties keep the order above), so the search stops at the first spot that
        // covers nothing: every later one strays further.
        std::stable_sort(spots.begin(), spots.end(), [](const Spot& x, const Spot& y) { return x.stray < y.stray; });
        Vec2 best = label.centre;
        double bestCost = 1e300;
        for (const Spot& spot : spots) {
            if (spot.stray >= bestCost) break;
            const Box box = Around(spot.at, label.size);
            double cost = spot.stray;
            // Only what lies near can be covered: a label placed within kPad, a point within
            // kClear, a line whose bounds meet the box.
            placed.ForEachNear(box.Grown(kPad), [&](std::size_t i) {
                ++tests;
                cost += kOnLabel * box.Overlaps(placed[i].Grown(kPad));
            });
            const Box cleared = box.Grown(kClear);
            points.ForEachNear(cleared, [&](std::size_t i) {
                ++tests;
                cost += kOnPoint * cleared.Contains(obstacles.points[i]);
            });
            for (const LabelObstacles::Box& h : obstacles.boxes) cost += kOnHandle * box.Overlaps(Box{h.lo, h.hi});
            lines.ForEachNear(box, [&](std::size_t i) {
                ++tests;
                cost += kOnLine * Crosses(obstacles.segments[i], box);
            });
            for (const LabelObstacles::Disc& d : obstacles.discs) cost += kOnDisc * Touches(d, box, discClear);
            tests += obstacles.boxes.size() + obstacles.discs.size();
            outlines.ForEachNear(box, [&](std::size_t i) {
                ++tests;
                cost += kOnOutline * Crosses(obstacles.outlines[outlineOf[i]], box);
            });
            if (bounded && !(area.Contains(box.lo) && area.Contains(box.hi))) cost += kOutside;
            if (label.fits && !label.fits(spot.at)) cost += kOutside;
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
        bool onAnother = false;
        placed.ForEachNear(box, [&](std::size_t i) { onAnother = onAnother || box.Overlaps(placed[i]); });
        if (onAnother || (label.fits && !label.fits(best))) {
            out.push_back({std::nan(""), std::nan("")});
            continue;
        }
        out.push_back(best);
        placed.Add(box);
    }
    if (work) work->tests += tests;
    return out;
}

}  // namespace circlelab::app
