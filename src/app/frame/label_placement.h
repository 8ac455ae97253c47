// Where the scene's labels go on screen: each at the nearest spot around what it names that
// overlaps no label placed before it, no arrow or line, not the circle's centre, the circle
// itself nor an editing handle, and stays inside the scene's viewport (docs/architecture.md, "Readable
// pictures"). Greedy, in the order given, so the labels that matter most go first: every spot
// has a cost (what it covers, weighted by how badly that reads, plus how far it strays) and the
// cheapest wins. Pure geometry in window pixels, tested without a window.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "app/base/box_grid.h"
#include "core/geometry/vec2.h"

namespace circlelab::app {

struct LabelBox {
    Vec2 centre;  ///< where the label would like to be
    Vec2 size;    ///< its width and height
    /// The arrow it names, when it names one: the label may move along it and stays near it, not
    /// only near `centre` (the "n" of an arrow ending inside the circle sits beside the arrow).
    std::optional<Segment> names;
    /// What its centre must satisfy to say what it means (a region's number in its region, a
    /// distance beside its own line); empty: anywhere.
    std::function<bool(Vec2)> fits = {};
};

/// What labels keep off besides each other: points (the circle's centre), segments (arrows and
/// closest-point lines), discs (the dragged circle: a label on it reads
/// badly), boxes (the editing handles, which a label would hide from the mouse),
/// the area they must stay inside (the viewport; none when its size is zero), and the shapes'
/// outlines.
struct LabelObstacles {
    std::span<const Vec2> points;
    std::span<const Segment> segments;
    struct Disc {
        Vec2 centre;
        double radius;
    };
    std::span<const Disc> discs;
    Vec2 areaLo, areaHi;
    struct Box {
        Vec2 lo, hi;
    };
    std::span<const Box> boxes;
    /// The shapes' drawn outlines: a label across a box's edge hides where the edge runs.
    std::span<const Segment> outlines = {};
};

/// The centre each label is drawn at, in the order given; NaN for a label left out because
/// wherever it could go it would lie on a label placed before it, or where it fails its `fits`
/// (a picture that cannot say a thing truly does not say it).
///
/// Each spot tried is tested only against what lies near it (a grid over the picture indexes the
/// labels placed, the lines and the points), so placing n labels costs about n, not n²: a scene of
/// a thousand shapes with their closest-point lines places its labels in a frame. `work`, when
/// given, counts the box tests made, which tests and benchmarks read instead of a clock.
struct PlacementWork {
    std::size_t tests = 0;  ///< a spot's box tested against one label, line, point, disc, handle or outline
};
std::vector<Vec2> PlaceLabels(std::span<const LabelBox> labels, const LabelObstacles& obstacles, PlacementWork* work = nullptr);
inline std::vector<Vec2> PlaceLabels(std::span<const LabelBox> labels, std::span<const Vec2> points,
                                     std::span<const Segment> segments) {
    return PlaceLabels(labels, LabelObstacles{points, segments, {}, {}, {}, {}});
}

}  // namespace circlelab::app
