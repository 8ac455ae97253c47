// The benchmark's cases (docs/architecture.md, "The collision API"): one shape of each kind and 1,024 circles
// around it, exactly half of them overlapping it, in a fixed shuffled order, as circlelab and as
// Box2D 2.4 see them.
#pragma once

#include <box2d/box2d.h>

#include <array>
#include <string>
#include <vector>

#include "core/collide/prepared_shape.h"

namespace bench {

inline constexpr int kCases = 1024;
inline constexpr std::array<const char*, 4> kKinds{"circle", "rect", "rotated", "tile"};

circlelab::Shape MakeShape(int kind);
/// kCases circles around the shape, kCases / 2 of them overlapping it.
std::vector<circlelab::Circle> MakeCircles(const circlelab::Shape& shape);

/// The same shape as Box2D sees it: a disc or a polygon (skin radius 0) in its own frame, placed
/// by a transform; and the circles as discs placed by transforms.
struct Box2dCase {
    b2CircleShape disc;
    b2PolygonShape polygon;
    b2Transform transform;
    bool isDisc = false;
    std::vector<b2CircleShape> circles;
    std::vector<b2Transform> places;
};
Box2dCase MakeBox2dCase(int kind, const std::vector<circlelab::Circle>& circles);

/// Box2D's full answer as its solver uses it: the manifold, and the world manifold (normal,
/// points, separations) when touching.
inline int Box2dContact(const Box2dCase& c, int i, b2WorldManifold& world) {
    b2Manifold m;
    if (c.isDisc) b2CollideCircles(&m, &c.disc, c.transform, &c.circles[i], c.places[i]);
    else b2CollidePolygonAndCircle(&m, &c.polygon, c.transform, &c.circles[i], c.places[i]);
    if (m.pointCount > 0)
        world.Initialize(&m, c.transform, c.isDisc ? c.disc.m_radius : 0.0f, c.places[i], c.circles[i].m_radius);
    return m.pointCount;
}

}  // namespace bench
