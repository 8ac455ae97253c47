// The resting contacts of a step solved together (the physical model): sequential impulses with
// accumulated clamping, for the normal and for Coulomb friction (Erin Catto, "Iterative Dynamics
// with Temporal Coherence", GDC 2005; "Modeling and Solving Constraints", GDC 2009).
#pragma once

#include <span>
#include <vector>

#include "core/scene/scene.h"

namespace circlelab::physics {

/// A ball touching a shape, a tile or another ball at the end of a step.
struct RestingContact {
    int a = -1, b = -1;          ///< bodies; b = -1 for a shape or tile
    Vec2 normal;                 ///< unit, from B to A
    bool persistent = false;     ///< touching since the step began (a new contact keeps its bounce)
    double friction = 0;         ///< μ of the contact
    double normalImpulse = 0;    ///< accumulated over the passes, never negative
    double tangentImpulse = 0;   ///< accumulated, within ±μ·normalImpulse
};

/// `passes` Gauss–Seidel passes over `contacts`: each takes the speed closing along the normal
/// (the accumulated impulse stays ≥ 0, so a contact only pushes), then the sliding at the contact
/// point (the accumulated friction stays within μ times the accumulated normal impulse), turning
/// the balls as solid discs. A new contact closing faster than `bounceSpeed` is left alone for its
/// bounce. `inverseMass[i]` is 0 for a body that does not move. Impulses come in equal and opposite
/// pairs, so momentum is kept; each drives one relative speed towards zero, so energy is only lost.
void SolveRestingContacts(std::vector<Body>& bodies, std::span<const double> inverseMass,
                          std::span<RestingContact> contacts, double bounceSpeed, int passes);

}  // namespace circlelab::physics
