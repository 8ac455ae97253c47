// Godfrey's tutorial model's step: every ball moved through the step by time of impact, each
// contact answered as he published it (response.h).
#include <algorithm>
#include <cmath>

#include "core/collide/contact.h"
#include "core/physics/circle_impact.h"
#include "core/physics/simulation.h"

namespace circlelab::physics {
namespace {

constexpr double kSkin = 0.01;       // px: contacts are handled within this gap (as simulation.cpp)
constexpr double kRestMargin = 0.5;  // px: the swept boxes' margin

}  // namespace

// The broad phase of the ball–ball sweep: each body's box over the whole step (its circle grown by
// the distance its speed covers in a step, in every direction, so a bounce within the step stays
// inside it); two bodies whose boxes overlap make a pair (BodyGrid: linear in the bodies, sorted
// by (a, b), so the step is the same on every run).
void Simulation::FindSweptPairs() {
    const int n = static_cast<int>(scene_.bodies.size());
    boxes_.resize(n);
    for (int i = 0; i < n; ++i) {
        const Body& b = scene_.bodies[i];
        const double reach = b.circle.radius + (Moves(i) ? Length(b.velocity) * dt_ : 0.0) + kRestMargin;
        boxes_[i] = {b.circle.center - Vec2{reach, reach}, b.circle.center + Vec2{reach, reach}};
    }
    bodyGrid_.Pairs(boxes_, near_);
    pairs_.clear();
    for (const BoxPair& p : near_) {
        if (!Moves(p.a) && !Moves(p.b)) continue;
        pairs_.push_back({p.a, p.b, 0, -1});
    }
    // Each body's pairs, by counting.
    pairStart_.assign(n + 1, 0);
    for (const SweptPair& p : pairs_) {
        ++pairStart_[p.a + 1];
        ++pairStart_[p.b + 1];
    }
    for (int i = 0; i < n; ++i) pairStart_[i + 1] += pairStart_[i];
    pairsOf_.assign(pairStart_[n], 0);
    fill_.assign(pairStart_.begin(), pairStart_.end() - 1);
    for (int k = 0; k < static_cast<int>(pairs_.size()); ++k) {
        pairsOf_[fill_[pairs_[k].a]++] = k;
        pairsOf_[fill_[pairs_[k].b]++] = k;
    }
}

// The time of impact of one pair from where both bodies are now (each at its own time in the step,
// carried forward in a straight line to the later of the two), queued if it falls within the step.
// Pairs that already overlap are left to the end of the step (CollideBodies).
void Simulation::PushImpact(int k) {
    SweptPair& p = pairs_[k];
    ++p.stamp;
    const Body& a = scene_.bodies[p.a];
    const Body& b = scene_.bodies[p.b];
    const Vec2 va = Moves(p.a) ? a.velocity : Vec2{};
    const Vec2 vb = Moves(p.b) ? b.velocity : Vec2{};
    const double from = std::max(clock_[p.a], clock_[p.b]);
    const Vec2 d = (b.circle.center + vb * (from - clock_[p.b])) - (a.circle.center + va * (from - clock_[p.a]));
    const double touch = a.circle.radius + b.circle.radius;
    if (LengthSquared(d) <= touch * touch) return;
    // Aim half the contact margin short of touching, as the sweep against shapes does.
    const std::optional<double> t = CircleTimeOfImpact(d, vb - va, touch + kSkin * 0.5, dt_ - from);
    if (!t) return;
    const double when = from + *t;
    if (when == p.resolvedAt) return;  // met at this very moment and still closing: the response had its say
    impacts_.push_back({when, k, p.stamp});
    std::push_heap(impacts_.begin(), impacts_.end(), std::greater<>{});
}

// Swept ball–ball contact. Every pair that closes in on each other during the step meets at its
// time of impact (CircleTimeOfImpact), taken in the order of time as in an event-driven
// simulation (Mirtich, "Timewarp Rigid Body Simulation"; Box2D's time-of-impact sub-steps, Catto,
// "Continuous Collision", GDC 2013): the two bodies move, against the static world, up to that
// moment, respond to each other, and their later impacts are found again from there. So no ball
// passes through another at any speed. The rest of each body's step is then swept against the
// shapes alone, and overlaps left over are resolved at the end of the step by CollideBodies.
void Simulation::SweepBodies() {
    const int n = static_cast<int>(scene_.bodies.size());
    clock_.assign(n, 0.0);
    impacts_.clear();
    if (n >= 2) {
        FindSweptPairs();
        for (int k = 0; k < static_cast<int>(pairs_.size()); ++k) PushImpact(k);
        // Bounded work: past the budget, a ball with an impact still to come stops where that
        // impact would be (StopAtPendingImpacts); the overlaps left are resolved at the end.
        for (int budget = 8 * n + 64; !impacts_.empty() && budget > 0; --budget) {
            std::pop_heap(impacts_.begin(), impacts_.end(), std::greater<>{});
            const Impact impact = impacts_.back();
            impacts_.pop_back();
            SweptPair& p = pairs_[impact.pair];
            if (impact.stamp != p.stamp) continue;  // one of the two changed course since
            for (const int body : {p.a, p.b}) {
                if (Moves(body) && clock_[body] < impact.time) MoveBody(body, impact.time - clock_[body]);
                clock_[body] = std::max(clock_[body], impact.time);
            }
            p.resolvedAt = impact.time;
            const Circle& ca = scene_.bodies[p.a].circle;
            const Circle& cb = scene_.bodies[p.b].circle;
            const Contact c = Collide(ca, Shape{cb});
            // A wall met on the way may have turned one of them aside: then they do not touch yet.
            if (c.distance < ca.radius + cb.radius + kSkin) {
                // The side that moves is A; a still partner has infinite mass.
                if (scene_.bodies[p.a].fixed || p.a == held) Respond(p.b, p.a, -1, Collide(cb, Shape{ca}));
                else Respond(p.a, p.b, -1, c);
            }
            for (const int body : {p.a, p.b})
                for (int x = pairStart_[body]; x < pairStart_[body + 1]; ++x) PushImpact(pairsOf_[x]);
        }
    }
    StopAtPendingImpacts();
    for (int i = 0; i < n; ++i)
        if (Moves(i) && clock_[i] < until_[i]) MoveBody(i, until_[i] - clock_[i]);
}

// When the impacts of a step outnumber its budget (a pile whose balls press into each other),
// moving the balls on to the end of the step would carry them through each other. Instead each
// ball with an impact still pending moves no farther than the earliest of them, so no ball passes
// through another; it keeps its velocity for the next step.
void Simulation::StopAtPendingImpacts() {
    until_.assign(scene_.bodies.size(), dt_);
    for (const Impact& impact : impacts_) {
        const SweptPair& p = pairs_[impact.pair];
        if (impact.stamp != p.stamp) continue;
        until_[p.a] = std::min(until_[p.a], std::max(impact.time, clock_[p.a]));
        until_[p.b] = std::min(until_[p.b], std::max(impact.time, clock_[p.b]));
    }
}

// The overlaps left at the end of the step, each answered as Godfrey's adjustment does.
void Simulation::CollideBodies() {
    const int n = static_cast<int>(scene_.bodies.size());
    if (n < 2) return;
    // Only bodies whose boxes overlap can touch (BodyGrid), taken in the order (a, b).
    boxes_.resize(n);
    for (int i = 0; i < n; ++i) {
        const Circle& c = scene_.bodies[i].circle;
        boxes_[i] = {c.center - Vec2{c.radius, c.radius}, c.center + Vec2{c.radius, c.radius}};
    }
    bodyGrid_.Pairs(boxes_, near_);
    for (const auto [i, j] : near_) {
        const Body& a = scene_.bodies[i];
        const Body& b = scene_.bodies[j];
        const bool aStill = a.fixed || i == held, bStill = b.fixed || j == held;
        if (aStill && bStill) continue;
        const Contact c = Collide(a.circle, Shape{b.circle});
        if (!c.hit) continue;
        // The side that moves is A; a still partner has infinite mass.
        if (!aStill) Respond(i, j, -1, c);
        else Respond(j, i, -1, Collide(b.circle, Shape{a.circle}));
    }
}

}  // namespace circlelab::physics
