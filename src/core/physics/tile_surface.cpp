#include "core/physics/tile_surface.h"

#include <array>
#include <cmath>
#include <span>

namespace circlelab::physics {
namespace {

char At(const TileMap& t, int row, int column) {
    if (row < 0 || column < 0 || row >= static_cast<int>(t.rows.size())) return '.';
    const std::string& line = t.rows[row];
    return column < static_cast<int>(line.size()) ? line[column] : '.';
}

bool HasSideChar(char ch, TriangleEdge side) {
    switch (ch) {
        case '#': return true;
        case '1': return side == TriangleEdge::kRight || side == TriangleEdge::kBottom;  // missing top-left
        case '2': return side == TriangleEdge::kLeft || side == TriangleEdge::kBottom;   // missing top-right
        case '3': return side == TriangleEdge::kTop || side == TriangleEdge::kRight;     // missing bottom-left
        case '4': return side == TriangleEdge::kTop || side == TriangleEdge::kLeft;      // missing bottom-right
        default: return false;
    }
}

TriangleEdge OppositeSide(TriangleEdge s) {
    switch (s) {
        case TriangleEdge::kTop: return TriangleEdge::kBottom;
        case TriangleEdge::kBottom: return TriangleEdge::kTop;
        case TriangleEdge::kLeft: return TriangleEdge::kRight;
        default: return TriangleEdge::kLeft;
    }
}

void Neighbour(TriangleEdge s, int& row, int& column) {
    if (s == TriangleEdge::kTop) --row;
    else if (s == TriangleEdge::kBottom) ++row;
    else if (s == TriangleEdge::kLeft) --column;
    else ++column;
}

bool Internal(const TileMap& t, int row, int column, TriangleEdge side) {
    if (!HasSideChar(At(t, row, column), side)) return false;
    int r = row, c = column;
    Neighbour(side, r, c);
    return HasSideChar(At(t, r, c), OppositeSide(side));
}

struct Edge {
    Vec2 a, b, normal;
};

Vec2 GridPoint(const TileMap& t, int row, int column) { return t.origin + Vec2{double(column), double(row)} * t.size; }

// At most four legs and a hypotenuse: no allocation, this runs inside the physics step.
struct EdgeList {
    std::array<Edge, 5> items;
    int count = 0;
    void push_back(const Edge& e) { items[count++] = e; }
    const Edge* begin() const { return items.data(); }
    const Edge* end() const { return items.data() + count; }
};

// The exposed edges of one tile: legs not covered by the neighbour, and a triangle's hypotenuse.
EdgeList ExposedEdges(const TileMap& t, int row, int column) {
    EdgeList out;
    const char ch = At(t, row, column);
    if (ch == '.') return out;
    const Vec2 tl = GridPoint(t, row, column), br = GridPoint(t, row + 1, column + 1);
    const Vec2 tr{br.x, tl.y}, bl{tl.x, br.y};
    const struct {
        TriangleEdge side;
        Vec2 a, b, n;
    } sides[] = {{TriangleEdge::kTop, tl, tr, {0, -1}},
                 {TriangleEdge::kRight, tr, br, {1, 0}},
                 {TriangleEdge::kBottom, br, bl, {0, 1}},
                 {TriangleEdge::kLeft, bl, tl, {-1, 0}}};
    for (const auto& s : sides)
        if (HasSideChar(ch, s.side) && !Internal(t, row, column, s.side)) out.push_back({s.a, s.b, s.n});
    if (ch != '#') {
        const Triangle tri{tl, br - tl, static_cast<Corner>(ch - '1'), 0};
        const auto v = Vertices(tri);  // right angle, then the hypotenuse's ends
        const Vec2 d = v[2] - v[1];
        out.push_back({v[1], v[2], NormalizeOr({d.y, -d.x}, kUp)});
    }
    return out;
}

bool Solid(const TileMap& t, Vec2 p) {
    const int column = static_cast<int>(std::floor((p.x - t.origin.x) / t.size));
    const int row = static_cast<int>(std::floor((p.y - t.origin.y) / t.size));
    const char ch = At(t, row, column);
    if (ch == '.') return false;
    if (ch == '#') return true;
    const Vec2 tl = GridPoint(t, row, column);
    return Collide(Circle{p, 0}, Triangle{tl, {t.size, t.size}, static_cast<Corner>(ch - '1'), 0}).inside;
}

bool Near(Vec2 a, Vec2 b, double tol) { return std::abs(a.x - b.x) <= tol && std::abs(a.y - b.y) <= tol; }

}  // namespace

std::vector<TileCell> TileCells(const TileMap& tiles) {
    std::vector<TileCell> out;
    for (int row = 0; row < static_cast<int>(tiles.rows.size()); ++row)
        for (int column = 0; column < static_cast<int>(tiles.rows[row].size()); ++column)
            if (tiles.rows[row][column] != '.') out.push_back({row, column});
    return out;
}

std::optional<Contact> SurfaceContact(const TileMap& tiles, const TileCell& cell,
                                      const Circle& circle, const Contact& contact) {
    if (contact.feature == Feature::kEdge) {
        // The edge is known by its outward normal: the legs are axis-aligned.
        const Vec2 n = contact.normal;
        std::optional<TriangleEdge> side;
        if (n == Vec2{0, -1}) side = TriangleEdge::kTop;
        else if (n == Vec2{0, 1}) side = TriangleEdge::kBottom;
        else if (n == Vec2{-1, 0}) side = TriangleEdge::kLeft;
        else if (n == Vec2{1, 0}) side = TriangleEdge::kRight;
        if (side && Internal(tiles, cell.row, cell.column, *side)) return std::nullopt;
        return contact;
    }
    // A vertex: what is it in the union of the tiles around it?
    const Vec2 v = contact.closest;
    const int column = static_cast<int>(std::lround((v.x - tiles.origin.x) / tiles.size));
    const int row = static_cast<int>(std::lround((v.y - tiles.origin.y) / tiles.size));
    const double tol = tiles.size * 1e-9;
    std::array<Vec2, 20> normalStore;
    std::size_t normalCount = 0;
    for (int dr = -1; dr <= 0; ++dr)
        for (int dc = -1; dc <= 0; ++dc)
            for (const Edge& e : ExposedEdges(tiles, row + dr, column + dc))
                if (Near(e.a, v, tol) || Near(e.b, v, tol)) normalStore[normalCount++] = e.normal;
    const std::span<const Vec2> normals(normalStore.data(), normalCount);
    if (normals.empty()) return std::nullopt;  // inside the solid
    // Two collinear exposed edges meeting here, with the centre on their outer side: a seam on a
    // flat run of surface. The face, not the vertex, is what the circle meets (whatever else meets
    // at the vertex below the surface, such as the wedge under a ramp's foot).
    std::optional<Vec2> flatNormal;
    for (std::size_t i = 0; i < normals.size() && !flatNormal; ++i)
        for (std::size_t j = i + 1; j < normals.size(); ++j)
            if (Near(normals[i], normals[j], 1e-12) && Dot(circle.center - v, normals[i]) > 0) {
                flatNormal = normals[i];
                break;
            }
    if (flatNormal) {
        const Vec2 n = *flatNormal;
        Contact flat;
        flat.distance = Dot(circle.center - v, n);
        flat.closest = circle.center - n * flat.distance;
        flat.normal = n;
        flat.feature = Feature::kEdge;
        flat.inside = flat.distance < 0;
        flat.hit = flat.distance < circle.radius;
        flat.depth = flat.hit ? circle.radius - flat.distance : 0.0;
        return flat;
    }
    Vec2 sum;
    for (const Vec2& n : normals) sum = sum + n;
    const Vec2 out = NormalizeOr(sum, contact.normal);
    if (Solid(tiles, v + out * (tiles.size * 0.25))) return std::nullopt;  // a concave corner: its faces act
    return contact;  // a convex corner of the surface
}

}  // namespace circlelab::physics
