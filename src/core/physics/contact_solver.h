// The resting contacts of a step solved together (the physical model): sequential impulses with
// accumulated clamping, for the normal and for Coulomb friction, warm started from the impulses the
// same contacts took in the step before (Erin Catto, "Iterative Dynamics with Temporal Coherence",
// GDC 2005; "Modeling and Solving Constraints", GDC 2009).
#pragma once

#include <span>
#include <vector>

#include "core/scene/scene.h"

namespace circlelab::physics {

/// A ball touching a shape, a tile or another ball at the end of a step.
struct RestingContact {
    int a = -1, b = -1;          ///< bodies; b = -1 for a shape or tile
    int shape = -1;              ///< the shape or tile when b = -1 (an index of the simulation's static world)
    Vec2 normal;                 ///< unit, from B to A
    bool persistent = false;     ///< touching since the step began (a new contact keeps its bounce)
    double friction = 0;         ///< μ of the contact
    double normalImpulse = 0;    ///< accumulated over the passes, never negative
    double tangentImpulse = 0;   ///< accumulated, within ±μ·normalImpulse
    double gap = 0;              ///< px between the two (negative: overlapping) as the passes begin
};

/// The order of contacts by (a, b, shape): the same contact of two steps has the same key.
bool ComesBefore(const RestingContact& x, const RestingContact& y);

/// Temporal coherence: each contact of `now` (sorted by ComesBefore) that is also in `before`
/// (sorted the same way) starts from the impulses it accumulated there, so a pile's support does not
/// have to be found again from nothing at every step. `before`'s normals may differ slightly; the
/// impulses are kept as numbers along the contact's own normal and tangent.
void CarryImpulses(std::span<const RestingContact> before, std::span<RestingContact> now);

/// Up to `passes` Gauss–Seidel passes over `contacts` (fewer once a pass changes no relative speed by
/// more than 0.05 px/s): each takes the speed closing along the normal
/// (the accumulated impulse stays ≥ 0, so a contact only pushes), then the sliding at the contact
/// point (the accumulated friction stays within μ times the accumulated normal impulse), turning
/// the balls as solid discs. A new contact closing faster than `bounceSpeed` is left alone for its
/// bounce. `inverseMass[i]` is 0 for a body that does not move. Impulses come in equal and opposite
/// pairs, so momentum is kept; each drives one relative speed towards zero, so energy is only lost.
/// A contact with a gap may close it within the step `dt` (a speculative contact), no more.
/// Warm starting: before the passes, each contact's carried impulses (CarryImpulses) are applied
/// to its bodies; the passes may take them back (the accumulated normal impulse may fall to 0).
void SolveRestingContacts(std::vector<Body>& bodies, std::span<const double> inverseMass,
                          std::span<RestingContact> contacts, double bounceSpeed, int passes, double dt = 0);

}  // namespace circlelab::physics
