#include "scene_draw.h"

#include <cstdio>

#include "contact.h"

namespace circlelab {
namespace {

std::vector<Vec2> OutlineOf(const Rect& r) {
    const auto c = Corners(r);
    return {c.begin(), c.end()};
}
std::vector<Vec2> OutlineOf(const Triangle& t) {
    const auto v = Vertices(t);
    return {v.begin(), v.end()};
}

void DrawShape(const Shape& shape, Rgba fill, DrawList& out) {
    struct Visitor {
        Rgba fill;
        DrawList& out;
        void operator()(const Circle& c) const { out.circles.push_back({c.center, c.radius, fill, palette::kOutline, 2}); }
        void operator()(const Rect& r) const { out.polygons.push_back({OutlineOf(r), fill, palette::kOutline, 2}); }
        void operator()(const Triangle& t) const { out.polygons.push_back({OutlineOf(t), fill, palette::kOutline, 2}); }
    };
    std::visit(Visitor{fill, out}, shape);
}

}  // namespace

void DrawScene(const Scene& scene, DrawList& out) {
    const Circle* dragged = scene.bodies.empty() ? nullptr : &scene.bodies.front().circle;
    bool anyHit = false;
    std::vector<Contact> contacts;
    for (const Shape& shape : scene.shapes) {
        const Contact c = dragged ? Collide(*dragged, shape) : Contact{};
        anyHit = anyHit || c.hit;
        contacts.push_back(c);
        DrawShape(shape, c.hit ? palette::kHit : palette::kShape, out);
    }
    for (std::size_t i = 1; i < scene.bodies.size(); ++i)
        DrawShape(scene.bodies[i].circle, palette::kCircle, out);
    if (!dragged) return;
    out.circles.push_back({dragged->center, dragged->radius, anyHit ? palette::kHit : palette::kCircle,
                           palette::kOutline, 2});
    for (const Contact& c : contacts) {
        out.lines.push_back({dragged->center, c.closest, palette::kClosest, 3});
        char text[32];
        std::snprintf(text, sizeof text, "%.1f", c.distance);
        out.labels.push_back({(dragged->center + c.closest) * 0.5, text, palette::kText, 1.0f, true});
    }
}

}  // namespace circlelab
