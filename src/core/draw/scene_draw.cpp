#include "core/draw/scene_draw.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>

#include "core/collide/rect_region.h"
#include "core/collide/triangle_region.h"
#include "core/draw/big_map_draw.h"
#include "core/draw/contact_draw.h"
#include "core/draw/grown_draw.h"
#include "core/draw/region_draw.h"
#include "core/scene/minigolf.h"
#include "core/geometry/number_text.h"
#include "core/scene/frame_facts.h"
#include "core/scene/tile_span.h"

namespace circlelab {
namespace {

// A sleeping ball: its colours a third of the way to the background, enough to tell a resting
// pile from a moving one without the lab's own circle looking switched off (halfway, a sleeping
// circle read as an empty ring to a new user).
Rgba Faded(Rgba c) {
    const auto mix = [](std::uint8_t a, std::uint8_t b) { return static_cast<std::uint8_t>((2 * a + b + 1) / 3); };
    return {mix(c.r, palette::kBackground.r), mix(c.g, palette::kBackground.g), mix(c.b, palette::kBackground.b), c.a};
}

// A scene that opens running shows its balls' marks from the start; the still circles of a lesson
// show none until the physics has turned them.
bool ShowsTurning(const Scene& scene, const Body& b) { return scene.settings.running || b.angle != 0 || b.spin != 0; }

// The mark that shows a ball turning: a spoke from near the centre towards the rim, pointing up at
// angle 0 and turned by R(angle) with the ball (clockwise on screen for a positive angle). Only
// where the spoke is kRollingMarkMinPixels long on screen (a ball of 3.3 px radius or more) can
// it be seen to turn.
void DrawRollingMark(const Body& b, DrawList& out) {
    const double r = b.circle.radius;
    if (!(r > 2)) return;
    const Vec2 u{std::sin(b.angle), -std::cos(b.angle)};
    const float width = static_cast<float>(std::clamp(r * 0.25, 1.5, 3.0));
    out.lines.push_back({b.circle.center + u * (0.2 * r), b.circle.center + u * (0.8 * r), b.asleep ? Faded(palette::kOutline) : palette::kOutline, width, {},
                         kRollingMarkMinPixels});
}

constexpr double kRegionReach = 4000.0;

std::vector<Vec2> OutlineOf(const Rect& r) {
    const auto c = Corners(r);
    return {c.begin(), c.end()};
}
std::vector<Vec2> OutlineOf(const Triangle& t) {
    const auto v = Vertices(t);
    return {v.begin(), v.end()};
}



// migapro, "Circle and Rotated Rectangle Collision Detection": the shape at 0° and the circle's
// centre rotated back about the shape's centre, with the point the clamp finds there, all in green.
// That point is an answer, so it shows only with the closest lines (predict mode hides them).
void DrawGhost(const Shape& shape, int index, const Circle& circle, bool closest, DrawList& out) {
    const Box* box = BoxOf(shape);
    if (!box) return;
    const Frame frame = FrameOf(*box);
    if (IsIdentity(frame.rotation)) return;
    Shape unrotated = shape;
    BoxOf(unrotated)->angleDeg = 0;
    const Vec2 back = frame.center + ToLocal(frame, circle.center);
    const Contact c = Collide(Circle{back, circle.radius}, unrotated);
    const Paint outlineOnly{kNoColor, palette::kGhost, 2};
    DrawShape(unrotated, outlineOnly, out);
    out.circles.push_back({back, circle.radius, outlineOnly});
    if (closest) {
        out.lines.push_back({back, c.closest, palette::kGhost, 2, {.means = "ghost-closest", .shape = index}});
        out.circles.push_back({c.closest, 4, {palette::kGhost, palette::kGhost, 1}});
    }
    out.labels.push_back({back + Vec2{0, -circle.radius - 14}, "unrotated", palette::kGhost, 0.9f, true,
                          {.means = "ghost", .shape = index}});
}

bool Shows(const Overlays& o, int index, int selected) { return !o.selectedOnly || index == selected; }

}  // namespace

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

namespace {

// Where a closest line's distance goes: beside the middle of the part of the line outside the
// circle, on the side facing up, so the number sits neither on the line nor on the ball.
Vec2 DistanceLabelAt(const Circle& dragged, Vec2 closest) {
    const Polar toClosest = ToPolar(closest - dragged.center, {1, 0});
    const double from = std::min(dragged.radius, toClosest.length);
    const Vec2 middle = dragged.center + toClosest.unit * ((from + toClosest.length) * 0.5);
    const Vec2 across = Perp(toClosest.unit);
    return middle + (across.y > 0 ? -across : across) * 14;
}

// The closest line from the dragged circle's centre to `closest` on the outline of a shape or a
// ball (`about` says which), and its distance.
void DrawClosestLine(const Circle& dragged, const Contact& c, const Meaning& about, DrawList& out) {
    Meaning line = about, distance = about;
    line.means = "closest";
    distance.means = "distance";
    distance.value = c.distance;
    out.lines.push_back({dragged.center, c.closest, palette::kClosest, 3, line});
    out.circles.push_back({c.closest, 4, {palette::kClosest, palette::kClosest, 1}});
    out.labels.push_back({DistanceLabelAt(dragged, c.closest), FormatFixed(c.distance), palette::kText, 1.0f, true, distance});
}

// A scene with a few balls besides the dragged one (Lazy Foo's second dot): each is named, so a
// class knows what it is, and has its closest line and distance, as a shape has. A pile of balls
// gets neither, or the scene would be a hedgehog.
constexpr std::size_t kNamedBalls = 3;  // the dragged circle and two more
void DrawOtherBalls(const Scene& scene, DrawList& out) {
    const Circle& dragged = scene.bodies.front().circle;
    for (std::size_t i = 1; i < scene.bodies.size(); ++i) {
        const Body& b = scene.bodies[i];
        const int body = static_cast<int>(i);
        DrawClosestLine(dragged, Collide(dragged, Shape{b.circle}), {.body = body}, out);
        if (b.fixed) continue;  // drawn as a shape, and one
        // Named on its side away from the dragged circle, which comes near it.
        const Vec2 away = b.circle.center - dragged.center;
        const Vec2 side = LengthSquared(away) > 0 ? away / Length(away) : Vec2{0, 1};
        out.labels.push_back({b.circle.center + side * (b.circle.radius + 24), "ball " + std::to_string(i + 1) + ": bounces when run",
                              palette::kText, 0.9f, true, {.means = "ball", .body = body}});
    }
}

}  // namespace

void DrawScene(const Scene& scene, DrawList& out) { DrawScene(scene, ComputeFacts(scene), out); }

namespace {

// A mini-golf hole: the green under the tiles (the ball on it is white). Whether there is one.
bool DrawGreen(const Scene& scene, DrawList& out) {
    const bool golf = scene.settings.cup && scene.tiles && !scene.tiles->rows.empty();
    if (golf) {
        const TileMap& t = *scene.tiles;
        std::size_t columns = 0;
        for (const std::string& row : t.rows) columns = std::max(columns, row.size());
        const Vec2 lo = t.origin, hi = t.origin + Vec2{double(columns), double(t.rows.size())} * t.size;
        out.polygons.push_back({{lo, {hi.x, lo.y}, hi, {lo.x, hi.y}}, {palette::kGreen}});
    }
    return golf;
}

// A map of many tiles (up to a million by the valid ranges) as one mark: the renderer draws its
// rows and columns in view, each run of a row's plain squares as one bar, with no texture (a
// textured tile between two flat bars ended the renderer's batch twice, and a map with a fifth of
// its tiles triangles was 400,000 batches in a picture). A hit or selected tile stands out after
// its row, drawn as `draw` paints it. Whether the circle hits a tile.
template <class Draw>
bool AddBigMap(const FrameFacts& facts, const Overlays& o, bool marksSelection, const Draw& draw, DrawList& out) {
    const std::size_t listed = facts.ListedShapes().size();
    const int selected = facts.selected;
    bool anyHit = false;
    std::vector<std::size_t> standing;
    facts.ForEachContact([&](std::size_t i, const Shape&, const Contact& c) {
        if (i < listed) return;
        anyHit = anyHit || c.hit;
        if ((c.hit && o.highlight) || (static_cast<int>(i) == selected && marksSelection)) standing.push_back(i);
    });
    // Without a circle there are no contacts, and the selection stands out alone.
    if (selected >= 0 && std::size_t(selected) >= listed && marksSelection &&
        std::find(standing.begin(), standing.end(), std::size_t(selected)) == standing.end()) {
        standing.push_back(std::size_t(selected));
        std::sort(standing.begin(), standing.end());
    }
    BigMapCmd map{facts.SharedTiles(), out.polygons.size(), {palette::kShape, palette::kOutline, 1.0f, Texture::kNone}, {}};
    for (const std::size_t i : standing) {
        DrawList one;
        draw(i, facts.ShapeOf(i), facts.HasContacts() && facts.ContactOf(i).hit, one);
        map.standing.push_back({facts.TileRow(i), std::move(one.polygons.back())});
    }
    out.bigMap = std::move(map);
    return anyHit;
}

// Every shape and tile, blue where the circle hits it (with the highlight on), the selection
// darker where something reads it. Whether the circle hits anything.
bool DrawShapes(const FrameFacts& facts, const Overlays& o, bool marksSelection, DrawList& out) {
    const int selected = facts.selected;
    bool anyHit = false;
    const std::size_t listed = facts.ListedShapes().size();
    const bool bigMap = facts.Count() - listed > kTilesDrawnOneByOne;
    const auto draw = [&](std::size_t i, const Shape& shape, bool hit, DrawList& into) {
        const bool isSelected = static_cast<int>(i) == selected && marksSelection;
        const Rgba fill = hit && o.highlight ? palette::kHit : (isSelected ? palette::kSelectedShape : palette::kShape);
        // Tile-map tiles wear the tile texture of Worden's mini-golf hole (not in a big map).
        const Texture texture = i >= listed && !bigMap ? Texture::kTile : Texture::kNone;
        DrawShape(shape, {fill, palette::kOutline, isSelected ? 3.0f : 2.0f, texture}, into);
    };
    if (bigMap) {
        for (std::size_t i = 0; i < listed; ++i) {
            const bool hit = facts.HasContacts() && facts.ContactOf(i).hit;
            anyHit = anyHit || hit;
            draw(i, facts.ListedShapes()[i], hit, out);
        }
        return AddBigMap(facts, o, marksSelection, draw, out) || anyHit;
    }
    facts.ForEachShape([&](std::size_t i, const Shape& shape, const Contact* contact) {
        const bool hit = contact && contact->hit;  // a tile without a contact is too far to touch
        anyHit = anyHit || hit;
        draw(i, shape, hit, out);
    });
    return anyHit;
}

// The other balls: a fixed body (Godfrey's entity without physics) never moves, so it wears the
// static shapes' colour, not a ball's; a sleeping ball (the physical model) is faded towards the
// background.
void DrawOtherBodies(const Scene& scene, DrawList& out) {
    for (std::size_t i = 1; i < scene.bodies.size(); ++i) {
        const Body& b = scene.bodies[i];
        if (b.fixed) {
            DrawShape(b.circle, Paint{palette::kShape, palette::kOutline, 2}, out);
            continue;
        }
        const Rgba fill = b.asleep ? Faded(palette::kBody) : palette::kBody;
        DrawShape(b.circle, Paint{fill, b.asleep ? Faded(palette::kOutline) : palette::kOutline, 2, Texture::kBall}, out);
        if (ShowsTurning(scene, b)) DrawRollingMark(b, out);
    }
}

// The dragged circle (the first body): blue when it hits something, white on a green.
void DrawDraggedCircle(const Scene& scene, bool anyHit, bool golf, const Overlays& o, DrawList& out) {
    const Circle* dragged = &scene.bodies.front().circle;
    const Body& first = scene.bodies.front();
    Rgba ball = anyHit && o.highlight ? palette::kHit : (golf ? palette::kGolfBall : palette::kCircle);
    if (first.asleep) ball = Faded(ball);
    out.circles.push_back({dragged->center, dragged->radius, {ball, first.asleep ? Faded(palette::kOutline) : palette::kOutline, 2, Texture::kBall}});
    if (ShowsTurning(scene, first)) DrawRollingMark(first, out);
}

// The shapes that get a closest line, flagged: every listed shape shown, and a tile of a tile map
// only when hit or selected, or a map would be a hedgehog. Of more than kClosestLinesShown, only
// the nearest to the circle and the selected one: thousands of lines crossing on top of each other
// say nothing a reader can follow, and drawing them took seconds a frame. `candidates` is how many
// would have had one.
std::vector<std::size_t> ClosestLineShapes(const Scene& scene, const FrameFacts& facts, const Overlays& o, std::size_t& candidates) {
    const std::size_t listed = scene.shapes.size();
    std::vector<std::size_t> chosen;
    // Every hit, and the selection, is among the contacts the facts computed.
    facts.ForEachContact([&](std::size_t i, const Shape&, const Contact& c) {
        if (!o.closestLines || !Shows(o, static_cast<int>(i), facts.selected)) return;
        if (i < listed || c.hit || static_cast<int>(i) == facts.selected) chosen.push_back(i);
    });
    candidates = chosen.size();
    if (chosen.size() > kClosestLinesShown) {
        const auto nearer = [&](std::size_t a, std::size_t b) {
            const bool aSel = static_cast<int>(a) == facts.selected, bSel = static_cast<int>(b) == facts.selected;
            if (aSel != bSel) return aSel;
            const double da = facts.ContactOf(a).distance, db = facts.ContactOf(b).distance;
            return da < db || (da == db && a < b);
        };
        std::nth_element(chosen.begin(), chosen.begin() + kClosestLinesShown, chosen.end(), nearer);
        chosen.resize(kClosestLinesShown);
    }
    std::sort(chosen.begin(), chosen.end());
    return chosen;
}

// When only the nearest shapes have their closest line: how many of how many, under the circle
// but below every shape, where no line, shape or distance covers it (among thousands of shapes
// a caption beside the circle would have no free place and be left out).
void SayHowManyLines(const Circle& dragged, const FrameFacts& facts, std::size_t candidates, DrawList& out) {
    const std::size_t shown = std::min(candidates, kClosestLinesShown);
    if (shown == candidates) return;
    double below = dragged.center.y + dragged.radius;
    for (const Shape& shape : facts.ListedShapes()) below = std::max(below, Bounds(shape).hi.y);
    if (const TileMap* tiles = facts.Tiles())
        if (const std::optional<Aabb> map = TileMapBounds(*tiles)) below = std::max(below, map->hi.y);
    out.labels.push_back({{dragged.center.x, below + 24},
                          "closest lines: " + std::to_string(shown) + " nearest of " + std::to_string(candidates) + " shapes",
                          palette::kText, 0.9f, true, {.means = "closest-shown", .value = double(shown)}});
}

// For each shape shown: the closest point's line with its distance, and for a hit the normal and
// the resolution vector.
void DrawContactMarks(const Scene& scene, const FrameFacts& facts, const Overlays& o, DrawList& out) {
    const int selected = facts.selected;
    const Circle* dragged = &scene.bodies.front().circle;
    std::size_t candidates = 0;
    const std::vector<std::size_t> lined = ClosestLineShapes(scene, facts, o, candidates);
    auto nextLine = lined.begin();
    // Only a shape with a closest line or a hit has marks, and each is among the computed contacts.
    facts.ForEachContact([&](std::size_t i, const Shape&, const Contact& c) {
        if (!Shows(o, static_cast<int>(i), selected)) return;
        while (nextLine != lined.end() && *nextLine < i) ++nextLine;
        if (nextLine != lined.end() && *nextLine == i) DrawClosestLine(*dragged, c, {.shape = static_cast<int>(i)}, out);
        if (o.vectors && c.hit) {
            // The normal is a direction: drawn at the shortest readable length, out of the closest point.
            const int index = static_cast<int>(i);
            AddArrow(out, c.closest, c.closest + c.normal * 1e-6, palette::kNormal, 2.5f, "n",
                     {.means = "normal", .shape = index, .vector = c.normal});
            // The resolution vector at its true length (or the shortest readable one) as the push
            // that takes the circle's deepest point (centre − normal·r) out to the closest point:
            // it ends where the normal starts, so the two never lie over each other.
            AddArrowEndingAt(out, c.closest, c.Resolution(), palette::kResolution, 3, "depth " + FormatSize(c.depth),
                             {.means = "resolution", .shape = index, .value = c.depth, .vector = c.Resolution()});
        }
    });
    SayHowManyLines(*dragged, facts, candidates, out);
    if (o.closestLines && !o.selectedOnly && scene.bodies.size() <= kNamedBalls) DrawOtherBalls(scene, out);
}

}  // namespace

void DrawScene(const Scene& scene, const FrameFacts& facts, DrawList& out, bool answersHidden) {
    const Shape* selectedShape = facts.SelectedShape();
    Overlays o = scene.viewer.overlays;
    // The selection is marked where something on screen reads it (the numbers box, the regions,
    // the closest line, the unrotated frame, the predict banner's "the selected shape"); in a
    // scene that shows none of them a darker tile or box would only look like a fault. Editing
    // marks it with its handles.
    const bool marksSelection = answersHidden || o.numbers || o.regions || o.closestLines || o.ghost;
    // Predict first: migapro's unrotated frame shows the overlap plainly, so it goes with the rest.
    if (answersHidden) o.highlight = o.closestLines = o.vectors = o.numbers = o.ghost = false;
    const int selected = facts.selected;
    const bool hasSelection = selected >= 0;
    const Circle* dragged = scene.bodies.empty() ? nullptr : &scene.bodies.front().circle;

    const bool golf = DrawGreen(scene, out);
    if (o.regions && hasSelection && dragged) {
        const std::size_t before = out.labels.size();
        DrawRegions(*selectedShape, answersHidden ? std::nullopt : std::optional{dragged->center}, kRegionReach,
                    RegionNamingOf(scene), out);
        for (std::size_t i = before; i < out.labels.size(); ++i) out.labels[i].meaning.shape = selected;
    }

    const bool anyHit = DrawShapes(facts, o, marksSelection, out);
    out.stillCircles = out.circles.size();
    if (o.ghost && hasSelection && dragged) DrawGhost(*selectedShape, selected, *dragged, o.closestLines, out);
    if (o.configuration && hasSelection && dragged) DrawGrownShape(*selectedShape, dragged->radius, out);
    // The swept path: where the circle goes in the next second at its velocity, up to its first touch.
    if (o.sweep && dragged)
        DrawSweep(*dragged, scene.bodies.front().velocity, kSweepSeconds, scene.viewer.frameRate,
                  selectedShape, !answersHidden, out, selected);
    if (scene.settings.cup) DrawCup(*scene.settings.cup, InCup(scene), out);
    DrawOtherBodies(scene, out);
    if (!dragged) return;
    DrawDraggedCircle(scene, anyHit, golf, o, out);
    DrawContactMarks(scene, facts, o, out);
}

}  // namespace circlelab
