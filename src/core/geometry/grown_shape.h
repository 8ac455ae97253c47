// The configuration space of a circle against a shape: the set of centres where a circle of
// radius r touches the shape is the shape grown by r (the Minkowski sum of the shape and a disc;
// Ericson, "Real-Time Collision Detection", 2.2 and 5.5; Lozano-Pérez, "Spatial Planning: A
// Configuration Space Approach"). For a convex polygon its outline is every edge pushed out by r
// along its outward normal, joined at every vertex by an arc of radius r about that vertex: the
// edges' pieces face the edge (face) regions, the arcs the vertex (corner) regions. The centre is
// inside the grown shape exactly when the circle hits, and its distance to the outline is
// (distance to the shape) − r.
#pragma once

#include <optional>
#include <vector>

#include "core/geometry/shapes.h"

namespace circlelab {

struct GrownEdge {
    Vec2 a, b;  ///< the shape's edge pushed out by r, in the outline's order
};

struct GrownArc {
    Vec2 center;  ///< the shape's vertex
    double radius = 0;
    double from = 0, sweep = 0;  ///< start angle and signed sweep, radians (atan2 of y, x: y down)
};

struct GrownShape {
    std::vector<GrownEdge> edges;
    std::vector<GrownArc> arcs;  ///< for a circle: one whole turn of radius R + r
};

/// The shape grown by `r` ≥ 0.
GrownShape Grow(const Shape& shape, double r);

/// The outline as one closed polyline, every arc cut into pieces of at most `maxAngle` radians.
std::vector<Vec2> GrownOutline(const GrownShape& grown, double maxAngle);

}  // namespace circlelab

namespace circlelab {

/// Where a circle moving in a straight line first touches a shape: the ray of its centre against
/// the shape grown by its radius (Ericson, "Real-Time Collision Detection", 5.5.7, and the
/// capsule it sweeps, 5.5.6).
struct Impact {
    double t = 0;  ///< the fraction of the move done at first touch (0: it touches already)
    Vec2 centre;   ///< the circle's centre then
    Vec2 normal;   ///< out of the shape, at the point touched
    Vec2 point;    ///< the point of the shape it touches
};

/// The first touch of `circle` moved by `move` against `shape`, if it comes within the move.
std::optional<Impact> Sweep(const Circle& circle, Vec2 move, const Shape& shape);

}  // namespace circlelab
