#include "core/physics/simulation.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "core/collide/contact.h"
#include "core/physics/contact_solver.h"
#include "core/physics/response.h"
#include "core/physics/rolling.h"
#include "core/physics/sleep.h"
#include "core/scene/minigolf.h"

namespace circlelab::physics {
namespace {

constexpr double kSkin = 0.01;       // px: contacts are handled within this gap
constexpr int kMaxSweeps = 24;       // sub-steps of one body in one step, for a slow body
constexpr int kMostSweeps = 1 << 16;  // and at most this many more for a fast one

std::uint64_t Bits(double v) {
    std::uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    return bits;
}

}  // namespace

Simulation::Simulation(Scene& scene, double rate) : scene_(scene), dt_(1.0 / rate) { RebuildStatic(); }

bool Simulation::SyncStatic() {
    if (scene_.shapes == builtShapes_ && scene_.tiles == builtTiles_) return false;
    RebuildStatic();
    return true;
}

void Simulation::RebuildStatic() {
    for (Body& b : scene_.bodies) Wake(b);  // what a ball rested on may be gone
    carried_.clear();                        // and the shapes' indices may name others
    ++staticBuilds_;
    builtShapes_ = scene_.shapes;
    builtTiles_ = scene_.tiles;
    statics_.clear();
    const std::vector<Shape> shapes = AllShapes(scene_);
    const std::vector<TileCell> cells = scene_.tiles ? TileCells(*scene_.tiles) : std::vector<TileCell>{};
    const std::size_t listed = scene_.shapes.size();
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        Static s{shapes[i], Prepare(shapes[i]), static_cast<int>(i), std::nullopt};
        if (i >= listed) s.tile = cells[i - listed];
        statics_.push_back(std::move(s));
    }
    // The grid's finest cell is the tile size, or 64 px.
    std::vector<Aabb> boxes(statics_.size());
    for (std::size_t i = 0; i < statics_.size(); ++i) boxes[i] = Bounds(statics_[i].shape);
    staticGrid_.Build(boxes, scene_.tiles ? std::max(scene_.tiles->size, 8.0) : 64.0);
}

void Simulation::Candidates(Vec2 lo, Vec2 hi, std::vector<int>& out) { staticGrid_.Query(lo, hi, out); }

std::optional<Contact> Simulation::ContactWith(const Static& s, const Circle& c, double surfaceWithin) const {
    const Contact contact = Collide(c, s.prepared);
    // The tile map's surface rules matter only near contact; farther away the tile's own contact
    // is a safe (conservative) bound for the sweep.
    if (!s.tile || contact.distance > c.radius + surfaceWithin) return contact;
    return SurfaceContact(*scene_.tiles, *s.tile, c, contact);
}

void Simulation::Respond(int body, int otherBody, int shape, const Contact& c) {
    Body& a = scene_.bodies[body];
    const bool physical = scene_.settings.response == ResponseModel::kPhysical;
    if (physical) {
        // Sleeping balls: one that a moving ball (or the held one) touches wakes; a sleeper against
        // a shape, a fixed ball or another sleeper stays as it is.
        const bool partnerMoves = otherBody >= 0 && !scene_.bodies[otherBody].fixed && !scene_.bodies[otherBody].asleep;
        if (a.asleep) {
            if (!partnerMoves) return;
            Wake(a);
        }
        if (otherBody >= 0 && scene_.bodies[otherBody].asleep) Wake(scene_.bodies[otherBody]);
    }
    Side sa{&a.circle.center, &a.velocity, a.mass, a.elasticity, false, &a.spin, a.circle.radius, a.friction};
    Side sb;  // a static shape
    if (otherBody >= 0) {
        Body& b = scene_.bodies[otherBody];
        const bool still = b.fixed || otherBody == held;
        sb = {&b.circle.center, &b.velocity, b.mass, b.elasticity, still, still ? nullptr : &b.spin, b.circle.radius, b.friction};
    }
    ContactEvent event{body, {}, {}};
    const Vec2 before = a.circle.center;
    if (scene_.settings.response == ResponseModel::kTutorial) {
        // Godfrey, "Circle Collisions": resolution = normal × depth (his vector for a circle outside a
        // rectangle or another circle), then his impulse and velocity update.
        const Vec2 resolution = c.normal * c.depth;
        const bool faceOfBox = shape >= 0 && c.feature == Feature::kEdge && (c.normal.x == 0 || c.normal.y == 0) &&
                               !std::holds_alternative<Circle>(statics_[shape].shape);
        const Vec2 vb = sb.velocity ? *sb.velocity : Vec2{};
        if (Dot(a.velocity - vb, c.normal) >= 0 && c.depth <= kSkin) return;  // touching, separating
        // Godfrey's impulse takes its direction from the resolution vector. A ball approaching
        // within the contact margin but not yet overlapping has a zero resolution, which would
        // give a zero impulse and leave the ball pressing on the wall for ever: its direction is
        // then the contact normal, the direction the resolution would have.
        const Vec2 direction = c.depth > 0 ? resolution : c.normal;
        // A ball resting under gravity meets its support at the speed one step of gravity gives
        // it; bouncing that back would keep a speed on a ball that does not move. Below that
        // (and the resting speed) the contact does not bounce.
        const double resting = kRestingSpeed + Length(scene_.settings.gravity) * dt_;
        if (Dot(a.velocity - vb, c.normal) > -resting) sa.elasticity = sb.elasticity = 0;
        event.impulse = TutorialImpulse(sa, sb, direction, faceOfBox);
        ApplyTutorial(sa, sb, resolution, event.impulse);
    } else {
        // No bounce for slow approaches, so a ball comes to rest instead of trembling: below the
        // resting speed and the speed one step of gravity gives (a ball in a pile meets the ball
        // under it at that speed every step; bouncing it back would keep the pile boiling).
        const Vec2 vb = sb.velocity ? *sb.velocity : Vec2{};
        const double approach = Dot(a.velocity - vb, c.normal);
        if (approach > -(kRestingSpeed + Length(scene_.settings.gravity) * dt_)) sa.elasticity = sb.elasticity = 0;
        event.impulse = ApplyPhysical(sa, sb, c.normal, c.depth);
    }
    event.resolution = a.circle.center - before;
    contacts_.push_back(event);
}

// Conservative advancement against the static shapes. The distance from a point moving at a
// constant velocity to a convex shape is a convex function of time, so it stays above its tangent
// d(t) >= d0 + (v·n) t. A shape the centre moves away from (v·n >= 0) cannot be reached during
// the step; any other cannot be reached before t = (d0 − r)/(−v·n). Moving by the smallest such
// time is safe at any speed, exact for head-on motion, and does not stall a ball sliding along
// a wall (its v·n is 0).
void Simulation::MoveBody(int index, double duration) {
    Body& b = scene_.bodies[index];
    double remaining = duration;
    std::vector<int>& candidates = candidates_;
    // A sweep ends at a wall or at the end of the step, so a fast ball needs a sweep for every wall
    // it meets: the budget grows with the distance it covers in radii (a ball at 1e7 px/s bounces
    // hundreds of times a step between walls a few tiles apart). Responding to a contact moves
    // nothing and is not a sweep: it has a budget of its own, against a ball wedged for ever.
    const double radii = Length(b.velocity) * duration / std::max(b.circle.radius, 1.0);
    const int budget = kMaxSweeps + static_cast<int>(std::min(4.0 * radii, double{kMostSweeps}));
    int touches = 0;
    for (int sweep = 0; sweep < budget && remaining > 0;) {
        const Vec2 travel = b.velocity * remaining;
        const double r = b.circle.radius;
        const Vec2 lo = Vec2{std::min(0.0, travel.x), std::min(0.0, travel.y)} + b.circle.center - Vec2{r + 1, r + 1};
        const Vec2 hi = Vec2{std::max(0.0, travel.x), std::max(0.0, travel.y)} + b.circle.center + Vec2{r + 1, r + 1};
        Candidates(lo, hi, candidates);
        double safe = remaining;
        bool touched = false;
        for (int i : candidates) {
            const std::optional<Contact> c = ContactWith(statics_[i], b.circle);
            if (!c) continue;
            if (c->distance < r + kSkin) {
                // In contact: respond now (separating contacts are left alone).
                if (Dot(b.velocity, c->normal) < 0 || c->distance < r - kSkin) {
                    Respond(index, -1, statics_[i].index, *c);
                    touched = true;
                }
                continue;
            }
            const double closing = -Dot(b.velocity, c->normal);
            if (closing <= 0) continue;
            safe = std::min(safe, (c->distance - r - kSkin * 0.5) / closing);
        }
        if (touched) {
            if (++touches > budget) break;
            continue;  // the velocity changed: look again from here
        }
        b.circle.center = b.circle.center + b.velocity * safe;
        remaining -= safe;
        ++sweep;
    }
}

void Simulation::Step() {
    contacts_.clear();
    reportsPending_ = false;
    const Settings& s = scene_.settings;
    const bool stirs = WakeWhereDisturbed();
    // A holed ball that is held, or struck (a putt, a hit), leaves the cup.
    if (holed_ && !scene_.bodies.empty() && (held == 0 || !(scene_.bodies.front().velocity == Vec2{}))) holed_ = false;
    const double keep = std::max(0.0, 1.0 - s.damping * dt_);
    // Rolling resistance: seen from above (no gravity, a mini-golf green) every ball rolls on the
    // ground; under gravity in the physical model only a ball touching something, after the
    // contacts of the step are solved.
    const double roll = s.rolling * dt_;  // speed rolling resistance takes in a step
    const bool physical = s.response == ResponseModel::kPhysical;
    const bool rollsEverywhere = !physical || s.gravity == Vec2{};
    if (physical) {
        // Every ball asleep and none held: the step would move nothing and leave every ball asleep.
        if (stirs) StepPhysical(keep, roll, rollsEverywhere);
    } else {
        carried_.clear();
        for (int i = 0; i < static_cast<int>(scene_.bodies.size()); ++i) {
            Body& b = scene_.bodies[i];
            if (!Moves(i)) continue;
            b.velocity = (b.velocity + s.gravity * dt_) * keep;
            b.spin *= keep;
            if (rollsEverywhere) SlowByRolling(b, roll);
        }
        SweepBodies();  // moves every body through the step
        CollideBodies();
    }
    // Mini-golf: a ball slow enough over the cup drops in and stays there.
    if (s.cup && !scene_.bodies.empty() && held != 0 && !holed_ && Captures(*s.cup, scene_.bodies.front())) {
        Body& ball = scene_.bodies.front();
        ball.circle.center = s.cup->center;
        ball.velocity = {};
        ball.spin = 0;
        holed_ = true;
    }
    if (physical && stirs) UpdateSleep(scene_.bodies, sleepPairs_, held, dt_, sleepScratch_);
    ++steps_;
}

// A sleeping ball wakes when the user gives it a velocity (a putt, a throw) or holds it, when the
// gravity or the static world changes under it, and under the tutorial model, which has no sleep.
// Returns whether anything may move in the step: a ball awake, or one held. When nothing may, the
// soft step would change nothing but a sleeper's velocity of −0 to 0 (UpdateSleep's), done here.
bool Simulation::WakeWhereDisturbed() {
    const bool all = scene_.settings.response != ResponseModel::kPhysical || !(scene_.settings.gravity == sleptUnder_);
    sleptUnder_ = scene_.settings.gravity;
    // The whole of a step while every ball sleeps: a look at each ball, which writes nothing when
    // nothing is to wake (UpdateSleep left every sleeper's velocity and spin +0).
    if (!all && held < 0 && !Stirs()) return false;
    bool stirs = held >= 0;
    for (int i = 0; i < static_cast<int>(scene_.bodies.size()); ++i) {
        Body& b = scene_.bodies[i];
        if (b.asleep && (all || i == held || !(b.velocity == Vec2{}) || b.spin != 0)) Wake(b);
        stirs = stirs || !(b.asleep || b.fixed);
    }
    if (!stirs)
        for (Body& b : scene_.bodies)
            if (!b.fixed) b.velocity = {}, b.spin = 0;
    return stirs;
}

// Whether a ball is awake and moves, or a sleeper would wake for its velocity or spin (a number
// but zero: the user threw it). When none is, and a sleeper's velocity or spin is −0, it is made
// +0, as a step that moves nothing leaves it. The bits of the three numbers are read together:
// without their signs they are 0 exactly when each number is ±0.
bool Simulation::Stirs() {
    std::uint64_t signs = 0;
    for (const Body& b : scene_.bodies) {
        const std::uint64_t bits = Bits(b.velocity.x) | Bits(b.velocity.y) | Bits(b.spin);
        if (b.asleep ? (bits << 1) != 0 : !b.fixed) return true;  // an awake pile stops at its first ball
        signs = signs | bits;
    }
    if (signs != 0)
        for (Body& b : scene_.bodies)
            if (!b.fixed) b.velocity = {}, b.spin = 0;
    return false;
}

int Simulation::Advance(double seconds, int maxSteps, const std::function<void()>& afterStep) {
    accumulator_ += seconds;
    int taken = 0;
    while (accumulator_ >= dt_ && taken < maxSteps) {
        Step();
        accumulator_ -= dt_;
        ++taken;
        if (afterStep) afterStep();
    }
    if (taken == maxSteps) accumulator_ = std::min(accumulator_, dt_);  // never spiral behind
    return taken;
}

SimulationState Simulation::Save() const {
    return {steps_, accumulator_, holed_, scene_.bodies, carried_, restingBodies_, staticBuilds_};
}

void Simulation::Restore(const SimulationState& state) {
    steps_ = state.steps;
    accumulator_ = state.accumulator;
    holed_ = state.holed;
    scene_.bodies = state.bodies;
    // Contacts kept before the shapes or tiles changed name shapes by their old indices: dropped.
    if (state.staticBuild == staticBuilds_) carried_ = state.contacts;
    else carried_.clear();
    restingBodies_ = state.contactBodies;
    sleptUnder_ = scene_.settings.gravity;
    contacts_.clear();
    reportsPending_ = false;
}

double Simulation::KineticEnergy() const {
    double e = 0;
    for (int i = 0; i < static_cast<int>(scene_.bodies.size()); ++i) {
        const Body& b = scene_.bodies[i];
        // Translation and rotation: a solid disc's ½ I ω² with I = ½ m r².
        if (!b.fixed) e += 0.5 * b.mass * LengthSquared(b.velocity) + 0.25 * b.mass * b.circle.radius * b.circle.radius * b.spin * b.spin;
    }
    return e;
}

Vec2 Simulation::Momentum() const {
    Vec2 p;
    for (const Body& b : scene_.bodies)
        if (!b.fixed) p = p + b.velocity * b.mass;
    return p;
}

}  // namespace circlelab::physics
