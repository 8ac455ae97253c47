// Where a test at separate frames misses what a swept test catches ("tunnelling"): for a circle
// about to move in a straight line at any speed and direction, whether it meets a shape within a
// time horizon, and whether any of the frames a discrete per-frame test looks at finds it
// overlapping. The discrete test sees the circle only at t = h, 2h, 3h, ...; when the circle's
// whole passage through the shape falls between two of them, it jumps through (Ericson,
// "Real-Time Collision Detection", 5.5 "Testing moving objects"; Erin Catto, "Continuous
// Collision", GDC 2013).
//
// The centre's line meets the shape grown by the radius (core/geometry/grown_shape.h) in one
// interval of distances [in, out]: the grown shape is convex. Moving at speed s, the centre is
// inside from in/s to out/s seconds; the swept test catches it when in/s comes within the horizon,
// a frame k·h catches it when it falls strictly inside. So each direction costs one line–shape
// crossing and each speed only arithmetic: a whole map takes microseconds.
#pragma once

#include <vector>

#include "core/geometry/shapes.h"

namespace circlelab::physics {

/// What the two tests say about one speed and direction.
enum class Passage : unsigned char {
    kMissed,     ///< the circle does not meet the shape within the horizon: both say no hit
    kCaught,     ///< it meets the shape and a frame sees it overlap (or it overlaps already)
    kTunnelled,  ///< it meets the shape, and every frame has it on one side or the other
};

struct TunnellingMap {
    int speeds = 0, directions = 0;
    double topSpeed = 0;            ///< px/s: ring i covers speeds [i, i+1]·topSpeed/speeds
    double frameStep = 0;           ///< h, seconds between the discrete test's frames
    double horizon = 0;             ///< seconds ahead both tests look
    bool touching = false;          ///< the circle overlaps the shape already: every cell is caught
    std::vector<Passage> cells;     ///< speeds × directions, cell (i, j) at [i * directions + j]

    /// The speed a ring's cell stands for (its middle), px/s.
    double Speed(int i) const { return topSpeed * (i + 0.5) / speeds; }
    /// The direction a sector's cell stands for (its middle), degrees from +x, clockwise on screen (y down).
    double Direction(int j) const { return 360.0 * (j + 0.5) / directions; }
    Passage At(int i, int j) const { return cells[static_cast<std::size_t>(i) * directions + j]; }
};

/// How a chart's key names a verdict: "missed", "caught", "tunnels".
const char* PassageName(Passage passage);

/// The verdicts of the swept and the per-frame test for `circle` moving at `velocity` for
/// `horizon` seconds against `shape`, frames `frameStep` seconds apart (the first at frameStep).
Passage PassageOf(const Circle& circle, Vec2 velocity, const Shape& shape, double frameStep, double horizon);

/// The speed range a map shows: four times the speed at which a move per frame first spans the
/// circle and the shape's thinnest side (below it no frame can skip the shape crossed square
/// on), and at least 1.25 × `currentSpeed`, so the circle's own velocity is on the map.
double TunnellingTopSpeed(const Circle& circle, const Shape& shape, double frameStep, double currentSpeed);

/// The map over `speeds` × `directions` cells up to `topSpeed`.
TunnellingMap ComputeTunnellingMap(const Circle& circle, const Shape& shape, double frameStep, double horizon,
                                   double topSpeed, int speeds, int directions);

}  // namespace circlelab::physics
