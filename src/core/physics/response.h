// What a contact does to two bodies' positions and velocities: Godfrey's tutorial model ("Circle
// Collisions, and Refactoring the Collision System") exactly as published, and a physical impulse
// model beside it.
#pragma once

#include "core/scene/scene.h"

namespace circlelab::physics {

/// One side of a contact. `fixed` (a static shape, a body without physics, a body the user
/// holds) has infinite mass: it takes none of the vectors. `velocity` may be null (a shape).
struct Side {
    Vec2* position = nullptr;
    Vec2* velocity = nullptr;
    double mass = 1.0;
    double elasticity = 0.0;
    bool fixed = true;
    // For friction (the physical model): the body's spin (rad/s; null for a shape, or a side that
    // does not turn), its radius and its friction coefficient.
    double* spin = nullptr;
    double radius = 0.0;
    double friction = 0.0;
};

/// The friction coefficient of a contact: √(μA μB) between two bodies (Box2D's mixing rule, Erin
/// Catto), μA against a shape or tile (which have no friction of their own).
double MixedFriction(const Side& a, const Side& b);

/// Coulomb friction at the contact point of two discs (normal n from B to A, contact at A's centre
/// − n rA): the tangential impulse that would stop their sliding there, clamped to μ·`normalImpulse`
/// (Erin Catto, "Iterative Dynamics with Temporal Coherence", GDC 2005). It changes the velocities
/// and the spins of solid discs (I = ½ m r²), never adds energy and keeps the momentum. Returns the
/// tangential impulse given to A, along Perp(n).
double ApplyFriction(Side a, Side b, Vec2 n, double normalImpulse);

/// Godfrey's impulse vector ("Circle Collisions"): along the resolution, as long as the relative
/// speed (|vB − vA|, or |vA| against a fixed partner). Face contacts of his rectangles instead take
/// the one axis of the resolution: impulse = (vB − vA) or −vA on that axis.
Vec2 TutorialImpulse(const Side& a, const Side& b, Vec2 resolution, bool singleAxis);

/// Godfrey's adjustment, as published: the resolution split by mass ratio (B negated), the new
/// velocities from the impulse with elasticity max(eA, eB); against a fixed partner A takes all
/// of the resolution and its velocity becomes e·impulse.
void ApplyTutorial(Side a, Side b, Vec2 resolution, Vec2 impulse);

/// The physical model: an impulse along the normal n (from B to A) with restitution
/// e = max(eA, eB), only while the bodies approach; momentum is conserved and the tangential
/// velocity kept. The overlap `depth` is removed by moving each body in proportion to its
/// inverse mass. Then Coulomb friction (ApplyFriction) with the normal impulse as its bound.
/// Returns the impulse given to A (mass × change of velocity).
Vec2 ApplyPhysical(Side a, Side b, Vec2 normal, double depth);

}  // namespace circlelab::physics
