#include "core/physics/contact_solver.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace circlelab::physics {
namespace {

// An impulse P along n and T along t = Perp(n) given to A at its contact point (−P and −T to B).
// A's contact point is at −n rA, B's at +n rB, so T turns both the same way round: each spin
// changes by −T · 2 / (m r) (a solid disc; see ApplyFriction in response.h for the algebra).
inline void Push(SolverBody& a, SolverBody* b, Vec2 n, double normal, double tangent) {
    const Vec2 impulse = n * normal + Perp(n) * tangent;
    a.velocity = a.velocity + impulse * a.inverseMass;
    a.spin -= tangent * a.spinGain;
    if (!b) return;
    b->velocity = b->velocity - impulse * b->inverseMass;
    b->spin -= tangent * b->spinGain;
}

// The positions of A and B shoved apart along n by the spring's `bias` (px/s, negative: apart), as a
// soft contact would push them but without speed: their shoves, not their velocities, change, and
// only apart (an impulse never pulls).
inline void Shove(SolverBody& a, SolverBody* b, Vec2 n, double normalMass, double massScale, double bias) {
    const double closing = Dot(a.shove - (b ? b->shove : Vec2{}), n);
    const double impulse = -normalMass * massScale * (closing + bias);
    if (!(impulse > 0)) return;
    a.shove = a.shove + n * (impulse * a.inverseMass);
    if (b) b->shove = b->shove - n * (impulse * b->inverseMass);
}

}  // namespace

Softness MakeSoftness(double hertz, double dampingRatio, double h) {
    if (!(hertz > 0) || !(h > 0)) return {};
    const double omega = 2 * std::numbers::pi * hertz;
    const double a1 = 2 * dampingRatio + h * omega;
    const double a2 = h * omega * a1;
    const double a3 = 1 / (1 + a2);
    return {omega / a1, a2 * a3, a3};
}

void WarmStart(std::span<SolverBody> bodies, std::span<SoftContact> contacts) {
    for (SoftContact& c : contacts) {
        if (c.normalImpulse == 0 && c.tangentImpulse == 0) continue;
        Push(bodies[c.a], c.b >= 0 ? &bodies[c.b] : nullptr, c.normal, c.normalImpulse, c.tangentImpulse);
        c.pushed = std::max(c.pushed, c.normalImpulse);
        c.totalNormal += c.normalImpulse;
        c.totalTangent += c.tangentImpulse;
    }
}

void SolveContacts(std::span<SolverBody> bodies, std::span<SoftContact> contacts, const Softness& soft, double h,
                   double maxPush, bool push) {
    const double inverseH = 1 / h;
    for (SoftContact& c : contacts) {
        SolverBody& a = bodies[c.a];
        SolverBody* b = c.b >= 0 ? &bodies[c.b] : nullptr;
        const Vec2 n = c.normal;
        // The gap now: the bodies have moved since the step began; along a fixed normal that is a
        // lower bound of the true gap of two discs, or of a disc and a convex shape.
        const double gap = c.gap + Dot(a.moved - (b ? b->moved : Vec2{}), n);
        const double vn = Dot(a.velocity - (b ? b->velocity : Vec2{}), n);
        double bias = 0, massScale = 1, impulseScale = 0;
        const bool deep = push && gap < -kDeepOverlap;  // held rigidly (no bias), and shoved below
        if (gap > 0) {
            bias = gap * inverseH;  // speculative: the gap may close within the sub-step, no more
        } else if (push && !deep && gap < -kSlop) {
            bias = std::max(soft.biasRate * gap, -maxPush);
            massScale = soft.massScale;
            impulseScale = soft.impulseScale;
        }
        if (c.pushed == 0) c.closing = vn;
        const double carried = c.normalImpulse;
        const double impulse = -c.normalMass * massScale * (vn + bias) - impulseScale * c.normalImpulse;
        const double total = std::max(c.normalImpulse + impulse, 0.0);
        const double dn = total - c.normalImpulse;
        c.normalImpulse = total;
        c.pushed = std::max(c.pushed, total);
        c.totalNormal += dn;
        Push(a, b, n, dn, 0.0);
        // A deep overlap's positions are shoved out of what lies past the hold while its contact
        // carries a load (a pile's weight); with nothing pressing it (no impulse carried into the
        // sub-step, none taken in it: a ball put into a wall) all the way out, the last half pixel
        // pushed as a shallow overlap is. The shove's spring only nears its goal: one of the hold's
        // depth would keep such a ball deeper than kDeepOverlap, held rigidly, for good.
        if (deep) {
            const bool loaded = carried > 0 || c.normalImpulse > 0;
            Shove(a, b, n, c.normalMass, soft.massScale,
                  std::max(soft.biasRate * (gap + (loaded ? kDeepOverlap + kDeepHold : 0.0)), -maxPush));
        }
        // Coulomb friction at the contact point, within μ times the normal impulse: none while
        // the contact holds nothing and has taken none (a gap not yet closed).
        if (!(c.friction > 0) || (c.normalImpulse == 0 && c.tangentImpulse == 0)) continue;
        const Vec2 t = Perp(n);
        const double vt = Dot(a.velocity - (b ? b->velocity : Vec2{}), t) - a.spin * a.rim - (b ? b->spin * b->rim : 0.0);
        const double bound = c.friction * c.normalImpulse;
        const double tangent = std::clamp(c.tangentImpulse - c.tangentMass * vt, -bound, bound);
        const double dt = tangent - c.tangentImpulse;
        c.tangentImpulse = tangent;
        c.totalTangent += dt;
        Push(a, b, n, 0.0, dt);
    }
}

// Only a contact that pushed bounces (a speculative contact whose gap never closed did not
// meet), and only one that closed faster than the threshold: slower meetings are a pile settling.
// It bounces once. A bounce is no lasting force: the impulse warm started from stays the one that
// held the contact before it.
void ApplyRestitution(std::span<SolverBody> bodies, std::span<SoftContact> contacts, double threshold) {
    for (SoftContact& c : contacts) {
        if (!(c.restitution > 0) || !(c.pushed > 0) || !(c.closing < -threshold)) continue;
        SolverBody& a = bodies[c.a];
        SolverBody* b = c.b >= 0 ? &bodies[c.b] : nullptr;
        const double vn = Dot(a.velocity - (b ? b->velocity : Vec2{}), c.normal);
        // The bounce is added once and not kept: the impulse carried on is the one that holds.
        const double dn = std::max(-c.normalMass * (vn + c.restitution * c.closing), -c.normalImpulse);
        c.totalNormal += dn;
        Push(a, b, c.normal, dn, 0.0);
        c.closing = 0;
    }
}

void CarryImpulses(std::span<const RestingContact> before, std::span<const RestingContact> now,
                   std::span<SoftContact> contacts) {
    std::size_t k = 0;
    for (std::size_t i = 0; i < now.size(); ++i) {
        while (k < before.size() && ComesBefore(before[k], now[i])) ++k;
        if (k == before.size()) return;
        if (ComesBefore(now[i], before[k])) continue;  // new in this step
        contacts[i].normalImpulse = before[k].normalImpulse;
        contacts[i].tangentImpulse = std::clamp(before[k].tangentImpulse, -contacts[i].friction * before[k].normalImpulse,
                                                contacts[i].friction * before[k].normalImpulse);
    }
}

}  // namespace circlelab::physics
