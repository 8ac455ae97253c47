#include "geometry_renderer.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include <SDL_image.h>

#include "big_map_ops.h"
#include "circle_layers.h"
#include "circle_sprites.h"
#include "mesh.h"
#include "core/draw/palette.h"
#include "core/geometry/rotation.h"

namespace circlelab::render {
namespace {

SDL_Color ToSdl(Rgba c, float alphaScale = 1.0f) {
    return {c.r, c.g, c.b, static_cast<Uint8>(std::lround(c.a * alphaScale))};
}

// Mitre vectors at each vertex of a closed convex polygon (outward normal / cos(half the turn)),
// in screen space, for either winding. `sharp` is set when a corner is too sharp for a mitre
// (longer than 4 × the offset) and has been capped.
std::vector<Vec2> MiterNormals(const std::vector<Vec2>& p, bool* sharp = nullptr) {
    const std::size_t n = p.size();
    double area = 0;
    for (std::size_t i = 0; i < n; ++i) area += Cross(p[i], p[(i + 1) % n]);
    const double sign = area >= 0 ? 1.0 : -1.0;  // y down: positive area is clockwise on screen
    std::vector<Vec2> edgeNormal(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 d = p[(i + 1) % n] - p[i];
        edgeNormal[i] = NormalizeOr(Vec2{d.y, -d.x} * sign, kUp);
    }
    std::vector<Vec2> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = edgeNormal[(i + n - 1) % n], b = edgeNormal[i];
        const Vec2 m = NormalizeOr(a + b, b);
        const double cosHalf = Dot(m, b);
        if (cosHalf < 0.25 && sharp) *sharp = true;
        out[i] = m / std::max(cosHalf, 0.25);
    }
    return out;
}

// A closed band between offsets `inner` and `outer` along the miter normals, coloured
// cInner -> cOuter.
void Band(Mesh& mesh, const std::vector<Vec2>& p, const std::vector<Vec2>& nrm, double inner, double outer,
          SDL_Color cInner, SDL_Color cOuter) {
    const std::size_t n = p.size();
    const int base = mesh.Next();
    for (std::size_t i = 0; i < n; ++i) {
        mesh.Vertex(p[i] + nrm[i] * inner, cInner);
        mesh.Vertex(p[i] + nrm[i] * outer, cOuter);
    }
    for (std::size_t i = 0; i < n; ++i) {
        const int a = base + 2 * static_cast<int>(i), b = base + 2 * static_cast<int>((i + 1) % n);
        mesh.Quad(a, a + 1, b + 1, b);
    }
}

void Line(Mesh& mesh, Vec2 a, Vec2 b, Rgba color, float width) {
    const Vec2 d = b - a;
    if (LengthSquared(d) == 0) return;
    const Vec2 u = NormalizeOr(d, {1, 0});
    const Vec2 n = Perp(u);
    const double core = std::max(0.0, width * 0.5 - kFeather * 0.5);
    // Extend by half a pixel so the ends are not cut short.
    const Vec2 a0 = a - u * 0.5, b0 = b + u * 0.5;
    const SDL_Color solid = ToSdl(color), clear = ToSdl(color, 0.0f);
    const int base = mesh.Next();
    for (double off : {-core - kFeather, -core, core, core + kFeather}) {
        const SDL_Color c = std::abs(off) > core ? clear : solid;
        mesh.Vertex(a0 + n * off, c);
        mesh.Vertex(b0 + n * off, c);
    }
    for (int s = 0; s < 3; ++s) mesh.Quad(base + 2 * s, base + 2 * s + 1, base + 2 * s + 3, base + 2 * s + 2);
}

// A small filled disc, for round line joins.
void Dot(Mesh& mesh, Vec2 center, double radius, Rgba color) {
    constexpr int kSegments = 10;
    const int base = mesh.Next();
    mesh.Vertex(center, ToSdl(color));
    for (int i = 0; i < kSegments; ++i) {
        const double t = 2.0 * kPi * i / kSegments;
        mesh.Vertex(center + Vec2{std::cos(t), std::sin(t)} * radius, ToSdl(color));
    }
    for (int i = 0; i < kSegments; ++i) mesh.Triangle(base, base + 1 + i, base + 1 + (i + 1) % kSegments);
}

int CircleSegments(double radius) { return std::clamp(static_cast<int>(radius * 0.75), radius < 10 ? 16 : 24, 192); }

std::vector<Vec2> CirclePoints(Vec2 center, double radius) {
    const int n = CircleSegments(radius);
    std::vector<Vec2> out(n);
    for (int i = 0; i < n; ++i) {
        const double t = 2.0 * kPi * i / n;
        out[i] = center + Vec2{std::cos(t), std::sin(t)} * radius;
    }
    return out;
}

void ConvexShape(Mesh& mesh, const std::vector<Vec2>& screen, Rgba fill, Rgba outline, float width,
                 SDL_Texture* texture) {
    const Vec2 uvMax = mesh.UvMaxOf(texture);
    if (screen.size() < 3) return;
    bool sharp = false;
    const std::vector<Vec2> nrm = MiterNormals(screen, &sharp);
    const bool stroked = outline.a > 0 && width > 0;
    const double half = stroked ? width * 0.5 : 0.0;
    if (fill.a > 0) {
        // The fill reaches under the stroke; without one it fades out over the feather. A
        // texture spans the shape's bounding box and is tinted by the fill colour.
        Vec2 lo = screen[0], hi = screen[0];
        for (const Vec2& v : screen) lo = {std::min(lo.x, v.x), std::min(lo.y, v.y)}, hi = {std::max(hi.x, v.x), std::max(hi.y, v.y)};
        const Vec2 extent{std::max(hi.x - lo.x, 1e-9), std::max(hi.y - lo.y, 1e-9)};
        mesh.Use(texture);
        const int base = mesh.Next();
        for (const Vec2& v : screen)
            if (texture) mesh.Vertex(v, ToSdl(fill), {(v.x - lo.x) / extent.x * uvMax.x, (v.y - lo.y) / extent.y * uvMax.y});
            else mesh.Vertex(v, ToSdl(fill));
        for (int i = 1; i + 1 < static_cast<int>(screen.size()); ++i) mesh.Triangle(base, base + i, base + i + 1);
        mesh.Use(nullptr);
        if (!stroked) Band(mesh, screen, nrm, 0.0, kFeather, ToSdl(fill), ToSdl(fill, 0.0f));
    }
    if (stroked && !sharp) {
        // A mitred band along the outline, feathered on both sides: few triangles, which matters
        // for hundreds of balls on a software renderer.
        const double core = std::max(0.0, half - kFeather * 0.5);
        Band(mesh, screen, nrm, -core, core, ToSdl(outline), ToSdl(outline));
        Band(mesh, screen, nrm, core, core + kFeather, ToSdl(outline), ToSdl(outline, 0.0f));
        Band(mesh, screen, nrm, -core, -core - kFeather, ToSdl(outline), ToSdl(outline, 0.0f));
    } else if (stroked) {
        // A needle-sharp corner (a thin tile's tip) would fold a mitred band over itself: each
        // edge its own feathered quad instead, with a round join at every vertex.
        for (std::size_t i = 0; i < screen.size(); ++i) {
            Line(mesh, screen[i], screen[(i + 1) % screen.size()], outline, width);
            Dot(mesh, screen[i], half, outline);
        }
    }
}

// A circle as its sprite: two triangles, white so the atlas's colours are drawn as they are.
// False when there is no sprite for it (the caller draws the geometry).
bool SpriteCircle(Mesh& mesh, const TextureSet& textures, Vec2 center, double radius, const Paint& paint,
                  float lineScale) {
    CircleSprites::Cell cell;
    if (!textures.sprites || !textures.sprites->Find(radius, paint, lineScale, textures, cell)) return false;
    mesh.Use(textures.sprites->Atlas());
    const SDL_Color white{255, 255, 255, 255};
    const double h = cell.halfSize;
    const int base = mesh.Next();
    mesh.Vertex(center + Vec2{-h, -h}, white, {cell.u0, cell.v0});
    mesh.Vertex(center + Vec2{h, -h}, white, {cell.u1, cell.v0});
    mesh.Vertex(center + Vec2{h, h}, white, {cell.u1, cell.v1});
    mesh.Vertex(center + Vec2{-h, h}, white, {cell.u0, cell.v1});
    mesh.Quad(base, base + 1, base + 2, base + 3);
    return true;
}

SDL_Texture* Lookup(const TextureSet& set, Texture t) {
    switch (t) {
        case Texture::kBall: return set.ball;
        case Texture::kTile: return set.tile;
        case Texture::kNone: return nullptr;
    }
    return nullptr;
}

// A shape narrower on screen than its own outline (a tile of a million-tile map seen whole) shows
// nothing but its outline's colour: one quad of that colour over it and its stroke, instead of a
// fill and three feathered bands along every edge, some twenty triangles, for a speck. Whether
// it was drawn so.
bool SpeckOfOutline(Mesh& mesh, const std::vector<Vec2>& screen, const Paint& paint, double width) {
    if (paint.outline.a == 0 || !(width > 0) || screen.empty()) return false;
    Vec2 lo = screen[0], hi = screen[0];
    for (const Vec2& v : screen) lo = {std::min(lo.x, v.x), std::min(lo.y, v.y)}, hi = {std::max(hi.x, v.x), std::max(hi.y, v.y)};
    if (hi.x - lo.x >= width || hi.y - lo.y >= width) return false;
    const double half = width * 0.5;
    lo = lo - Vec2{half, half};
    hi = hi + Vec2{half, half};
    mesh.Use(nullptr);
    const int base = mesh.Next();
    for (const Vec2& v : {lo, Vec2{hi.x, lo.y}, hi, Vec2{lo.x, hi.y}}) mesh.Vertex(v, ToSdl(paint.outline));
    mesh.Quad(base, base + 1, base + 2, base + 3);
    return true;
}

// The quads of a big map's rows thinner on screen than their outline (MapOnScreen), each drawn
// once it can grow no more: seen whole, a row of a million-tile map shows nothing but the outline's
// colour, and is one quad of it instead of a bar and its feathered outline between every two
// triangles (some 400,000 shapes in all).
class MapRowQuad {
public:
    /// `stacks`: whether rows may join rows (TextureSet::stacksRows).
    MapRowQuad(Mesh& mesh, bool stacks) : mesh_(mesh), stacks_(stacks) {}
    // Joins the quad from `lo` to `hi` to the one before when they lie on the same row and
    // overlap; else draws that one. Whatever is drawn next goes after Flush.
    void Take(Vec2 lo, Vec2 hi, Rgba colour) {
        constexpr double kSameRow = 1e-6;
        if (open_ && colour == colour_ && std::abs(lo.y - lo_.y) < kSameRow && std::abs(hi.y - hi_.y) < kSameRow &&
            lo.x <= hi_.x && hi.x >= lo_.x) {
            lo_.x = std::min(lo_.x, lo.x);
            hi_.x = std::max(hi_.x, hi.x);
            return;
        }
        // The next row's quad over the same columns, overlapping this one: in an opaque colour,
        // the two cover the pixels their union does, and a map seen whole is a few big quads
        // instead of a thousand thin ones (a GPU, or Mesa's llvmpipe, fills thin ones slowly).
        if (stacks_ && open_ && colour == colour_ && colour.a == 255 && lo.x == lo_.x && hi.x == hi_.x && lo.y <= hi_.y &&
            hi.y >= lo_.y) {
            lo_.y = std::min(lo_.y, lo.y);
            hi_.y = std::max(hi_.y, hi.y);
            return;
        }
        Flush();
        open_ = true;
        lo_ = lo, hi_ = hi, colour_ = colour;
    }
    void Flush() {
        if (!open_) return;
        open_ = false;
        mesh_.Use(nullptr);
        const int base = mesh_.Next();
        for (const Vec2& v : {lo_, Vec2{hi_.x, lo_.y}, hi_, Vec2{lo_.x, hi_.y}}) mesh_.Vertex(v, ToSdl(colour_));
        mesh_.Quad(base, base + 1, base + 2, base + 3);
    }

private:
    Mesh& mesh_;
    bool stacks_;
    bool open_ = false;
    Vec2 lo_, hi_;
    Rgba colour_;
};

// What the polygons are drawn with, and the screen points of the one at hand.
struct PolygonPass {
    Mesh& mesh;
    const View& view;
    const Window& window;
    float lineScale;
    const TextureSet& textures;
    MapRowQuad row;
    std::vector<Vec2> screen;
};

// A polygon: a tile with whole-pixel corners and no feather, the rest feathered.
void DrawPolygon(PolygonPass& pass, const PolygonCmd& p) {
    Mesh& mesh = pass.mesh;
    std::vector<Vec2>& screen = pass.screen;
    screen.clear();
    pass.row.Flush();
    if (p.tiled) {
        // Corners rounded to whole pixels and no feather: cells sharing an edge share it
        // exactly, and the rasteriser's fill rule gives each pixel to one of them.
        for (const Vec2& v : p.points) {
            const Vec2 s = pass.view.ToScreen(v);
            screen.push_back({std::round(s.x), std::round(s.y)});
        }
        if (p.paint.fill.a == 0 || !pass.window.SeesPoints(screen, 0)) return;
        mesh.Use(nullptr);
        const int base = mesh.Next();
        for (const Vec2& v : screen) mesh.Vertex(v, ToSdl(p.paint.fill));
        for (int i = 1; i + 1 < static_cast<int>(screen.size()); ++i) mesh.Triangle(base, base + i, base + i + 1);
        return;
    }
    const double width = p.paint.outlineWidth * pass.lineScale;
    for (const Vec2& v : p.points) screen.push_back(pass.view.ToScreen(v));
    if (!pass.window.SeesPoints(screen, width)) return;
    if (SpeckOfOutline(mesh, screen, p.paint, width)) return;
    ConvexShape(mesh, screen, p.paint.fill, p.paint.outline, width, Lookup(pass.textures, p.paint.texture));
}

// A big map: its rows in view (kept from the last frame while the map and the view stay), each
// hit or selected tile after its row.
void DrawBigMap(PolygonPass& pass, const BigMapCmd& m) {
    const double width = m.paint.outlineWidth * pass.lineScale;
    MapOnScreen fresh;
    const MapOnScreen* onScreen = &fresh;
    if (pass.textures.maps) onScreen = &pass.textures.maps->Get(m.map, pass.view, pass.window, width, m.paint.outline);
    else if (m.map) fresh = BuildMapOnScreen(*m.map, pass.view, pass.window, width, m.paint.outline);
    std::size_t next = 0;
    const auto standUntil = [&](std::size_t row) {  // the standing tiles of the rows before `row`
        for (; next < m.standing.size() && m.standing[next].row < row; ++next) DrawPolygon(pass, m.standing[next].polygon);
    };
    for (const MapRowOps& r : onScreen->rows) {
        standUntil(r.row);
        for (std::size_t k = r.begin; k < r.end; ++k) {
            const MapOp& op = onScreen->ops[k];
            if (op.quad) {
                pass.row.Take(op.lo, op.hi, m.paint.outline);
                continue;
            }
            pass.row.Flush();
            pass.screen.assign(op.points.begin(), op.points.begin() + op.count);
            if (SpeckOfOutline(pass.mesh, pass.screen, m.paint, width)) continue;
            ConvexShape(pass.mesh, pass.screen, m.paint.fill, m.paint.outline, width, Lookup(pass.textures, m.paint.texture));
        }
        standUntil(r.row + 1);
    }
    standUntil(m.standing.empty() ? 0 : m.standing.back().row + 1);
    pass.row.Flush();
}

// Every polygon, and the big map where the list puts it.
void DrawPolygons(Mesh& mesh, const DrawList& list, const View& view, const Window& window, float lineScale,
                  const TextureSet& textures) {
    PolygonPass pass{mesh, view, window, lineScale, textures, MapRowQuad(mesh, textures.stacksRows), {}};
    for (std::size_t i = 0; i <= list.polygons.size(); ++i) {
        if (list.bigMap && list.bigMap->at == i) DrawBigMap(pass, *list.bigMap);
        if (i < list.polygons.size()) DrawPolygon(pass, list.polygons[i]);
    }
    pass.row.Flush();
}

// A circle's fill, as the first of the two circle passes draws it.
void FillCircle(Mesh& mesh, const CircleCmd& c, const View& view, float lineScale, const TextureSet& textures) {
    const double r = c.radius * view.zoom;
    const Paint fill{c.paint.fill, kNoColor, 0, c.paint.texture};
    if (SpriteCircle(mesh, textures, view.ToScreen(c.center), r, fill, lineScale)) return;
    mesh.Use(nullptr);
    ConvexShape(mesh, CirclePoints(view.ToScreen(c.center), r), c.paint.fill, kNoColor, 0, Lookup(textures, c.paint.texture));
}

// A circle's outline, as the second pass draws it.
void OutlineCircle(Mesh& mesh, const CircleCmd& c, const View& view, float lineScale, const TextureSet& textures) {
    const double r = c.radius * view.zoom;
    const Paint outline{kNoColor, c.paint.outline, c.paint.outlineWidth, Texture::kNone};
    if (r >= 0.5 && c.paint.outlineWidth > 0 && SpriteCircle(mesh, textures, view.ToScreen(c.center), r, outline, lineScale))
        return;
    mesh.Use(nullptr);
    // Too small to show its shape: a dot, so a radius-0 circle stays visible.
    if (r < 0.5) ConvexShape(mesh, CirclePoints(view.ToScreen(c.center), 2.0), c.paint.outline, kNoColor, 0, nullptr);
    else ConvexShape(mesh, CirclePoints(view.ToScreen(c.center), r), kNoColor, c.paint.outline, c.paint.outlineWidth * lineScale, nullptr);
}

// Whether each pass draws a circle.
bool FillDrawn(const CircleCmd& c, const View& view, const Window& window) {
    const double r = c.radius * view.zoom;
    return r >= 0.5 && c.paint.fill.a > 0 && window.SeesDisc(view.ToScreen(c.center), r, 0);
}
bool OutlineDrawn(const CircleCmd& c, const View& view, const Window& window, float lineScale) {
    const double r = c.radius * view.zoom;
    if (c.paint.outline.a == 0 && r >= 0.5) return false;
    return window.SeesDisc(view.ToScreen(c.center), std::max(r, 2.0), c.paint.outlineWidth * lineScale);
}
// How far a circle drawn in a pass reaches on screen, its sprite's quad included (its half texel
// beyond the drawing, rounded up), for the layers' tiles.
double PassReach(const CircleCmd& c, const View& view, float lineScale, bool outline) {
    const double r = c.radius * view.zoom;
    return (outline ? CircleReach(std::max(r, 2.0), c.paint.outlineWidth * lineScale) : CircleReach(r, 0)) + 2;
}

// The sprite a pass will draw a circle with made now, before a layer's tile is drawn.
void PrepareSprite(const CircleCmd& c, const View& view, float lineScale, const TextureSet& textures, bool outline) {
    const double r = c.radius * view.zoom;
    if (!textures.sprites || (outline && (r < 0.5 || !(c.paint.outlineWidth > 0)))) return;
    const Paint paint = outline ? Paint{kNoColor, c.paint.outline, c.paint.outlineWidth, Texture::kNone}
                                : Paint{c.paint.fill, kNoColor, 0, c.paint.texture};
    CircleSprites::Cell cell;
    textures.sprites->Prepare(r, paint, lineScale, textures, cell);
}

// How many of the list's first circles are drawn from the layers kept (render/circle_layers.h).
std::size_t LayeredCircles(const DrawList& list, const TextureSet& textures) {
    const std::size_t still = std::min(list.stillCircles, list.circles.size());
    return textures.layers && still >= CircleLayers::kFrom && textures.layers->StartFrame() ? still : 0;
}

// Circles in two passes, all fills then all outlines, so a pile of textured balls is two
// batches instead of two per ball (outlines then lie over neighbouring fills, as they would
// on paper). With sprites each pass is a quad per circle from one atlas; a scene's thousands of
// still circles come from the layers kept, a few quads a pass.
void DrawCircles(Mesh& mesh, const DrawList& list, const View& view, const Window& window, float lineScale,
                 const TextureSet& textures) {
    if (textures.sprites) textures.sprites->StartFrame();
    const std::size_t layered = LayeredCircles(list, textures);
    const std::span<const CircleCmd> still(list.circles.data(), layered);
    for (const bool outlines : {false, true}) {
        const auto drawn = [&](const CircleCmd& c) {
            return outlines ? OutlineDrawn(c, view, window, lineScale) : FillDrawn(c, view, window);
        };
        const auto reach = [&](const CircleCmd& c) { return drawn(c) ? PassReach(c, view, lineScale, outlines) : -1.0; };
        const auto draw = [&](Mesh& into, const CircleCmd& c) {
            if (outlines) OutlineCircle(into, c, view, lineScale, textures);
            else FillCircle(into, c, view, lineScale, textures);
        };
        if (layered) {
            const CircleLayers::Pass pass{reach, [&](const CircleCmd& c) { PrepareSprite(c, view, lineScale, textures, outlines); },
                                          draw};
            textures.layers->Draw(outlines ? 1 : 0, still, view, lineScale, pass, textures, mesh);
        }
        for (std::size_t i = layered; i < list.circles.size(); ++i)
            if (drawn(list.circles[i])) draw(mesh, list.circles[i]);
    }
}

// The lines, then the arrows over light halos (all halos first), so a dark arrow reads on the
// dark hit circle as well as on the light background.
void DrawLinesAndArrows(Mesh& mesh, const DrawList& list, const View& view, const Window& window, float lineScale) {
    mesh.Use(nullptr);
    for (const LineCmd& l : list.lines) {
        const Vec2 a = view.ToScreen(l.a), b = view.ToScreen(l.b);
        if (l.minLength > 0 && LengthSquared(b - a) < double(l.minLength) * l.minLength) continue;
        if (window.SeesSegment(a, b, l.width * lineScale)) Line(mesh, a, b, l.color, l.width * lineScale);
    }
    const Rgba halo{palette::kBackground.r, palette::kBackground.g, palette::kBackground.b, 220};
    for (const bool haloPass : {true, false}) {
        for (const ArrowCmd& a : list.arrows) {
            const ScreenArrow s = ArrowOnScreen(a, view, lineScale);
            if (!s.visible || !window.SeesPoints({s.from, s.tip, s.headLeft, s.headRight}, a.width * lineScale + 3 * lineScale)) continue;
            const float width = a.width * lineScale + (haloPass ? 3.0f * static_cast<float>(lineScale) : 0.0f);
            const Rgba colour = haloPass ? halo : a.color;
            Line(mesh, s.from, s.tip, colour, width);
            Line(mesh, s.tip, s.headLeft, colour, width);
            Line(mesh, s.tip, s.headRight, colour, width);
        }
    }
}

}  // namespace

double CircleReach(double radius, double strokeWidth) {
    // The outermost band (ConvexShape: the fill's feather, or the stroke's outer half and its
    // feather) is offset along mitre normals, which a regular polygon of n sides makes 1/cos(π/n)
    // long.
    const double outer = strokeWidth > 0 ? std::max(0.0, strokeWidth * 0.5 - kFeather * 0.5) + kFeather : kFeather;
    return radius + outer / std::cos(kPi / CircleSegments(radius));
}

DrawnWork DrawGeometry(SDL_Renderer* renderer, const DrawList& list, const View& view, float lineScale,
                       const TextureSet& textures) {
    // Before anything is queued: a texture switch draws the batches queued so far.
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    // The guard box: the target in the renderer's (scaled) coordinates, widened by the margin.
    Guard guard;
    int w = 0, h = 0;
    float sx = 1, sy = 1;
    SDL_GetRendererOutputSize(renderer, &w, &h);
    SDL_RenderGetScale(renderer, &sx, &sy);
    guard.hi[0] = static_cast<float>(w) / std::max(sx, 1e-3f) + kGuardMargin;
    guard.hi[1] = static_cast<float>(h) / std::max(sy, 1e-3f) + kGuardMargin;
    const Window window{guard.hi[0] - kGuardMargin, guard.hi[1] - kGuardMargin};
    Mesh mesh(renderer, guard, textures);
    DrawPolygons(mesh, list, view, window, lineScale, textures);
    DrawCircles(mesh, list, view, window, lineScale, textures);
    DrawLinesAndArrows(mesh, list, view, window, lineScale);
    mesh.Submit();
    return mesh.Work();
}

namespace {

// The image with a column repeating its last one and a white block to its right: flat colour can
// then be drawn from the same texture (TextureSet::tileWhite). Null when SDL cannot make it.
SDL_Surface* WithWhiteBlock(SDL_Surface* image) {
    constexpr int kWhite = 4;
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(image, SDL_PIXELFORMAT_RGBA32, 0);
    if (!rgba) return nullptr;
    SDL_Surface* out = SDL_CreateRGBSurfaceWithFormat(0, rgba->w + 1 + kWhite, rgba->h, 32, SDL_PIXELFORMAT_RGBA32);
    if (out) {
        SDL_FillRect(out, nullptr, SDL_MapRGBA(out->format, 255, 255, 255, 255));
        SDL_SetSurfaceBlendMode(rgba, SDL_BLENDMODE_NONE);
        SDL_Rect all{0, 0, rgba->w, rgba->h}, last{rgba->w - 1, 0, 1, rgba->h}, repeat{rgba->w, 0, 1, rgba->h};
        SDL_BlitSurface(rgba, &all, out, &all);
        SDL_BlitSurface(rgba, &last, out, &repeat);
    }
    SDL_FreeSurface(rgba);
    return out;
}

}  // namespace

TextureSet LoadTextures(SDL_Renderer* renderer, const std::string& folder, std::string& error) {
    TextureSet set;
    // On a GPU (OpenGL, WebGL) each change between a texture and flat colour is a draw call of
    // its own: there each texture carries a white block, so a map's tiles or a pile of balls with
    // their outlines are one batch. The software renderer (the pictures) draws the images as they are.
    SDL_RendererInfo info{};
    SDL_GetRendererInfo(renderer, &info);
    const bool batched = info.name && std::string(info.name) != "software";
    const auto load = [&](const char* name, Vec2& uvMax, std::optional<Vec2>& white) -> SDL_Texture* {
        const std::string path = folder + "/" + name;
        SDL_Surface* image = IMG_Load(path.c_str());
        if (!image) {
            error += (error.empty() ? "" : "; ") + std::string("cannot load ") + path + ": " + IMG_GetError();
            return nullptr;
        }
        SDL_Surface* padded = batched ? WithWhiteBlock(image) : nullptr;
        SDL_Texture* t = SDL_CreateTextureFromSurface(renderer, padded ? padded : image);
        if (t && padded) {
            uvMax = {double(image->w) / padded->w, 1.0};
            white = Vec2{(image->w + 3.0) / padded->w, 0.5};
        }
        if (!t) error += (error.empty() ? "" : "; ") + std::string("cannot load ") + path + ": " + SDL_GetError();
        else SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_FreeSurface(padded);
        SDL_FreeSurface(image);
        return t;
    };
    set.ball = load("ball.png", set.ballUvMax, set.ballWhite);
    set.tile = load("tile.png", set.tileUvMax, set.tileWhite);
    set.maps = new MapOnScreenCache;
    set.stacksRows = batched;
    return set;
}

void FreeTextures(TextureSet& textures) {
    delete textures.layers;
    delete textures.sprites;
    delete textures.maps;
    if (textures.ball) SDL_DestroyTexture(textures.ball);
    if (textures.tile) SDL_DestroyTexture(textures.tile);
    textures = {};
}

}  // namespace circlelab::render
