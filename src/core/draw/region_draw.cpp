#include "core/draw/region_draw.h"

#include <array>
#include <vector>

#include "core/collide/rect_region.h"
#include "core/collide/region.h"
#include "core/draw/scene_draw.h"
#include "core/collide/triangle_region.h"

namespace circlelab {
namespace {

using palette::kCornerRegion;
using palette::kFaceRegion;
using palette::kInsideRegion;
using palette::kRegionText;
constexpr Rgba kCurrent = palette::kCurrentRegion;
constexpr double kLabelOffset = 34.0;

// The outline clockwise on screen, and for each vertex its name and whether the point is in
// that vertex's region (and likewise for each edge i from vertex i to i+1).
struct Outline {
    std::vector<Vec2> v;
    std::vector<std::string> vertexName, edgeName;
    std::string insideName;  ///< written at the middle of the shape when the naming has one
    /// The same regions as RegionOf names them, for the labels' claims ("case 9", "edge hypotenuse").
    std::vector<std::string> vertexRegion, edgeRegion;
    std::string insideRegion;
    int currentVertex = -1, currentEdge = -1;
    bool inside = false;
};

std::string NameOf(RectRegion region, RegionNaming naming) {
    return naming == RegionNaming::kWorden ? std::to_string(WordenCase(region)) : std::string(RegionName(region));
}
std::string FullName(RectRegion region, RegionNaming naming) {
    return naming == RegionNaming::kWorden ? "case " + NameOf(region, naming) : NameOf(region, naming);
}
std::string FullName(const Triangle& t, const TriangleRegion& region, RegionNaming naming) {
    return naming == RegionNaming::kWorden ? "case " + std::to_string(WordenCase(t, region)) : RegionName(region);
}

Outline RectOutline(const Rect& r, Vec2 p, RegionNaming naming) {
    Outline o;
    const auto c = Corners(r);  // TL, TR, BR, BL
    o.v.assign(c.begin(), c.end());
    const RectRegion region = ClassifyRect(r, p);
    const RectRegion vertexRegions[] = {RectRegion::kI, RectRegion::kIII, RectRegion::kVIII, RectRegion::kVI};
    const RectRegion edgeRegions[] = {RectRegion::kII, RectRegion::kV, RectRegion::kVII, RectRegion::kIV};
    for (int i = 0; i < 4; ++i) {
        o.vertexName.push_back(NameOf(vertexRegions[i], naming));
        o.edgeName.push_back(NameOf(edgeRegions[i], naming));
        o.vertexRegion.push_back(FullName(vertexRegions[i], naming));
        o.edgeRegion.push_back(FullName(edgeRegions[i], naming));
        if (region == vertexRegions[i]) o.currentVertex = i;
        if (region == edgeRegions[i]) o.currentEdge = i;
    }
    if (naming == RegionNaming::kWorden) o.insideName = NameOf(RectRegion::kInside, naming);
    o.insideRegion = FullName(RectRegion::kInside, naming);
    o.inside = region == RectRegion::kInside;
    return o;
}

Outline TriangleOutline(const Triangle& t, Vec2 p, RegionNaming naming) {
    Outline o;
    const auto v = Vertices(t);
    o.v.assign(v.begin(), v.end());
    const auto corners = TriangleCorners(t.missing);
    const TriangleRegion region = ClassifyTriangle(t, p);
    const bool worden = naming == RegionNaming::kWorden;
    for (int i = 0; i < 3; ++i) {
        const TriangleRegion vertex{TriangleRegion::Kind::kVertex, corners[i]};
        o.vertexName.push_back(worden ? std::to_string(WordenCase(t, vertex)) : (i == 0 ? "right angle" : "vertex"));
        o.vertexRegion.push_back(FullName(t, vertex, naming));
        const Corner a = corners[i], b = corners[(i + 1) % 3];
        const TriangleEdge e = i == 1 ? TriangleEdge::kHypotenuse : SideOf(a, b);
        const TriangleRegion edge{TriangleRegion::Kind::kEdge, Corner::kTopLeft, e};
        o.edgeName.push_back(worden ? std::to_string(WordenCase(t, edge)) : (e == TriangleEdge::kHypotenuse ? "hypotenuse" : "leg"));
        o.edgeRegion.push_back(FullName(t, edge, naming));
        if (region.kind == TriangleRegion::Kind::kVertex && region.vertex == corners[i]) o.currentVertex = i;
        if (region.kind == TriangleRegion::Kind::kEdge && region.edge == e) o.currentEdge = i;
    }
    o.inside = region.kind == TriangleRegion::Kind::kInside;
    if (worden) o.insideName = std::to_string(WordenCase(t, TriangleRegion{}));
    o.insideRegion = FullName(t, TriangleRegion{}, naming);
    return o;
}

void DrawOutlineRegions(const Outline& o, double reach, DrawList& out) {
    const std::size_t n = o.v.size();
    std::vector<Vec2> normal(n);  // outward normal of edge i (vertex i -> i+1), clockwise outline
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 d = o.v[(i + 1) % n] - o.v[i];
        normal[i] = NormalizeOr({d.y, -d.x}, kUp);
    }
    for (std::size_t i = 0; i < n; ++i) {
        // Edge strip.
        const Vec2 a = o.v[i], b = o.v[(i + 1) % n], nrm = normal[i];
        const bool edgeCurrent = static_cast<int>(i) == o.currentEdge;
        std::vector<Vec2> strip = {a, b, b + nrm * reach, a + nrm * reach};
        out.polygons.push_back({strip, {edgeCurrent ? kCurrent : kFaceRegion}});
        out.labels.push_back({(a + b) * 0.5 + nrm * kLabelOffset, o.edgeName[i], kRegionText, 1.0f, true,
                              {.means = "region", .region = o.edgeRegion[i], .area = std::move(strip)}});
        // Vertex wedge between the normals of the edges meeting at vertex i.
        const Vec2 before = normal[(i + n - 1) % n], after = normal[i];
        const Vec2 mid = NormalizeOr(before + after, after);
        const Vec2 v = o.v[i];
        const bool vertexCurrent = static_cast<int>(i) == o.currentVertex;
        std::vector<Vec2> wedge = {v, v + before * reach, v + mid * (reach * 1.5), v + after * reach};
        out.polygons.push_back({wedge, {vertexCurrent ? kCurrent : kCornerRegion}});
        out.labels.push_back({v + mid * kLabelOffset, o.vertexName[i], kRegionText, 1.0f, true,
                              {.means = "region", .region = o.vertexRegion[i], .area = std::move(wedge)}});
    }
    out.polygons.push_back({o.v, {o.inside ? kCurrent : kInsideRegion}});
    if (!o.insideName.empty()) {
        // The centroid lies inside any convex outline (the triangle's, the rectangle's).
        Vec2 centroid;
        for (const Vec2& p : o.v) centroid = centroid + p;
        out.labels.push_back({centroid * (1.0 / static_cast<double>(n)), o.insideName, kRegionText, 1.0f, true,
                              {.means = "region", .region = o.insideRegion, .area = o.v}});
    }
}

}  // namespace

void DrawRegions(const Shape& shape, std::optional<Vec2> point, double reach, RegionNaming naming, DrawList& out) {
    struct Visitor {
        std::optional<Vec2> point;
        double reach;
        RegionNaming naming;
        DrawList& out;
        void operator()(const Circle&) const {}  // a circle's rim is one feature: no regions
        void operator()(const Rect& r) const { Draw(RectOutline(r, point.value_or(Vec2{}), naming)); }
        void operator()(const Triangle& t) const { Draw(TriangleOutline(t, point.value_or(Vec2{}), naming)); }
        void Draw(Outline o) const {
            if (!point) o.currentVertex = o.currentEdge = -1, o.inside = false;
            DrawOutlineRegions(o, reach, out);
        }
    };
    std::visit(Visitor{point, reach, naming, out}, shape);
}

}  // namespace circlelab
