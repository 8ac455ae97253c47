// The triangles a draw list becomes, queued for SDL_RenderGeometry by texture, with the guard that
// keeps a huge triangle from overflowing SDL's software rasteriser.
#pragma once

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "geometry_renderer.h"

namespace circlelab::render {

// SDL's software renderer rasterises a triangle with 32-bit integer cross products of its
// (fixed-point) edges, which overflow (and crash) for a triangle spanning some 1e5 px both ways: a
// body of radius 127,500 px. Such a triangle, or one reaching past ±1e6 px, is clipped to the target
// widened by a margin no picture shows; everything else is drawn exactly as it is.
inline constexpr float kGuardMargin = 2048.0f;
inline constexpr double kMaxTriangleSpan = 1e8;  // px²: the bounding box of a triangle drawn unclipped
inline constexpr float kMaxCoordinate = 1e6f;

struct Guard {
    float lo[2] = {-kGuardMargin, -kGuardMargin};
    float hi[2] = {kGuardMargin, kGuardMargin};
    bool Inside(const SDL_Vertex& v) const {
        return v.position.x >= lo[0] && v.position.x <= hi[0] && v.position.y >= lo[1] && v.position.y <= hi[1];
    }
    // Whether the triangle can go to SDL as it is.
    bool Safe(const SDL_Vertex& a, const SDL_Vertex& b, const SDL_Vertex& c) const {
        if (Inside(a) && Inside(b) && Inside(c)) return true;
        const auto near = [](const SDL_Vertex& v) {
            return std::abs(v.position.x) <= kMaxCoordinate && std::abs(v.position.y) <= kMaxCoordinate;
        };
        if (!near(a) || !near(b) || !near(c)) return false;
        const double w = std::max({a.position.x, b.position.x, c.position.x}) - std::min({a.position.x, b.position.x, c.position.x});
        const double h = std::max({a.position.y, b.position.y, c.position.y}) - std::min({a.position.y, b.position.y, c.position.y});
        return w * h <= kMaxTriangleSpan;
    }
};

// The part of a triangle inside the guard (Sutherland–Hodgman, one side of the box at a time),
// colours and texture coordinates interpolated along the cut edges.
std::vector<SDL_Vertex> ClipToGuard(std::vector<SDL_Vertex> poly, const Guard& g);

// Triangles waiting to be drawn with one texture (or none). Drawing order is kept: switching
// texture draws what is queued first.
//
// Flat colour after a texture that has a white texel (the tile texture in a window, see
// LoadTextures) stays in the same batch, drawn from that texel: a map of textured tiles, each
// with its outline, is one draw call instead of two per tile (a WebGL page paid for each).
class Mesh {
public:
    Mesh(SDL_Renderer* r, const Guard& guard, const TextureSet& textures) : renderer_(r), guard_(guard), textures_(textures) {}
    /// `texture` for the vertices given texture coordinates; nullptr for flat colour.
    void Use(SDL_Texture* texture) {
        if (!texture && WhiteOf(texture_)) return;
        if (texture == texture_) return;
        Submit();
        texture_ = texture;
    }
    /// A vertex of flat colour.
    void Vertex(Vec2 p, SDL_Color c) { Vertex(p, c, texture_ ? *WhiteOf(texture_) : Vec2{}); }
    void Vertex(Vec2 p, SDL_Color c, Vec2 uv) {
        // Clamped far beyond the guard first, so a float never holds an infinity or a NaN.
        const auto clamp = [](double v) { return static_cast<float>(std::clamp(v, -1e9, 1e9)); };
        vertices_.push_back({{clamp(p.x), clamp(p.y)}, c, {static_cast<float>(uv.x), static_cast<float>(uv.y)}});
    }
    int Next() const { return static_cast<int>(vertices_.size()); }
    void Triangle(int a, int b, int c) {
        if (guard_.Safe(vertices_[a], vertices_[b], vertices_[c])) {
            indices_.insert(indices_.end(), {a, b, c});
            return;
        }
        // Rare: only a huge triangle reaching far off the picture. The clipped part is a small fan.
        const std::vector<SDL_Vertex> part = ClipToGuard({vertices_[a], vertices_[b], vertices_[c]}, guard_);
        if (part.size() < 3) return;
        const int base = Next();
        vertices_.insert(vertices_.end(), part.begin(), part.end());
        for (int i = 1; i + 1 < static_cast<int>(part.size()); ++i) indices_.insert(indices_.end(), {base, base + i, base + i + 1});
    }
    void Quad(int a, int b, int c, int d) {
        Triangle(a, b, c);
        Triangle(a, c, d);
    }
    /// Draws what is queued.
    void Submit();
    DrawnWork Work() const { return work_; }
    /// Where `texture` has a white texel, its texture coordinates.
    const std::optional<Vec2>& WhiteOf(SDL_Texture* texture) const {
        static const std::optional<Vec2> none;
        if (!texture) return none;
        return texture == textures_.tile ? textures_.tileWhite : texture == textures_.ball ? textures_.ballWhite : none;
    }
    /// The part of `texture` its image fills.
    Vec2 UvMaxOf(SDL_Texture* texture) const {
        return texture && texture == textures_.tile ? textures_.tileUvMax : texture && texture == textures_.ball ? textures_.ballUvMax : Vec2{1, 1};
    }

private:
    SDL_Renderer* renderer_;
    Guard guard_;
    const TextureSet& textures_;
    DrawnWork work_;
    SDL_Texture* texture_ = nullptr;
    std::vector<SDL_Vertex> vertices_;
    std::vector<int> indices_;
};

}  // namespace circlelab::render
