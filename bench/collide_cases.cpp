#include "collide_cases.h"

#include <algorithm>
#include <random>

namespace bench {

using namespace circlelab;

Shape MakeShape(int kind) {
    switch (kind) {
        case 0: return Circle{{50, 30}, 40};
        case 1: return Rect{{0, 0}, {100, 60}, 0};
        case 2: return Rect{{0, 0}, {100, 60}, 30};
        default: return Triangle{{0, 0}, {100, 60}, Corner::kTopLeft, 0};
    }
}

std::vector<Circle> MakeCircles(const Shape& shape) {
    // Centres drawn over the shape's bounding box grown by 60 px, radii 2–40 px; kept until each
    // half is full, so every kind sees the same mix of hits and misses in every region.
    std::mt19937_64 rng(7);
    const Aabb box = Bounds(shape);
    std::uniform_real_distribution<double> x(box.lo.x - 60, box.hi.x + 60), y(box.lo.y - 60, box.hi.y + 60),
        r(2, 40);
    std::vector<Circle> hits, misses;
    while (hits.size() < kCases / 2 || misses.size() < kCases / 2) {
        const Circle c{{x(rng), y(rng)}, r(rng)};
        auto& half = Collide(c, shape).hit ? hits : misses;
        if (half.size() < kCases / 2) half.push_back(c);
    }
    std::vector<Circle> out = hits;
    out.insert(out.end(), misses.begin(), misses.end());
    std::shuffle(out.begin(), out.end(), rng);
    return out;
}

Box2dCase MakeBox2dCase(int kind, const std::vector<Circle>& circles) {
    Box2dCase c;
    c.transform.SetIdentity();
    switch (kind) {
        case 0:
            c.isDisc = true;
            c.disc.m_radius = 40;
            c.transform.Set(b2Vec2(50, 30), 0);
            break;
        case 1:
        case 2:
            c.polygon.SetAsBox(50, 30);
            c.transform.Set(b2Vec2(50, 30), kind == 2 ? static_cast<float>(DegToRad(30)) : 0.0f);
            break;
        default: {
            // The tile missing its top-left corner: right angle at the bottom-right.
            const b2Vec2 v[3] = {b2Vec2(100, 60), b2Vec2(0, 60), b2Vec2(100, 0)};
            c.polygon.Set(v, 3);
            break;
        }
    }
    c.polygon.m_radius = 0.0f;  // no skin: the same geometry as circlelab's
    for (const Circle& circle : circles) {
        b2CircleShape disc;
        disc.m_radius = static_cast<float>(circle.radius);
        b2Transform place;
        place.Set(b2Vec2(static_cast<float>(circle.center.x), static_cast<float>(circle.center.y)), 0);
        c.circles.push_back(disc);
        c.places.push_back(place);
    }
    return c;
}

}  // namespace bench
