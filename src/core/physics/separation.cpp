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
constexpr int kPairRounds = 32;        // times the pairs may be found again within one separation

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

// Whether a ball moved so far since the pairs were found (by more than half its share of the reach
// between two balls) that it may overlap a ball of no pair; if so, where each ball is now is kept.
bool Simulation::MovedPastTheReach() {
    bool far = false;
    for (std::size_t i = 0; i < scene_.bodies.size() && !far; ++i) {
        const Circle& c = scene_.bodies[i].circle;
        const double limit = 0.5 * kSeparationReach * c.radius;
        far = LengthSquared(c.center - pairedAt_[i]) > limit * limit;
    }
    if (far)
        for (std::size_t i = 0; i < scene_.bodies.size(); ++i) pairedAt_[i] = scene_.bodies[i].circle.center;
    return far;
}

// The pairs of balls that overlap or nearly do (within kSeparationReach of their radii), as
// CollideBodies finds them, from where the balls are now.
void Simulation::FindOverlappingPairs() {
    const int n = static_cast<int>(scene_.bodies.size());
    boxes_.resize(n);
    for (int i = 0; i < n; ++i) {
        const Circle& c = scene_.bodies[i].circle;
        const double reach = c.radius * (1 + kSeparationReach);
        boxes_[i] = {c.center - Vec2{reach, reach}, c.center + Vec2{reach, reach}};
    }
    bodyGrid_.Pairs(boxes_, near_);
    overlapping_.clear();
    for (const auto [i, j] : near_) {
        const Body& a = scene_.bodies[i];
        const Body& b = scene_.bodies[j];
        if ((a.fixed || i == held) && (b.fixed || j == held)) continue;
        const double reach = (a.circle.radius + b.circle.radius) * (1 + kSeparationReach);
        if (LengthSquared(a.circle.center - b.circle.center) < reach * reach) overlapping_.push_back({i, j});
    }
}

// Under gravity the pairs are taken from the bottom of a pile up, so a pass lifts each ball off
// what this pass has just put right below it (Guendelman, Bridson and Fedkiw, "Nonconvex Rigid
// Bodies with Stacking", SIGGRAPH 2003, order their contacts by height). Without gravity the pairs
// keep their order.
void Simulation::OrderPilePairs() {
    const Vec2 g = scene_.settings.gravity;
    if (g == Vec2{}) return;
    const auto depth = [&](BoxPair p) {
        return std::max(Dot(scene_.bodies[p.a].circle.center, g), Dot(scene_.bodies[p.b].circle.center, g));
    };
    std::sort(overlapping_.begin(), overlapping_.end(), [&](BoxPair x, BoxPair y) {
        const double dx = depth(x), dy = depth(y);
        return dx != dy ? dx > dy : x.a != y.a ? x.a < y.a : x.b < y.b;
    });
}

// Gauss–Seidel passes over the pairs CollideBodies found overlapping: each pair is pushed apart
// along the line of the centres, each ball by its share of the inverse masses, from the bottom of
// a pile up (OrderPilePairs); a fixed, held or sleeping ball does not move.
// A ball stopped by a wall (PushBody) passes what it could not take to its partner, so the walls
// hold the pile: a deep pile may press its balls together, never through the floor. Energy is not
// touched (positions only), momentum neither for free balls.
// The pairs were found near enough to meet (CollideBodies, FindOverlappingPairs); a ball pushed
// farther than half that reach may now press on a ball that was not among them, so the pairs are
// then found again from where the balls are (a deep pile's landing pushes balls by several px).
void Simulation::SeparateBodies() {
    if (overlapping_.empty()) return;
    clearance_.assign(scene_.bodies.size(), -1);
    pairedAt_.resize(scene_.bodies.size());
    for (std::size_t i = 0; i < scene_.bodies.size(); ++i) pairedAt_[i] = scene_.bodies[i].circle.center;
    OrderPilePairs();
    const Vec2 g = scene_.settings.gravity;
    const double weight = Length(g);
    for (int pass = 0, round = 1; pass < kSeparatePasses; ++pass) {
        if (pass > 0 && round < kPairRounds && MovedPastTheReach()) {
            ++round;
            pass = 0;
            FindOverlappingPairs();
            OrderPilePairs();
        }
        double moved = 0;
        for (const auto [i, j] : overlapping_) {
            const Body& a = scene_.bodies[i];
            const Body& b = scene_.bodies[j];
            const Vec2 d = a.circle.center - b.circle.center;
            const double distance = Length(d);
            const double overlap = a.circle.radius + b.circle.radius - distance;
            if (!(overlap > 0)) continue;
            // n points from B to A; on one another (d = 0) A goes against gravity, or up the page.
            const Vec2 n = distance > 0 ? d / distance : weight > 0 ? g / -weight : Vec2{0, -1};
            const double wa = Moves(i) ? 1 / a.mass : 0, wb = Moves(j) ? 1 / b.mass : 0;
            if (wa + wb == 0) continue;
            // First the ball with a share moves, then its partner takes what it could not, then
            // the first again what its partner could not.
            const bool aFirst = wa > 0;
            const int first = aFirst ? i : j, second = aFirst ? j : i;
            const Vec2 away = aFirst ? n : n * -1.0;  // the first ball's way out
            const double share = aFirst ? wa / (wa + wb) : wb / (wa + wb);
            double left = overlap;
            left -= PushBody(first, away * (overlap * share));
            if (Moves(second)) left -= PushBody(second, away * -left);
            if (left > kSettled) left -= PushBody(first, away * left);
            moved = std::max(moved, overlap - std::max(left, 0.0));
        }
        if (moved < kSettled) break;
    }
}

}  // namespace circlelab::physics
