// The end of a step in the physical model: the overlaps a pile leaves (balls pressed together by
// the weight above them) pushed apart without ever pushing a ball into a shape or a tile.
#include <algorithm>
#include <cmath>

#include "core/physics/simulation.h"

namespace circlelab::physics {
namespace {

constexpr double kSkin = 0.01;        // px: as the step's contact margin (simulation.cpp)
constexpr int kSeparatePasses = 8;    // Gauss–Seidel passes over the overlapping pairs, at most
constexpr double kSettled = 1e-3;     // px: a pass that moves no ball farther ends the passes

}  // namespace

// How far ball i may move in any direction before it could touch a shape or tile: the distance
// from its rim to the nearest one within a radius (at most its radius, 0 when it touches one).
void Simulation::MeasureClearance(int i) {
    const Circle& c = scene_.bodies[i].circle;
    const double reach = std::max(c.radius, 1.0);
    const Vec2 margin{c.radius + reach, c.radius + reach};
    Candidates(c.center - margin, c.center + margin, candidates_);
    double clear = reach;
    for (const int k : candidates_) {
        const std::optional<Contact> contact = ContactWith(statics_[k], c);
        if (contact) clear = std::min(clear, contact->distance - c.radius - kSkin);
    }
    clearance_[i] = std::max(clear, 0.0);
}

// Moves ball i by `delta`, or as much of it as it can without touching a shape or tile; returns
// the distance moved along `delta`. Within the ball's clearance nothing can be in the way; beyond
// it the push slides along the walls the ball touches (their normal part is dropped, so a ball in
// the corner of the floor and a wall can still rise) and is swept as a move is (conservative
// advancement, see MoveBody): it stops at the first wall.
double Simulation::PushBody(int i, Vec2 delta) {
    const double length = Length(delta);
    if (!(length > 0)) return 0;
    if (clearance_[i] < 0) MeasureClearance(i);
    Circle& c = scene_.bodies[i].circle;
    if (length <= clearance_[i]) {
        c.center = c.center + delta;
        clearance_[i] -= length;
        return length;
    }
    const Vec2 direction = delta / length;
    const Vec2 margin{c.radius + length + 1, c.radius + length + 1};
    Candidates(c.center - margin, c.center + margin, candidates_);
    touching_.clear();
    for (const int k : candidates_)
        if (const std::optional<Contact> contact = ContactWith(statics_[k], c)) touching_.push_back(*contact);
    Vec2 slide = delta;
    for (const Contact& contact : touching_)
        if (contact.distance < c.radius + kSkin) slide = slide - contact.normal * std::min(Dot(slide, contact.normal), 0.0);
    double safe = 1;  // the fraction of the slide that can be taken
    for (const Contact& contact : touching_) {
        const double closing = -Dot(slide, contact.normal);
        if (closing <= 0) continue;
        safe = std::min(safe, std::max(0.0, (contact.distance - c.radius - kSkin * 0.5) / closing));
    }
    c.center = c.center + slide * safe;
    clearance_[i] = -1;  // measured anew from here when it is pushed again
    return std::max(Dot(slide * safe, direction), 0.0);
}

// Gauss–Seidel passes over the pairs CollideBodies found overlapping: each pair is pushed apart
// along the line of the centres, each ball by its share of the inverse masses (a fixed, held or
// sleeping ball does not move). A ball stopped by a wall (PushBody) passes what it could not take
// to its partner, so the walls hold the pile: a deep pile may press its balls together, never
// through the floor. Energy is not touched (positions only), momentum neither for free balls.
void Simulation::SeparateBodies() {
    if (overlapping_.empty()) return;
    clearance_.assign(scene_.bodies.size(), -1);
    for (int pass = 0; pass < kSeparatePasses; ++pass) {
        double moved = 0;
        for (const auto [i, j] : overlapping_) {
            const Body& a = scene_.bodies[i];
            const Body& b = scene_.bodies[j];
            const Vec2 d = a.circle.center - b.circle.center;
            const double distance = Length(d);
            const double overlap = a.circle.radius + b.circle.radius - distance;
            if (!(overlap > 0)) continue;
            const Vec2 n = distance > 0 ? d / distance : Vec2{0, -1};  // one on the other: lift A
            const double wa = Moves(i) ? 1 / a.mass : 0, wb = Moves(j) ? 1 / b.mass : 0;
            if (wa + wb == 0) continue;
            double left = overlap;
            if (wa > 0) left -= PushBody(i, n * (overlap * wa / (wa + wb)));
            if (wb > 0) left -= PushBody(j, n * -left);
            if (wa > 0 && left > kSettled) left -= PushBody(i, n * left);
            moved = std::max(moved, overlap - std::max(left, 0.0));
        }
        if (moved < kSettled) break;
    }
}

}  // namespace circlelab::physics
