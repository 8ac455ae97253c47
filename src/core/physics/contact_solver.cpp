#include "core/physics/contact_solver.h"

#include <algorithm>

namespace circlelab::physics {
namespace {

// px/s: once a whole pass changes no contact's relative speed by more than this, the passes stop
// (a settled pile, warm started, needs a few passes instead of all of them).
constexpr double kConverged = 0.05;

// An impulse P along n and T along t = Perp(n) given to A at its contact point (−P and −T to B):
// A's velocity changes by (P n + T t)/mA and its spin by −T rA / IA = −2 T / (mA rA) (a solid disc,
// see ApplyFriction in response.h); B's the opposite way, its spin by the same sign (its contact
// point is at +n rB).
void Push(Body& a, Body* b, double invA, double invB, Vec2 n, double normal, double tangent) {
    const Vec2 impulse = n * normal + Perp(n) * tangent;
    a.velocity = a.velocity + impulse * invA;
    if (invA > 0 && a.circle.radius > 0) a.spin -= tangent * 2.0 * invA / a.circle.radius;
    if (!b) return;
    b->velocity = b->velocity - impulse * invB;
    if (invB > 0 && b->circle.radius > 0) b->spin -= tangent * 2.0 * invB / b->circle.radius;
}

}  // namespace

bool ComesBefore(const RestingContact& x, const RestingContact& y) {
    return x.a != y.a ? x.a < y.a : x.b != y.b ? x.b < y.b : x.shape < y.shape;
}

void CarryImpulses(std::span<const RestingContact> before, std::span<RestingContact> now) {
    std::size_t k = 0;
    for (RestingContact& c : now) {
        while (k < before.size() && ComesBefore(before[k], c)) ++k;
        if (k == before.size()) return;
        if (ComesBefore(c, before[k])) continue;  // new in this step
        c.normalImpulse = before[k].normalImpulse;
        c.tangentImpulse = before[k].tangentImpulse;
    }
}

void SolveRestingContacts(std::vector<Body>& bodies, std::span<const double> inverseMass,
                          std::span<RestingContact> contacts, double bounceSpeed, int passes, double dt) {
    for (RestingContact& c : contacts) {
        const double invA = inverseMass[c.a], invB = c.b >= 0 ? inverseMass[c.b] : 0.0;
        if (invA + invB == 0 || (c.normalImpulse == 0 && c.tangentImpulse == 0)) continue;
        c.tangentImpulse = std::clamp(c.tangentImpulse, -c.friction * c.normalImpulse, c.friction * c.normalImpulse);
        Push(bodies[c.a], c.b >= 0 ? &bodies[c.b] : nullptr, invA, invB, c.normal, c.normalImpulse, c.tangentImpulse);
    }
    for (int pass = 0; pass < passes; ++pass) {
        double change = 0;  // the largest change of a relative speed in this pass, px/s
        for (RestingContact& c : contacts) {
            Body& a = bodies[c.a];
            Body* b = c.b >= 0 ? &bodies[c.b] : nullptr;
            const double invA = inverseMass[c.a], invB = b ? inverseMass[c.b] : 0.0;
            if (invA + invB == 0) continue;
            // Normal: the centres' line passes through the contact point, so spin plays no part.
            const Vec2 vb = b ? b->velocity : Vec2{};
            const double approach = Dot(a.velocity - vb, c.normal);
            if (!c.persistent && approach < -bounceSpeed) continue;
            const double allowed = c.gap > 0 && dt > 0 ? c.gap / dt : 0.0;  // the closing speed that only shuts the gap
            const double total = std::max(c.normalImpulse - (approach + allowed) / (invA + invB), 0.0);
            const double dn = total - c.normalImpulse;
            c.normalImpulse = total;
            Push(a, b, invA, invB, c.normal, dn, 0.0);
            change = std::max(change, std::abs(dn) * (invA + invB));
            // Friction at the contact point (see ApplyFriction in response.h for the algebra): a
            // solid disc's r²/I is 2/m, so each turning side weighs three times its inverse mass.
            if (!(c.friction > 0)) continue;
            const Vec2 t = Perp(c.normal);
            const double ra = invA > 0 ? a.circle.radius : 0.0, rb = b && invB > 0 ? b->circle.radius : 0.0;
            const double k = invA * (ra > 0 ? 3.0 : 1.0) + invB * (rb > 0 ? 3.0 : 1.0);
            const double vt = Dot(a.velocity - (b ? b->velocity : Vec2{}), t) - a.spin * ra - (b ? b->spin * rb : 0.0);
            const double bound = c.friction * c.normalImpulse;
            const double tangent = std::clamp(c.tangentImpulse - vt / k, -bound, bound);
            const double dt = tangent - c.tangentImpulse;
            c.tangentImpulse = tangent;
            Push(a, b, invA, invB, c.normal, 0.0, dt);
            change = std::max(change, std::abs(dt) * k);
        }
        if (change < kConverged) break;  // a further pass would change no speed that matters
    }
}

}  // namespace circlelab::physics
