#include "core/collide/contact.h"
#include "core/collide/local_contact.h"

#include <variant>

namespace circlelab {

std::string_view FeatureName(Feature feature) { return feature == Feature::kCorner ? "corner" : "edge"; }

[[gnu::flatten]] Contact Collide(const Circle& circle, const Shape& shape) {
    // Flattened like Collide(circle, prepared). For one query Prepare would work out more than the query needs (a tile's geometry for a
    // rectangle); each kind's solver takes only its own part. No fallback branch: a new shape
    // type fails to compile until it is handled here.
    struct Visitor {
        const Circle& circle;
        Contact operator()(const Circle& disc) const { return CollideCircle(circle, disc); }
        Contact operator()(const Rect& rect) const { return CollideRect(circle, rect); }
        Contact operator()(const Triangle& tri) const { return CollideTriangle(circle, tri); }
    };
    return std::visit(Visitor{circle}, shape);
}

namespace detail {

Contact ToWorldContact(const LocalContact& local, bool rotated, const Frame& frame, double radius) {
    Contact c;
    c.distance = local.distance;
    c.inside = local.distance < 0;
    c.feature = local.feature;
    if (!rotated) {
        // Solved in world coordinates already: no rounding from a round trip.
        c.closest = local.closest;
        c.normal = local.normal;
    } else {
        c.closest = ToWorld(frame, local.closest);
        c.normal = NormalizeOr(Rotate(frame.rotation, local.normal), kUp);
    }
    c.hit = c.distance < radius;
    c.depth = c.hit ? radius - c.distance : 0.0;
    return c;
}

}  // namespace detail
}  // namespace circlelab
