#include "scene_draw.h"

#include <cstdio>

#include "physics/contact_draw.h"
#include "rect_region.h"
#include "region_draw.h"
#include "triangle_region.h"

namespace circlelab {
namespace {

constexpr double kRegionReach = 4000.0;

std::string Fixed(double v) {
    char text[48];
    std::snprintf(text, sizeof text, "%.1f", v);
    return text;
}
std::string Point(Vec2 p) { return "(" + Fixed(p.x) + ", " + Fixed(p.y) + ")"; }

std::vector<Vec2> OutlineOf(const Rect& r) {
    const auto c = Corners(r);
    return {c.begin(), c.end()};
}
std::vector<Vec2> OutlineOf(const Triangle& t) {
    const auto v = Vertices(t);
    return {v.begin(), v.end()};
}

void DrawShape(const Shape& shape, const Paint& paint, DrawList& out) {
    struct Visitor {
        const Paint& paint;
        DrawList& out;
        void operator()(const Circle& c) const { out.circles.push_back({c.center, c.radius, paint}); }
        void operator()(const Rect& r) const { out.polygons.push_back({OutlineOf(r), paint}); }
        void operator()(const Triangle& t) const { out.polygons.push_back({OutlineOf(t), paint}); }
    };
    std::visit(Visitor{paint, out}, shape);
}


// migapro (seed 003): the shape at 0° and the circle's centre rotated back about the shape's
// centre, with the point the clamp finds there, all in green.
void DrawGhost(const Shape& shape, const Circle& circle, DrawList& out) {
    Vec2 topLeft, size;
    double angle = 0;
    Shape unrotated;
    if (const auto* r = std::get_if<Rect>(&shape)) {
        topLeft = r->topLeft, size = r->size, angle = r->angleDeg;
        unrotated = Rect{topLeft, size, 0};
    } else if (const auto* t = std::get_if<Triangle>(&shape)) {
        topLeft = t->topLeft, size = t->size, angle = t->angleDeg;
        unrotated = Triangle{topLeft, size, t->missing, 0};
    } else {
        return;
    }
    if (IsIdentity(MakeRotationDegrees(angle))) return;
    const Frame frame{topLeft + size * 0.5, MakeRotationDegrees(angle)};
    const Vec2 back = frame.center + ToLocal(frame, circle.center);
    const Contact c = Collide(Circle{back, circle.radius}, unrotated);
    const Paint outlineOnly{kNoColor, palette::kGhost, 2};
    DrawShape(unrotated, outlineOnly, out);
    out.circles.push_back({back, circle.radius, outlineOnly});
    out.lines.push_back({back, c.closest, palette::kGhost, 2});
    out.circles.push_back({c.closest, 4, {palette::kGhost, palette::kGhost, 1}});
    out.labels.push_back({back + Vec2{0, -circle.radius - 14}, "unrotated", palette::kGhost, 0.9f, true});
}

bool Shows(const Overlays& o, int index, int selected) { return !o.selectedOnly || index == selected; }

}  // namespace

std::vector<Contact> DraggedContacts(const Scene& scene) {
    std::vector<Contact> out;
    if (scene.bodies.empty()) return out;
    for (const Shape& s : AllShapes(scene)) out.push_back(Collide(scene.bodies.front().circle, s));
    return out;
}

void DrawScene(const Scene& scene, DrawList& out) {
    const std::vector<Shape> shapes = AllShapes(scene);
    const std::vector<Contact> contacts = DraggedContacts(scene);
    const Overlays& o = scene.settings.overlays;
    const int selected = scene.settings.selected;
    const bool hasSelection = selected >= 0 && static_cast<std::size_t>(selected) < shapes.size();
    const Circle* dragged = scene.bodies.empty() ? nullptr : &scene.bodies.front().circle;

    if (o.regions && hasSelection && dragged) DrawRegions(shapes[selected], dragged->center, kRegionReach, out);

    bool anyHit = false;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const bool hit = dragged && contacts[i].hit;
        anyHit = anyHit || hit;
        const bool isSelected = hasSelection && static_cast<int>(i) == selected;
        const Rgba fill = hit && o.highlight ? palette::kHit : (isSelected ? palette::kSelectedShape : palette::kShape);
        // Tile-map tiles wear the tile texture of Worden's mini-golf hole.
        const Texture texture = i >= scene.shapes.size() ? Texture::kTile : Texture::kNone;
        DrawShape(shapes[i], {fill, palette::kOutline, isSelected ? 3.0f : 2.0f, texture}, out);
    }
    if (o.ghost && hasSelection && dragged) DrawGhost(shapes[selected], *dragged, out);
    if (scene.settings.cup) physics::DrawCup(*scene.settings.cup, physics::InCup(scene), out);
    for (std::size_t i = 1; i < scene.bodies.size(); ++i)
        DrawShape(scene.bodies[i].circle, {palette::kBody, palette::kOutline, 2, Texture::kBall}, out);
    if (!dragged) return;
    out.circles.push_back({dragged->center, dragged->radius,
                           {anyHit && o.highlight ? palette::kHit : palette::kCircle, palette::kOutline, 2, Texture::kBall}});

    const std::size_t listed = scene.shapes.size();
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const Contact& c = contacts[i];
        if (!Shows(o, static_cast<int>(i), selected)) continue;
        // Tiles of a tile map get a line only when hit, or a map would be a hedgehog.
        if (o.closestLines && (i < listed || c.hit)) {
            out.lines.push_back({dragged->center, c.closest, palette::kClosest, 3});
            out.circles.push_back({c.closest, 4, {palette::kClosest, palette::kClosest, 1}});
            // Beside the middle of the part of the line outside the circle, on the side facing up,
            // so the number sits neither on the line nor on the ball.
            const Polar toClosest = ToPolar(c.closest - dragged->center, {1, 0});
            const double from = std::min(dragged->radius, toClosest.length);
            const Vec2 middle = dragged->center + toClosest.unit * ((from + toClosest.length) * 0.5);
            const Vec2 across = Perp(toClosest.unit);
            const Vec2 side = across.y > 0 ? -across : across;
            out.labels.push_back({middle + side * 14, Fixed(c.distance), palette::kText, 1.0f, true});
        }
        if (o.vectors && c.hit) {
            AddArrow(out, c.closest, c.closest + c.normal * 48, palette::kNormal, 2.5f);
            out.labels.push_back({c.closest + c.normal * 48 + Perp(c.normal) * 14, "n", palette::kNormal, 1.0f, true});
            AddArrow(out, dragged->center, dragged->center + c.Resolution(), palette::kResolution, 3);
            // Outside the ball, past the arrow's tip.
            out.labels.push_back({dragged->center + c.normal * (dragged->radius + c.depth + 22),
                                  "depth " + Fixed(c.depth), palette::kResolution, 1.0f, true});
        }
    }
}

std::vector<std::pair<std::string, std::string>> ContactReadout(const Scene& scene) {
    std::vector<std::pair<std::string, std::string>> rows;
    if (scene.bodies.empty()) return rows;
    const Circle& circle = scene.bodies.front().circle;
    rows.push_back({"centre", Point(circle.center)});
    rows.push_back({"radius", Fixed(circle.radius)});
    const std::vector<Shape> shapes = AllShapes(scene);
    const int s = scene.settings.selected;
    if (s < 0 || static_cast<std::size_t>(s) >= shapes.size()) return rows;
    const Shape& shape = shapes[s];
    const Contact c = Collide(circle, shape);
    rows.push_back({"shape", "#" + std::to_string(s) + " " + std::string(TypeName(shape))});
    rows.push_back({"distance", Fixed(c.distance)});
    rows.push_back({"depth", Fixed(c.depth)});
    if (const auto* r = std::get_if<Rect>(&shape)) rows.push_back({"region", std::string(RegionName(ClassifyRect(*r, circle.center)))});
    else if (const auto* t = std::get_if<Triangle>(&shape)) rows.push_back({"region", RegionName(ClassifyTriangle(*t, circle.center))});
    else rows.push_back({"region", c.inside ? "inside" : "outside"});
    rows.push_back({"closest", Point(c.closest)});
    char normal[64];
    std::snprintf(normal, sizeof normal, "(%.3f, %.3f)", c.normal.x, c.normal.y);
    rows.push_back({"normal", normal});
    rows.push_back({"feature", std::string(FeatureName(c.feature))});
    rows.push_back({"hit", c.hit ? "yes" : "no"});
    return rows;
}

}  // namespace circlelab
