// The physical model's step, a soft step (Erin Catto, "Solver2D", 2024; Box2D v3's solver): the
// contacts are found once, from where the balls are and where they are going; then a few sub-steps
// each integrate gravity, warm start, solve the contacts softly, move the balls and relax; then
// restitution. Sleeping islands cost nothing but a look (islands.cpp).
#include <algorithm>
#include <cmath>

#include "core/collide/contact.h"
#include "core/physics/rolling.h"
#include "core/physics/simulation.h"
#include "core/physics/sleep.h"

namespace circlelab::physics {
namespace {

constexpr double kSubstepRate = 240;  // Hz, at least: Box2D's four sub-steps of a 60 Hz step, at any rate
// The contacts' spring, at most a third of the sub-step rate: Box2D's 30 Hz (v3.1: at most an eighth) let a
// pile 23 balls deep press its bottom balls 3 px into each other (a soft contact gives under a load
// in proportion to the load over its stiffness, which grows with the square of its frequency); at
// 80 Hz a pile 47 balls deep presses less than a pixel.
constexpr double kContactHertz = 80;
// Damped past critical: an overlap is pushed out, not bounced out. Box2D's 10 kept the piles of the
// comparison trembling longer than 8 s; 3 lets them sleep within 6 s.
constexpr double kDampingRatio = 3;
constexpr double kMaxPush = 120;      // px/s: an overlap is pushed out no faster (3 m/s at 40 px to the metre)
// Of its radius: a ball that moves farther in a step is swept against the shapes (MoveBody), and
// meets each wall it reaches at the moment it reaches it, however many in a step.
constexpr double kBulletShare = 0.5;
// Two balls that will strike each other in a step take enough sub-steps that they close by no more
// than this share of the sum of their radii in one (up to kMostSubsteps): a struck ball driven
// into a wall is stopped by the wall a sub-step before the blow is passed back, and the two press
// together by about what they close in a sub-step.
constexpr double kStrikeShare = 0.25;
constexpr int kMostSubsteps = 64;
// px the box a ball's nearby shapes are looked up in is grown by, so the list serves the steps after.
constexpr double kShapeMargin = 4;

// The smaller root t ≥ 0 of |d + w t| = distance, for |d| > distance and a root that exists.
double TimeOfImpact(Vec2 d, Vec2 w, double distance) {
    const double a = Dot(w, w), b = Dot(d, w), c = Dot(d, d) - distance * distance;
    const double root = std::sqrt(std::max(b * b - a * c, 0.0));
    return -b + root > 0 ? c / (-b + root) : 0.0;  // c / (−b + √…): no cancellation when b < 0
}

// The time in [0, span] at which d + w t is nearest the origin.
double Nearest(Vec2 d, Vec2 w, double span) {
    const double ww = Dot(w, w);
    return ww > 0 ? std::clamp(-Dot(d, w) / ww, 0.0, span) : 0.0;
}

}  // namespace

void Simulation::StepPhysical(double keep, double roll, bool rollsEverywhere) {
    sleepPairs_.clear();
    const Settings& s = scene_.settings;
    for (int i = 0; i < static_cast<int>(scene_.bodies.size()); ++i) {
        if (!Moves(i)) continue;
        Body& b = scene_.bodies[i];
        b.velocity = b.velocity * keep;
        b.spin *= keep;
        if (rollsEverywhere) SlowByRolling(b, roll);
    }
    FileSleepers();
    WakeTouchedIslands();
    if (!PrepareBodies()) return;  // nothing moves: a sleeping pile costs this look and no more
    FindContacts();
    const int substeps = std::clamp(static_cast<int>(std::ceil(std::max(kSubstepRate * dt_, strikes_) - 1e-9)), 1, kMostSubsteps);
    const double h = dt_ / substeps;
    const Softness soft = MakeSoftness(std::min(kContactHertz, 1 / (3 * h)), kDampingRatio, h);
    const Vec2 fall = s.gravity * h;
    const double bounceSpeed = kRestingSpeed + Length(s.gravity) * dt_;
    for (int step = 0; step < substeps; ++step) {
        for (SolverBody& b : solverBodies_)
            if (b.inverseMass > 0) b.velocity = b.velocity + fall;
        WarmStart(solverBodies_, soft_);
        SolveContacts(solverBodies_, soft_, soft, h, kMaxPush, true);
        IntegratePositions(h);
        SolveContacts(solverBodies_, soft_, soft, h, kMaxPush, false);
        ApplyRestitution(solverBodies_, soft_, bounceSpeed);
    }
    FinishStep(roll, rollsEverywhere);
}

// The bodies that take part in the step: every ball awake, fixed or held. A ball moves (has a mass
// to the solver) unless it is fixed, held or in the cup; those meet the others as if of infinite
// mass, their velocity counting. Each ball's pace is its mean velocity over the step as foreseen
// (gravity included), and its reach how far it may go before meeting a shape that is not among its
// contacts: the distance its pace covers, or for a fast ball (swept against the shapes instead)
// only the speculative margin. Returns whether any ball moves.
bool Simulation::PrepareBodies() {
    const int n = static_cast<int>(scene_.bodies.size());
    // Sized for every ball and cut to the members after: filled by index, not appended to.
    members_.resize(n);
    solverBodies_.resize(n);
    startAt_.resize(n);
    pace_.resize(n);
    reach_.resize(n);
    speed_.resize(n);
    radius_.resize(n);
    friction_.resize(n);
    elasticity_.resize(n);
    solverOf_.assign(n, -1);
    nearShapes_.resize(n);
    const Vec2 fall = scene_.settings.gravity * (0.5 * dt_);  // Pace's half step of gravity
    bool moving = false;
    int m = 0;
    for (int i = 0; i < n; ++i) {
        const Body& b = scene_.bodies[i];
        if (b.asleep && !b.fixed) continue;
        const bool moves = Moves(i);
        moving = moving || moves;
        solverOf_[i] = m;
        members_[m] = i;
        SolverBody& sb = solverBodies_[m];
        sb = SolverBody{};
        sb.velocity = b.velocity;
        sb.spin = b.spin;
        sb.inverseMass = moves ? 1 / b.mass : 0.0;
        sb.rim = moves && b.circle.radius > 0 ? b.circle.radius : 0.0;
        sb.spinGain = sb.rim > 0 ? 2 * sb.inverseMass / sb.rim : 0.0;
        startAt_[m] = b.circle.center;
        radius_[m] = b.circle.radius;
        friction_[m] = b.friction;
        elasticity_[m] = b.elasticity;
        const Vec2 pace = moves ? b.velocity + fall : i == held ? b.velocity : Vec2{};  // Pace(i)
        pace_[m] = pace;
        speed_[m] = Length(pace);
        const double travel = speed_[m] * dt_;
        reach_[m] = travel > kBulletShare * b.circle.radius ? kSpeculative : travel + kSpeculative;
        ++m;
    }
    members_.resize(m);
    solverBodies_.resize(m);
    startAt_.resize(m);
    pace_.resize(m);
    reach_.resize(m);
    speed_.resize(m);
    radius_.resize(m);
    friction_.resize(m);
    elasticity_.resize(m);
    return moving;
}

// Every contact of the step, in the order of their keys (a, b, shape): for each solver body its
// shapes, then its pairs with later bodies (the pair cache lists them sorted). Two balls are a pair when
// the boxes of their paths over the step meet.
void Simulation::FindContacts() {
    soft_.clear();
    keys_.clear();
    strikes_ = 0;
    const int m = static_cast<int>(members_.size());
    boxes_.resize(m);
    for (int k = 0; k < m; ++k) {
        const double grow = radius_[k] + 0.5 * kSpeculative;
        const Vec2 from = startAt_[k], to = startAt_[k] + pace_[k] * dt_;
        boxes_[k] = {Vec2{std::min(from.x, to.x) - grow, std::min(from.y, to.y) - grow},
                     Vec2{std::max(from.x, to.x) + grow, std::max(from.y, to.y) + grow}};
    }
    pairCache_.Pairs(members_, boxes_, static_cast<int>(scene_.bodies.size()), near_);
    std::size_t next = 0;
    shapeContacts_.resize(2 * static_cast<std::size_t>(m));
    for (int k = 0; k < m; ++k) {
        shapeContacts_[2 * k] = static_cast<int>(soft_.size());
        if (solverBodies_[k].inverseMass > 0) AddShapeContacts(k);
        shapeContacts_[2 * k + 1] = static_cast<int>(soft_.size());
        for (; next < near_.size() && near_[next].a == k; ++next) AddBodyContact(k, near_[next].b);
    }
    const int n = static_cast<int>(scene_.bodies.size());
    if (restingBodies_ == n) CarryImpulses(carried_, keys_, soft_);
}

// A ball's contacts with the shapes and tiles within its reach, from where it is: each on the
// normal at its closest point, which for a convex shape bounds the whole shape (so keeping the gap
// along it open never lets the ball into the shape), with the tile map's surface rules throughout
// the reach: a seam of a flat run of tiles ahead is a face, not a corner to stumble on. The shapes
// near a ball are kept from step to step for a box a little larger than it looks in: any shape
// within its reach is among them, and a ball resting in a pile looks again only once it has
// moved a few pixels (the farther shapes among them fail the reach as before).
void Simulation::AddShapeContacts(int k) {
    const Circle c{startAt_[k], radius_[k]};
    const double reach = reach_[k];
    const Vec2 grow{c.radius + reach + 1, c.radius + reach + 1};
    const Aabb look{c.center - grow, c.center + grow};
    NearShapes& near = nearShapes_[members_[k]];
    if (near.build != staticBuilds_ || !(look.lo.x >= near.box.lo.x && look.lo.y >= near.box.lo.y &&
                                         look.hi.x <= near.box.hi.x && look.hi.y <= near.box.hi.y)) {
        near.box = {look.lo - Vec2{kShapeMargin, kShapeMargin}, look.hi + Vec2{kShapeMargin, kShapeMargin}};
        near.build = staticBuilds_;
        Candidates(near.box.lo, near.box.hi, near.shapes);
        std::sort(near.shapes.begin(), near.shapes.end());
    }
    for (const int s : near.shapes) {
        const std::optional<Contact> contact = ContactWith(statics_[s], c, reach);
        if (!contact || !(contact->distance - c.radius < reach)) continue;
        AddContact(k, -1, s, contact->normal, contact->distance - c.radius);
    }
}

// Two balls' contact, on the normal along which they would meet: where the line of their centres
// points at the time of impact of their foreseen paths, or at their nearest approach when they pass
// each other. Along that normal every point of the relative path lies at least as far as where it
// meets (the tangent of a disc, and the supporting line of a convex path), so the contact stops a
// fast ball exactly where it would strike, and never where it would pass by. Pairs that stay
// farther apart than the speculative margin make no contact.
void Simulation::AddBodyContact(int k, int l) {
    if (solverBodies_[k].inverseMass == 0 && solverBodies_[l].inverseMass == 0) return;
    const double touch = radius_[k] + radius_[l];
    const Vec2 d = startAt_[k] - startAt_[l];  // from B to A
    const Vec2 w = pace_[k] - pace_[l];
    const double dd = Dot(d, d);
    Vec2 normal;
    double gap;
    if (dd <= touch * touch) {
        // Overlapping already: apart along the line of the centres (on one another: against gravity).
        const double distance = std::sqrt(dd);
        normal = distance > 0 ? d / distance : NormalizeOr(scene_.settings.gravity * -1.0, Vec2{0, -1});
        gap = distance - touch;
    } else {
        Vec2 meet = d + w * Nearest(d, w, dt_);
        const double nearest = Dot(meet, meet);
        const double margin = touch + kSpeculative + (speed_[k] + speed_[l]) * dt_;
        if (nearest >= margin * margin) return;
        if (nearest < touch * touch) {
            meet = d + w * TimeOfImpact(d, w, touch);
            strikes_ = std::max(strikes_, Length(w) * dt_ / (kStrikeShare * touch));
        }
        normal = meet / Length(meet);
        gap = Dot(d, normal) - touch;
    }
    AddContact(k, l, -1, normal, gap);
}

void Simulation::AddContact(int k, int l, int shape, Vec2 normal, double gap) {
    const SolverBody& a = solverBodies_[k];
    const SolverBody* b = l >= 0 ? &solverBodies_[l] : nullptr;
    const double invA = a.inverseMass, invB = b ? b->inverseMass : 0.0;
    // A pile's contacts are nearly all between balls of the same few kinds: each mixed mass and
    // friction is the last contact's when its inputs are (the same numbers in give the same out).
    const double normalMass = normalMass_.Of(invA, invB, [](double x, double y) { return 1 / (x + y); });
    // A turning disc's contact point weighs three times its inverse mass (r²/I = 2/m).
    const double tangentMass = tangentMass_.Of(invA * (a.rim > 0 ? 3 : 1), b ? invB * (b->rim > 0 ? 3 : 1) : 0.0,
                                               [](double x, double y) { return 1 / (x + y); });
    // Box2D's mixing rule (Catto); a shape or tile has no friction or elasticity of its own.
    const double friction =
        b ? mixedFriction_.Of(friction_[k], friction_[l], [](double x, double y) { return std::sqrt(x * y); }) : friction_[k];
    const double restitution = b ? std::max(elasticity_[k], elasticity_[l]) : elasticity_[k];
    const double closing = Dot(a.velocity - (b ? b->velocity : Vec2{}), normal);
    // Written where it stays, each field once, straight from its value: made apart and copied in,
    // the copy would stall on its own stores, and made empty in place (emplace_back), it is
    // filled with zeros first, a string store a contact.
    soft_.push_back({k, l, normal, gap, normalMass, tangentMass, friction, restitution, closing});
    keys_.push_back({members_[k], l >= 0 ? members_[l] : -1, shape});
}

// Each moving ball moves by its velocity, while it stays within its reach; beyond it (a fast ball,
// or one struck hard in this step) it is swept against the shapes instead (conservative
// advancement, MoveBody), which answers each wall it meets on the way. Either way no ball passes
// through a shape or tile, however thin. A ball swept leaves its shapes to the sweep for the rest
// of the step: their contacts, made on the normals of where it began, no longer hold where it goes.
void Simulation::IntegratePositions(double h) {
    for (int k = 0; k < static_cast<int>(solverBodies_.size()); ++k) {
        SolverBody& sb = solverBodies_[k];
        if (sb.inverseMass == 0) continue;
        // The shove out of deep overlaps moves the ball too, while it keeps the ball within its
        // reach; it is spent either way (it is no speed).
        const Vec2 shoved = sb.moved + (sb.velocity + sb.shove) * h;
        const Vec2 next = sb.moved + sb.velocity * h;
        sb.shove = {};
        if (LengthSquared(shoved) < reach_[k] * reach_[k]) {
            sb.moved = shoved;
            continue;
        }
        if (LengthSquared(next) < reach_[k] * reach_[k]) {
            sb.moved = next;
            continue;
        }
        for (int x = shapeContacts_[2 * k]; x < shapeContacts_[2 * k + 1]; ++x) {
            SoftContact& c = soft_[x];
            c.normalMass = c.tangentMass = c.normalImpulse = c.tangentImpulse = c.restitution = 0;
        }
        Body& b = scene_.bodies[members_[k]];
        b.circle.center = startAt_[k] + sb.moved;
        b.velocity = sb.velocity;
        b.spin = sb.spin;
        MoveBody(members_[k], h);
        sb.moved = b.circle.center - startAt_[k];
        sb.velocity = b.velocity;
        sb.spin = b.spin;
    }
}

// The step's results written back to the balls; then what the lab and the next step need of its
// contacts: the contact arrows, which balls touch something (rolling resistance, islands), and
// the impulses to warm start with.
void Simulation::FinishStep(double roll, bool rollsEverywhere) {
    for (int k = 0; k < static_cast<int>(solverBodies_.size()); ++k) {
        const SolverBody& sb = solverBodies_[k];
        if (sb.inverseMass == 0) continue;
        Body& b = scene_.bodies[members_[k]];
        b.circle.center = startAt_[k] + sb.moved;
        b.velocity = sb.velocity;
        b.spin = sb.spin;
    }
    const int n = static_cast<int>(scene_.bodies.size());
    rolls_.assign(n, 0);
    for (std::size_t x = 0; x < soft_.size(); ++x) {
        const SoftContact& c = soft_[x];
        const RestingContact& key = keys_[x];
        const double gap = c.gap + Dot(solverBodies_[c.a].moved - (c.b >= 0 ? solverBodies_[c.b].moved : Vec2{}), c.normal);
        if (c.totalNormal > 0) {
            rolls_[key.a] = 1;
            if (key.b >= 0) rolls_[key.b] = 1;
        }
        if (key.b >= 0 && gap < kSpeculative) sleepPairs_.push_back({key.a, key.b});
    }
    reportsPending_ = true;  // the arrows, made when the lab asks for them (ReportContacts)
    for (const int i : members_) {
        if (!Moves(i)) continue;
        Body& b = scene_.bodies[i];
        if (!rollsEverywhere && roll > 0 && rolls_[i]) SlowByRolling(b, roll);
        Turn(b, dt_);
    }
    // The impulses carried to the next step: this step's, and those of the sleeping balls' contacts,
    // kept for when they wake (both lists sorted by key, merged). With no ball asleep, none of
    // those kept before is a sleeper's: the step's own make the list.
    if (restingBodies_ != n || static_cast<int>(members_.size()) == n) carried_.clear();
    merged_.clear();
    std::size_t old = 0;
    const auto asleep = [&](const RestingContact& r) { return solverOf_[r.a] < 0; };
    for (std::size_t x = 0; x < soft_.size(); ++x) {
        for (; old < carried_.size() && ComesBefore(carried_[old], keys_[x]); ++old)
            if (asleep(carried_[old])) merged_.push_back(carried_[old]);
        if (soft_[x].normalImpulse == 0 && soft_[x].tangentImpulse == 0) continue;
        merged_.push_back({keys_[x].a, keys_[x].b, keys_[x].shape, soft_[x].normalImpulse, soft_[x].tangentImpulse});
    }
    for (; old < carried_.size(); ++old)
        if (asleep(carried_[old])) merged_.push_back(carried_[old]);
    carried_.swap(merged_);
    restingBodies_ = n;
}

// One arrow pair for a contact that pushed in the step, on the ball that moves (A, or B when A is
// fixed or held): the momentum the contact gave it, and how far the step took it out of an
// overlap (`gap`: the contact's gap at the end of the step).
void Simulation::ReportContact(const SoftContact& c, const RestingContact& key, double gap) {
    const SolverBody& a = solverBodies_[c.a];
    const double invB = c.b >= 0 ? solverBodies_[c.b].inverseMass : 0.0;
    const double out = std::max(0.0, std::min(gap, 0.0) - std::min(c.gap, 0.0));
    const Vec2 impulse = c.normal * c.totalNormal + Perp(c.normal) * c.totalTangent;
    const double share = a.inverseMass / (a.inverseMass + invB);
    if (a.inverseMass > 0) contacts_.push_back({key.a, c.normal * (out * share), impulse});
    else contacts_.push_back({key.b, c.normal * -(out * (1 - share)), impulse * -1.0});
}

// The arrows of the step's contacts that pushed, after the events of the balls swept in the step,
// read from the contacts as the step left them.
void Simulation::ReportContacts() {
    reportsPending_ = false;
    for (std::size_t x = 0; x < soft_.size(); ++x) {
        const SoftContact& c = soft_[x];
        if (!(c.totalNormal > 0)) continue;
        const double gap = c.gap + Dot(solverBodies_[c.a].moved - (c.b >= 0 ? solverBodies_[c.b].moved : Vec2{}), c.normal);
        ReportContact(c, keys_[x], gap);
    }
}

}  // namespace circlelab::physics
