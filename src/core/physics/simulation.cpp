#include "core/physics/simulation.h"

#include <algorithm>
#include <cmath>

#include "core/collide/contact.h"
#include "core/physics/circle_impact.h"
#include "core/physics/contact_solver.h"
#include "core/physics/response.h"
#include "core/physics/rolling.h"
#include "core/physics/sleep.h"
#include "core/scene/minigolf.h"

namespace circlelab::physics {
namespace {

constexpr double kSkin = 0.01;       // px: contacts are handled within this gap
// px: balls this close to each other or to a shape at the end of a step are resting contacts of
// the next (speculative contacts, Catto, "Contact Manifolds", GDC 2007): the solver lets them close
// the gap and no more, so a pile's weight is carried by every contact at once instead of by one
// impact after another.
constexpr double kRestMargin = 0.5;
constexpr int kMaxSweeps = 24;       // sub-steps of one body in one step, for a slow body
constexpr int kMostSweeps = 1 << 16;  // and at most this many more for a fast one
constexpr double kRestingSpeed = 5;  // px/s: slower approaches do not bounce (no jitter at rest)
constexpr int kSettleIterations = 40;  // velocity passes over the resting contacts of a step

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

std::optional<Contact> Simulation::ContactWith(const Static& s, const Circle& c) const {
    const Contact contact = Collide(c, s.prepared);
    // The tile map's surface rules matter only near contact; farther away the tile's own contact
    // is a safe (conservative) bound for the sweep.
    if (!s.tile || contact.distance > c.radius + 1.0) return contact;
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

bool Simulation::Moves(int body) const {
    const Body& b = scene_.bodies[body];
    return !(b.fixed || b.asleep || body == held || (body == 0 && holed_));
}

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
        const Circle& a = scene_.bodies[p.a].circle;
        const Circle& b = scene_.bodies[p.b].circle;
        const double reach = a.radius + b.radius + kRestMargin;
        pairs_.push_back({p.a, p.b, 0, -1, LengthSquared(a.center - b.center) < reach * reach});
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
// Pairs that already overlap are left to the end of the step (CollideBodies), as before.
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
    std::optional<double> t;
    if (LengthSquared(d) <= touch * touch) {
        // Overlapping already (a pile pressed together): closing further, they meet now; parting,
        // the end of the step separates them.
        if (scene_.settings.response != ResponseModel::kPhysical || Dot(d, vb - va) >= 0) return;
        t = 0.0;
    } else {
        // Aim half the contact margin short of touching, as the sweep against shapes does.
        t = CircleTimeOfImpact(d, vb - va, touch + kSkin * 0.5, dt_ - from);
    }
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
// moment, respond to each other (either response model), and their later impacts are found again
// from there. So no ball passes through another at any speed. The rest of each body's step is then
// swept against the shapes alone, and overlaps left over (a pile pressing together) are resolved
// at the end of the step by CollideBodies.
void Simulation::SweepBodies() {
    const int n = static_cast<int>(scene_.bodies.size());
    clock_.assign(n, 0.0);
    impacts_.clear();
    // Which balls rest on a shape as the step begins (for GatherRestingContacts).
    onShape_.assign(n, 0);
    if (scene_.settings.response == ResponseModel::kPhysical)
        for (int i = 0; i < n; ++i) {
            if (!Moves(i)) continue;
            ShapesTouching(i, touching_, nullptr, kRestMargin);
            onShape_[i] = !touching_.empty();
        }
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
            Contact c = Collide(ca, Shape{cb});
            // A wall met on the way may have turned one of them aside: then they do not touch yet.
            if (c.distance < ca.radius + cb.radius + kSkin) {
                // The side that moves is A; a still partner has infinite mass. The physical model
                // takes overlaps apart at the end of the step (SeparateBodies), never into a wall.
                const bool later = scene_.settings.response == ResponseModel::kPhysical;
                if (scene_.bodies[p.a].fixed || p.a == held) {
                    Contact mirrored = Collide(cb, Shape{ca});
                    if (later) mirrored.depth = 0;
                    Respond(p.b, p.a, -1, mirrored);
                } else {
                    if (later) c.depth = 0;
                    Respond(p.a, p.b, -1, c);
                }
            }
            for (const int body : {p.a, p.b})
                for (int x = pairStart_[body]; x < pairStart_[body + 1]; ++x) PushImpact(pairsOf_[x]);
        }
    }
    StopAtPendingImpacts();
    for (int i = 0; i < n; ++i)
        if (Moves(i) && clock_[i] < until_[i]) MoveBody(i, until_[i] - clock_[i]);
}

// When the impacts of a step outnumber its budget (a deep pile whose balls press into each other
// faster than the resting passes can hold them), moving the balls on to the end of the step would
// carry them through each other: a pile 47 balls deep let whole balls sink into the ones below.
// Instead each ball with an impact still pending moves no farther than the earliest of them, so
// no ball passes through another; it keeps its velocity for the next step's resting passes.
void Simulation::StopAtPendingImpacts() {
    until_.assign(scene_.bodies.size(), dt_);
    for (const Impact& impact : impacts_) {
        const SweptPair& p = pairs_[impact.pair];
        if (impact.stamp != p.stamp) continue;
        until_[p.a] = std::min(until_[p.a], std::max(impact.time, clock_[p.a]));
        until_[p.b] = std::min(until_[p.b], std::max(impact.time, clock_[p.b]));
    }
}

void Simulation::ShapesTouching(int i, std::vector<Contact>& out, std::vector<int>* shapes, double margin) {
    out.clear();
    if (shapes) shapes->clear();
    const Circle& c = scene_.bodies[i].circle;
    const Vec2 reach{c.radius + margin + 1, c.radius + margin + 1};
    Candidates(c.center - reach, c.center + reach, candidates_);
    for (int k : candidates_) {
        const std::optional<Contact> contact = ContactWith(statics_[k], c);
        if (!contact || !(contact->distance < c.radius + margin)) continue;
        out.push_back(*contact);
        if (shapes) shapes->push_back(k);
    }
}

// Resting contacts (the physical model): a ball that touched a shape, a tile or another ball
// (within the contact margin) when a step began and still touches it at its end rests on it. All
// such contacts are solved together by sequential impulses (contact_solver.h) at the start of the
// next step, after gravity and before anything moves, as Box2D orders its step (integrate the
// velocities, solve the contacts, integrate the positions; Erin Catto, "Iterative Dynamics with
// Temporal Coherence", GDC 2005): the speed closing on each goes, and Coulomb friction turns
// sliding into rolling, so a ball on a ball on the floor does not sink into it by a step of
// gravity to be pushed out again, and the support of the floor reaches the top of a pile within
// the step instead of one layer per step. Each contact starts from the impulses it took in the step
// before (warm starting), so a pile does not tremble while the passes find its support anew. A
// contact new in the last step keeps its bounce. Godfrey's tutorial model has no such pass: it
// stays as he published it.
void Simulation::GatherRestingContacts() {
    resting_.clear();
    if (scene_.settings.response != ResponseModel::kPhysical) {
        carried_.clear();
        return;
    }
    const int n = static_cast<int>(scene_.bodies.size());
    for (int i = 0; i < n; ++i) {
        if (!Moves(i)) continue;
        ShapesTouching(i, touching_, &touchingShapes_, kRestMargin);
        for (std::size_t k = 0; k < touching_.size(); ++k)
            resting_.push_back({i, -1, touchingShapes_[k], touching_[k].normal, onShape_[i] != 0, scene_.bodies[i].friction});
    }
    if (n >= 2)
        for (const SweptPair& p : pairs_) {
            const Body& a = scene_.bodies[p.a];
            const Body& b = scene_.bodies[p.b];
            const Vec2 d = a.circle.center - b.circle.center;
            const double reach = a.circle.radius + b.circle.radius + kRestMargin;
            if (LengthSquared(d) < reach * reach && !(d == Vec2{}))
                resting_.push_back({p.a, p.b, -1, d / Length(d), p.touching, std::sqrt(a.friction * b.friction)});
        }
    std::sort(resting_.begin(), resting_.end(), ComesBefore);
    if (restingBodies_ == n) CarryImpulses(carried_, resting_);
    restingBodies_ = n;
    carried_ = resting_;
}

// The last step's resting contacts, solved before this step moves anything. The scene may have
// changed in between (the user moves, adds or removes balls): a contact whose bodies are gone or
// no longer touch is dropped, and each normal is taken anew from where the balls are.
void Simulation::SolveCarriedContacts() {
    const int n = static_cast<int>(scene_.bodies.size());
    if (scene_.settings.response != ResponseModel::kPhysical || restingBodies_ != n) carried_.clear();
    std::size_t kept = 0;
    for (RestingContact c : carried_) {
        const Circle& ca = scene_.bodies[c.a].circle;
        if (c.b >= 0) {
            const Circle& cb = scene_.bodies[c.b].circle;
            const Vec2 d = ca.center - cb.center;
            const double reach = ca.radius + cb.radius + kRestMargin;
            if (!(LengthSquared(d) < reach * reach) || d == Vec2{}) continue;
            const double distance = Length(d);
            c.normal = d / distance;
            c.gap = distance - ca.radius - cb.radius;
        } else {
            if (c.shape < 0 || static_cast<std::size_t>(c.shape) >= statics_.size()) continue;
            const std::optional<Contact> contact = ContactWith(statics_[c.shape], ca);
            if (!contact || !(contact->distance < ca.radius + kRestMargin)) continue;
            c.normal = contact->normal;
            c.gap = contact->distance - ca.radius;
        }
        carried_[kept++] = c;
    }
    carried_.resize(kept);
    if (carried_.empty()) return;
    inverseMass_.resize(n);
    for (int i = 0; i < n; ++i) inverseMass_[i] = Moves(i) ? 1.0 / scene_.bodies[i].mass : 0.0;
    SolveRestingContacts(scene_.bodies, inverseMass_, carried_, kRestingSpeed + Length(scene_.settings.gravity) * dt_, kSettleIterations, dt_);
}

void Simulation::CollideBodies() {
    const int n = static_cast<int>(scene_.bodies.size());
    if (n < 2) return;
    const bool separateLater = scene_.settings.response == ResponseModel::kPhysical;
    // Only bodies whose boxes overlap can touch (BodyGrid), taken in the order (a, b). The physical
    // model also keeps the pairs that nearly touch: pushing one pair apart may press another.
    boxes_.resize(n);
    for (int i = 0; i < n; ++i) {
        const Circle& c = scene_.bodies[i].circle;
        const double reach = c.radius * (separateLater ? 1 + kSeparationReach : 1);
        boxes_[i] = {c.center - Vec2{reach, reach}, c.center + Vec2{reach, reach}};
    }
    bodyGrid_.Pairs(boxes_, near_);
    // The physical model takes the velocities here and the overlaps apart afterwards, all pairs
    // together and never into a wall (SeparateBodies); the tutorial model moves each pair as
    // Godfrey's adjustment does.
    overlapping_.clear();
    for (const auto [i, j] : near_) {
        Body& a = scene_.bodies[i];
        Body& b = scene_.bodies[j];
        const bool aStill = a.fixed || i == held, bStill = b.fixed || j == held;
        if (aStill && bStill) continue;
        Contact c = Collide(a.circle, Shape{b.circle});
        if (separateLater && c.distance < (a.circle.radius + b.circle.radius) * (1 + kSeparationReach)) overlapping_.push_back({i, j});
        if (!c.hit) continue;
        if (separateLater) c.depth = 0;
        // The side that moves is A; a still partner has infinite mass.
        if (!aStill) {
            Respond(i, j, -1, c);
            continue;
        }
        Contact mirrored = Collide(b.circle, Shape{a.circle});
        if (separateLater) mirrored.depth = 0;
        Respond(j, i, -1, mirrored);
    }
}

void Simulation::Step() {
    contacts_.clear();
    const Settings& s = scene_.settings;
    const bool physical = s.response == ResponseModel::kPhysical;
    WakeWhereDisturbed();
    // A holed ball that is held, or struck (a putt, a hit), leaves the cup.
    if (holed_ && !scene_.bodies.empty() && (held == 0 || !(scene_.bodies.front().velocity == Vec2{}))) holed_ = false;
    const double keep = std::max(0.0, 1.0 - s.damping * dt_);
    // Rolling resistance: seen from above (no gravity, a mini-golf green) every ball rolls on the
    // ground; under gravity in the physical model only a ball touching something, after the
    // contacts of the step are solved.
    const double roll = s.rolling * dt_;  // speed rolling resistance takes in a step
    const bool rollsEverywhere = !physical || s.gravity == Vec2{};
    for (int i = 0; i < static_cast<int>(scene_.bodies.size()); ++i) {
        Body& b = scene_.bodies[i];
        if (!Moves(i)) continue;
        b.velocity = (b.velocity + s.gravity * dt_) * keep;
        b.spin *= keep;
        if (rollsEverywhere) SlowByRolling(b, roll);
    }
    SolveCarriedContacts();
    SweepBodies();  // moves every body through the step
    CollideBodies();
    if (physical) SeparateBodies();
    GatherRestingContacts();
    if (physical) {
        if (!rollsEverywhere && roll > 0) {
            rolls_.assign(scene_.bodies.size(), 0);
            for (const RestingContact& c : resting_) {
                rolls_[c.a] = 1;
                if (c.b >= 0) rolls_[c.b] = 1;
            }
            for (int i = 0; i < static_cast<int>(scene_.bodies.size()); ++i)
                if (rolls_[i] && Moves(i)) SlowByRolling(scene_.bodies[i], roll);
        }
        for (int i = 0; i < static_cast<int>(scene_.bodies.size()); ++i)
            if (Moves(i)) Turn(scene_.bodies[i], dt_);
    }
    // Mini-golf: a ball slow enough over the cup drops in and stays there.
    if (s.cup && !scene_.bodies.empty() && held != 0 && !holed_ && Captures(*s.cup, scene_.bodies.front())) {
        Body& ball = scene_.bodies.front();
        ball.circle.center = s.cup->center;
        ball.velocity = {};
        ball.spin = 0;
        holed_ = true;
    }
    if (physical) {
        sleepPairs_.clear();
        for (const RestingContact& c : resting_)
            if (c.b >= 0) sleepPairs_.push_back({c.a, c.b});
        UpdateSleep(scene_.bodies, sleepPairs_, held, dt_, sleepScratch_);
    }
    ++steps_;
}

// A sleeping ball wakes when the user gives it a velocity (a putt, a throw) or holds it, when the
// gravity or the static world changes under it, and under the tutorial model, which has no sleep.
void Simulation::WakeWhereDisturbed() {
    const bool all = scene_.settings.response != ResponseModel::kPhysical || !(scene_.settings.gravity == sleptUnder_);
    sleptUnder_ = scene_.settings.gravity;
    for (int i = 0; i < static_cast<int>(scene_.bodies.size()); ++i) {
        Body& b = scene_.bodies[i];
        if (b.asleep && (all || i == held || !(b.velocity == Vec2{}) || b.spin != 0)) Wake(b);
    }
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
