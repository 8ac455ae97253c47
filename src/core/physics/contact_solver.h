// The physical model's contact solver: soft contacts solved in sub-steps (Erin Catto, "Solver2D",
// 2024, on the soft step; the design of Box2D v3's contact solver). Each contact is found once a
// step with what it needs precomputed (its normal, its gap, its effective masses, the speed
// closing along it before the solve); then every sub-step warm starts it from its impulses, solves
// it softly (a spring of a few tens of hertz, heavily damped, pushes an overlap out at a bounded
// speed), and after the positions move, relaxes it without that push, so the push leaves no speed
// behind. Restitution comes once, in the sub-step the contact first pushes, from the speed it closed
// at before (Box2D bounces at the end of the step; a fast ball would slide along the ball it struck
// for the rest of the step).
// A contact with a gap (a speculative contact, Catto, "Contact Manifolds", GDC 2007) only lets the
// gap close: a fast ball stops at the ball or wall in its way instead of passing it in one step.
//
// Everything is flat arrays of plain numbers: bodies by their index in the step, contacts as they
// were found, no allocation and no indirection through the scene in the inner loops.
#pragma once

#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

#include "core/geometry/vec2.h"

namespace circlelab::physics {

/// A body as the solver sees it.
struct SolverBody {
    Vec2 velocity;
    double spin = 0;        ///< rad/s, a solid disc's (I = ½ m r²)
    Vec2 moved;             ///< px the body has moved since the step began
    double inverseMass = 0; ///< 0: it does not move (fixed, held, in the cup)
    double rim = 0;         ///< its radius when it turns (moves and has a radius), else 0: the lever of friction
    double spinGain = 0;    ///< its change of spin per unit of friction impulse: 2 / (m r) when it turns
    Vec2 shove;             ///< px/s it moves by in this sub-step besides its velocity: the way out of deep overlaps, no speed
};

/// One contact of a step: a ball and a shape or tile (b = -1) or two balls.
struct SoftContact {
    int a = -1, b = -1;          ///< solver bodies; b = -1 for a shape or tile
    Vec2 normal;                 ///< unit, from B to A
    double gap = 0;              ///< px along the normal as the step began (negative: overlapping)
    double normalMass = 0;       ///< 1 / (1/mA + 1/mB)
    double tangentMass = 0;      ///< the same at the contact point, the discs turning (r²/I = 2/m)
    double friction = 0;         ///< μ
    double restitution = 0;      ///< e
    double closing = 0;          ///< the normal speed (negative: closing) before the contact first pushes
    double normalImpulse = 0;    ///< accumulated within a sub-step (warm started), never negative
    double tangentImpulse = 0;   ///< accumulated, within ±μ·normalImpulse
    double pushed = 0;           ///< the largest normal impulse of the step: 0 when it never pushed
    double totalNormal = 0;      ///< momentum it gave A along the normal over the step
    double totalTangent = 0;     ///< and along Perp(normal)
};

/// The last answer of a function of two numbers, kept with the two numbers bit for bit (so 0 and
/// −0, or two NaNs, are not taken for each other): asked again with the same, it answers without
/// computing. A pile's contacts mix the masses and frictions of the same few kinds of ball over
/// and over, and a division or a square root costs more than the look.
struct LastMix {
    template <class F>
    double Of(double x, double y, F f) {
        const std::uint64_t bx = Bits(x), by = Bits(y);
        if (!(known && bx == x_ && by == y_)) {
            x_ = bx;
            y_ = by;
            value_ = f(x, y);
            known = true;
        }
        return value_;
    }
    bool known = false;

private:
    // The number's bits (std::bit_cast is missing from the browser build's library).
    static std::uint64_t Bits(double v) {
        std::uint64_t bits;
        std::memcpy(&bits, &v, sizeof bits);
        return bits;
    }
    std::uint64_t x_ = 0, y_ = 0;
    double value_ = 0;
};

/// The soft constraint of a spring of `hertz` with `dampingRatio` over a sub-step of `h` s, as
/// Catto's soft step writes it: the speed the overlap is pushed out at per px of overlap
/// (biasRate), and how much of a rigid solve (massScale) and of the impulse already taken
/// (impulseScale) each solve applies.
struct Softness {
    double biasRate = 0, massScale = 1, impulseScale = 0;
};
Softness MakeSoftness(double hertz, double dampingRatio, double h);

/// The impulses each contact took in the sub-step before, given again: the solve starts from
/// where the last one ended (temporal coherence).
void WarmStart(std::span<SolverBody> bodies, std::span<SoftContact> contacts);

/// One Gauss–Seidel pass over the contacts: normal then Coulomb friction. With `push`, an overlap
/// deeper than the slop and no deeper than kDeepOverlap is pushed out softly at most `maxPush` px/s;
/// a deeper one holds rigidly, and what lies beyond kDeepOverlap + kDeepHold is shoved out of the
/// positions (SolverBody::shove) by the same spring, leaving no speed; all of it when the contact
/// carries nothing (no impulse carried into the pass, none taken in it). Without `push` (the relax
/// pass), no contact pushes: the approach speed goes, and what the push gave is taken back. A gap
/// may close within the sub-step of `h` s, no more.
void SolveContacts(std::span<SolverBody> bodies, std::span<SoftContact> contacts, const Softness& soft, double h,
                   double maxPush, bool push);

/// Restitution, after each sub-step's relax: a contact that pushed, and closed faster than
/// `threshold` px/s, leaves at e times the speed it closed at, once.
void ApplyRestitution(std::span<SolverBody> bodies, std::span<SoftContact> contacts, double threshold);

/// px/s: contacts closing slower than this (and than a step of gravity gives) do not bounce, so a
/// ball comes to rest instead of trembling.
inline constexpr double kRestingSpeed = 5;

/// px: contacts are made this far ahead of touching (speculative contacts), so a ball meets what it
/// will touch within the step even when the solve changes its path a little.
inline constexpr double kSpeculative = 1.0;

/// px: overlaps this shallow are left as they are (held, not pushed out), so a ball resting on the
/// floor rests exactly where it lies.
inline constexpr double kSlop = 0.01;

/// px: an overlap deeper than this (a landing's, or one a heavy pile presses) is no longer pushed
/// out with speed: its contact holds rigidly, and the positions alone are shoved out of what lies
/// deeper than this plus kDeepHold (split impulses, as in Erwin Coumans' Bullet Physics, for deep
/// penetrations only). Speed given to a pile 80 rows deep to push it out of a landing's 11 px
/// overlaps adds up over the rows, more than the relax pass takes back, and throws its top up.
inline constexpr double kDeepOverlap = 0.5;

/// px: past kDeepOverlap, overlaps this much deeper are held where they are while they carry a
/// load, as those shallower than the slop are, so the bottom of a heavy pile at rest lies still
/// instead of being shoved back and forth across kDeepOverlap; a ball with nothing pressing it is
/// shoved out to the surface.
inline constexpr double kDeepHold = 0.2;

/// What a contact of the last step hands on to the same contact of the next (warm starting): the
/// bodies (scene indices; b = -1 for a shape) and the shape, and the impulses per sub-step.
struct RestingContact {
    int a = -1, b = -1;
    int shape = -1;              ///< the shape or tile when b = -1 (an index of the simulation's static world)
    double normalImpulse = 0;
    double tangentImpulse = 0;
};

/// The order of contacts by (a, b, shape): the same contact of two steps has the same key.
inline bool ComesBefore(const RestingContact& x, const RestingContact& y) {
    return x.a != y.a ? x.a < y.a : x.b != y.b ? x.b < y.b : x.shape < y.shape;
}

/// Each key of `now` (sorted by ComesBefore) found in `before` (sorted the same way) starts from
/// the impulses it had there: contacts[k] is the contact of now[k]; a key not found starts from none.
void CarryImpulses(std::span<const RestingContact> before, std::span<const RestingContact> now,
                   std::span<SoftContact> contacts);

}  // namespace circlelab::physics
