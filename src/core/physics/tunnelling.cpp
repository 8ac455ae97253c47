#include "core/physics/tunnelling.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "core/geometry/grown_shape.h"
#include "core/geometry/rotation.h"

namespace circlelab::physics {
namespace {

struct Chord {
    double in = 0, out = 0;  ///< distances along the direction where the centre enters and leaves
};

// Where the line p + d·λ (d a unit vector, λ any real) crosses the shape grown by r: the pushed-out
// edges and the whole circles of radius r about the vertices (every point of those circles lies
// in the grown shape, and its boundary is made of them), so the smallest and largest crossing
// are the grown shape's entry and exit. A circle grows into one circle of radius R + r.
std::optional<Chord> ChordOf(const GrownShape& grown, Vec2 p, Vec2 d) {
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    const auto circle = [&](Vec2 c, double radius) {
        const Vec2 m = p - c;
        const double b = Dot(m, d), q = Dot(m, m) - radius * radius;
        const double disc = b * b - q;
        if (disc < 0) return;
        const double root = std::sqrt(disc);
        lo = std::min(lo, -b - root), hi = std::max(hi, -b + root);
    };
    for (const GrownArc& a : grown.arcs) circle(a.center, a.radius);
    for (const GrownEdge& e : grown.edges) {
        const Vec2 ab = e.b - e.a;
        const double denom = Cross(d, ab);
        if (denom == 0) continue;  // parallel: its ends are on the vertices' circles
        const Vec2 ap = e.a - p;
        const double u = Cross(ap, d) / denom;  // where along the edge
        if (u < 0 || u > 1) continue;
        const double lambda = Cross(ap, ab) / denom;
        lo = std::min(lo, lambda), hi = std::max(hi, lambda);
    }
    if (!(lo < hi)) return std::nullopt;
    return Chord{lo, hi};
}

Passage Judge(const std::optional<Chord>& chord, double speed, double frameStep, double horizon) {
    if (!chord || chord->out <= 0) return Passage::kMissed;  // the shape is behind, or not on the line
    if (chord->in <= 0) return Passage::kCaught;              // overlapping already
    if (!(speed > 0)) return Passage::kMissed;
    const double enter = chord->in / speed, leave = chord->out / speed;  // seconds
    if (enter > horizon) return Passage::kMissed;
    // The first frame after the centre enters, and whether it comes before the centre leaves.
    const double k = std::floor(enter / frameStep) + 1;
    const double frame = k * frameStep;
    const double lastFrame = std::floor(horizon / frameStep + 1e-9) * frameStep;
    return frame < leave && frame <= lastFrame + 1e-12 ? Passage::kCaught : Passage::kTunnelled;
}

double Thickness(const Shape& shape) {
    if (const auto* c = std::get_if<Circle>(&shape)) return 2 * c->radius;
    const Box* box = BoxOf(shape);
    return std::min(box->size.x, box->size.y);
}

}  // namespace

Passage PassageOf(const Circle& circle, Vec2 velocity, const Shape& shape, double frameStep, double horizon) {
    const double speed = Length(velocity);
    if (!(speed > 0)) {
        const std::optional<Chord> still = ChordOf(Grow(shape, circle.radius), circle.center, {1, 0});
        return still && still->in <= 0 && still->out > 0 ? Passage::kCaught : Passage::kMissed;
    }
    return Judge(ChordOf(Grow(shape, circle.radius), circle.center, velocity / speed), speed, frameStep, horizon);
}

double TunnellingTopSpeed(const Circle& circle, const Shape& shape, double frameStep, double currentSpeed) {
    const double span = 2 * circle.radius + Thickness(shape);
    return std::max(4 * span / frameStep, 1.25 * currentSpeed);
}

TunnellingMap ComputeTunnellingMap(const Circle& circle, const Shape& shape, double frameStep, double horizon,
                                   double topSpeed, int speeds, int directions) {
    TunnellingMap map;
    map.speeds = std::max(speeds, 1), map.directions = std::max(directions, 1);
    map.topSpeed = topSpeed, map.frameStep = frameStep, map.horizon = horizon;
    map.cells.assign(static_cast<std::size_t>(map.speeds) * map.directions, Passage::kMissed);
    const GrownShape grown = Grow(shape, circle.radius);
    for (int j = 0; j < map.directions; ++j) {
        const double angle = DegToRad(map.Direction(j));
        const std::optional<Chord> chord = ChordOf(grown, circle.center, {std::cos(angle), std::sin(angle)});
        if (j == 0) map.touching = chord && chord->in <= 0 && chord->out > 0;
        for (int i = 0; i < map.speeds; ++i)
            map.cells[static_cast<std::size_t>(i) * map.directions + j] = Judge(chord, map.Speed(i), frameStep, horizon);
    }
    return map;
}

const char* PassageName(Passage passage) {
    switch (passage) {
        case Passage::kMissed: return "missed";
        case Passage::kCaught: return "caught";
        case Passage::kTunnelled: return "tunnels";
    }
    return "missed";
}

}  // namespace circlelab::physics
