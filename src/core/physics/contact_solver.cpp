#include "core/physics/contact_solver.h"

#include <algorithm>

namespace circlelab::physics {

void SolveRestingContacts(std::vector<Body>& bodies, std::span<const double> inverseMass,
                          std::span<RestingContact> contacts, double bounceSpeed, int passes) {
    for (int pass = 0; pass < passes; ++pass)
        for (RestingContact& c : contacts) {
            Body& a = bodies[c.a];
            Body* b = c.b >= 0 ? &bodies[c.b] : nullptr;
            const double invA = inverseMass[c.a], invB = b ? inverseMass[c.b] : 0.0;
            if (invA + invB == 0) continue;
            // Normal: the centres' line passes through the contact point, so spin plays no part.
            const Vec2 vb = b ? b->velocity : Vec2{};
            const double approach = Dot(a.velocity - vb, c.normal);
            if (!c.persistent && approach < -bounceSpeed) continue;
            const double total = std::max(c.normalImpulse - approach / (invA + invB), 0.0);
            const double dn = total - c.normalImpulse;
            c.normalImpulse = total;
            a.velocity = a.velocity + c.normal * (dn * invA);
            if (b) b->velocity = b->velocity - c.normal * (dn * invB);
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
            a.velocity = a.velocity + t * (dt * invA);
            if (ra > 0) a.spin -= dt * 2.0 * invA / ra;
            if (b) {
                b->velocity = b->velocity - t * (dt * invB);
                if (rb > 0) b->spin -= dt * 2.0 * invB / rb;
            }
        }
}

}  // namespace circlelab::physics
