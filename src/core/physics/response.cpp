#include "core/physics/response.h"

#include <algorithm>
#include <cmath>

namespace circlelab::physics {

Vec2 TutorialImpulse(const Side& a, const Side& b, Vec2 resolution, bool singleAxis) {
    const Vec2 va = *a.velocity;
    const Vec2 vb = b.velocity ? *b.velocity : Vec2{};
    if (singleAxis) {
        // Face region (Godfrey, "Circle-Rectangle Collisions"): only the resolution's axis, as for
        // two rectangles.
        Vec2 impulse;
        if (resolution.x != 0) impulse.x = vb.x - va.x;
        if (resolution.y != 0) impulse.y = vb.y - va.y;
        return impulse;
    }
    const double magnitude = b.fixed ? Length(va) : Length(vb - va);
    return NormalizeOr(resolution, Vec2{}) * magnitude;
}

void ApplyTutorial(Side a, Side b, Vec2 resolution, Vec2 impulse) {
    if (!b.fixed) {
        const double total = a.mass + b.mass;
        const double aRatio = b.mass / total;
        const double bRatio = -a.mass / total;
        *a.position = *a.position + resolution * aRatio;
        *b.position = *b.position + resolution * bRatio;
    } else {
        *a.position = *a.position + resolution;
    }
    if (impulse == Vec2{}) return;  // his code leaves the velocities alone then
    if (!b.fixed) {
        const double e = std::max(a.elasticity, b.elasticity);
        const double total = a.mass + b.mass;
        const Vec2 momentum = *a.velocity * a.mass + *b.velocity * b.mass;
        const Vec2 newA = (impulse * (e * b.mass) + momentum) / total;
        const Vec2 newB = (impulse * (-e * a.mass) + momentum) / total;
        *a.velocity = newA;
        *b.velocity = newB;
    } else {
        // "Model entity B as if it has infinite mass; apply the entire impulse to entity A."
        *a.velocity = impulse * a.elasticity;
    }
}

Vec2 ApplyPhysical(Side a, Side b, Vec2 n, double depth) {
    const double invA = a.fixed ? 0.0 : 1.0 / a.mass;
    const double invB = b.fixed ? 0.0 : 1.0 / b.mass;
    const double invSum = invA + invB;
    if (invSum == 0) return {};
    // Positional correction split by inverse mass: the lighter body moves more.
    if (depth > 0) {
        *a.position = *a.position + n * (depth * invA / invSum);
        if (!b.fixed) *b.position = *b.position - n * (depth * invB / invSum);
    }
    // A fixed side may still move (a body the user drags): its velocity counts, its mass does not.
    const Vec2 vb = b.velocity ? *b.velocity : Vec2{};
    const double approach = Dot(*a.velocity - vb, n);
    if (approach >= 0) return {};  // already separating
    const double e = std::max(a.elasticity, b.elasticity);
    const double j = -(1.0 + e) * approach / invSum;
    *a.velocity = *a.velocity + n * (j * invA);
    if (!b.fixed) *b.velocity = *b.velocity - n * (j * invB);
    const double tangential = ApplyFriction(a, b, n, j);
    return n * j + Perp(n) * tangential;
}

double MixedFriction(const Side& a, const Side& b) {
    return b.velocity ? std::sqrt(a.friction * b.friction) : a.friction;
}

// The contact point's relative velocity along t = Perp(n): a disc's point at offset ρ from its
// centre moves at v + ω·Perp(ρ); A's point is at −n·rA, B's at +n·rB, so
// vt = (vA − vB)·t − ωA rA − ωB rB. An impulse P·t on A (−P·t on B) changes ωA by −P rA / IA and
// ωB by −P rB / IB, and vt by P (1/mA + rA²/IA + 1/mB + rB²/IB): a solid disc's r²/I is 2/m.
double ApplyFriction(Side a, Side b, Vec2 n, double normalImpulse) {
    const double mu = MixedFriction(a, b);
    if (!(mu > 0) || !(normalImpulse > 0)) return 0;
    const double invA = a.fixed ? 0.0 : 1.0 / a.mass;
    const double invB = b.fixed ? 0.0 : 1.0 / b.mass;
    const bool turnsA = a.spin && !a.fixed && a.radius > 0, turnsB = b.spin && !b.fixed && b.radius > 0;
    const double k = invA * (turnsA ? 3.0 : 1.0) + invB * (turnsB ? 3.0 : 1.0);
    if (k == 0) return 0;
    const Vec2 t = Perp(n);
    const Vec2 vb = b.velocity ? *b.velocity : Vec2{};
    const double vt = Dot(*a.velocity - vb, t) - (a.spin ? *a.spin * a.radius : 0.0) - (b.spin ? *b.spin * b.radius : 0.0);
    const double bound = mu * normalImpulse;
    const double p = std::clamp(-vt / k, -bound, bound);
    *a.velocity = *a.velocity + t * (p * invA);
    if (turnsA) *a.spin -= p * 2.0 * invA / a.radius;
    if (!b.fixed) *b.velocity = *b.velocity - t * (p * invB);
    if (turnsB) *b.spin -= p * 2.0 * invB / b.radius;
    return p;
}

}  // namespace circlelab::physics
