// Where the scene's labels go on screen: each at the first of a few candidate spots around its
// anchor that overlaps no label placed before it, no arrow or closest-point line, not the
// circle's centre nor the circle itself, and stays inside the scene's viewport (DESIGN.md,
// "Readable pictures"). Greedy, in the order given, so the labels that matter most go first. Pure
// geometry in window pixels, tested without a window.
#pragma once

#include <span>
#include <vector>

#include "core/geometry/vec2.h"

namespace circlelab::app {

struct LabelBox {
    Vec2 centre;  ///< where the label would like to be
    Vec2 size;    ///< its width and height
};

struct Segment {
    Vec2 a, b;
};

/// What labels keep off besides each other: points (the circle's centre), segments (arrows and
/// closest-point lines), discs (the dragged circle: a label on it is unreadable), and the area they
/// must stay inside (the viewport; none when its size is zero).
struct LabelObstacles {
    std::span<const Vec2> points;
    std::span<const Segment> segments;
    struct Disc {
        Vec2 centre;
        double radius;
    };
    std::span<const Disc> discs;
    Vec2 areaLo, areaHi;
};

/// The centre each label is drawn at, in the order given.
std::vector<Vec2> PlaceLabels(std::span<const LabelBox> labels, const LabelObstacles& obstacles);
inline std::vector<Vec2> PlaceLabels(std::span<const LabelBox> labels, std::span<const Vec2> points,
                                     std::span<const Segment> segments) {
    return PlaceLabels(labels, LabelObstacles{points, segments, {}, {}, {}});
}

}  // namespace circlelab::app
