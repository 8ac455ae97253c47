#include "mesh.h"

namespace circlelab::render {
namespace {

SDL_Vertex Between(const SDL_Vertex& a, const SDL_Vertex& b, float t) {
    const auto mix = [t](float x, float y) { return x + (y - x) * t; };
    const auto mixByte = [&](Uint8 x, Uint8 y) { return static_cast<Uint8>(std::lround(mix(x, y))); };
    return {{mix(a.position.x, b.position.x), mix(a.position.y, b.position.y)},
            {mixByte(a.color.r, b.color.r), mixByte(a.color.g, b.color.g), mixByte(a.color.b, b.color.b),
             mixByte(a.color.a, b.color.a)},
            {mix(a.tex_coord.x, b.tex_coord.x), mix(a.tex_coord.y, b.tex_coord.y)}};
}

}  // namespace

std::vector<SDL_Vertex> ClipToGuard(std::vector<SDL_Vertex> poly, const Guard& g) {
    for (int axis = 0; axis < 2; ++axis) {
        for (const bool upper : {false, true}) {
            const float limit = upper ? g.hi[axis] : g.lo[axis];
            const auto coord = [axis](const SDL_Vertex& v) { return axis == 0 ? v.position.x : v.position.y; };
            const auto in = [&](const SDL_Vertex& v) { return upper ? coord(v) <= limit : coord(v) >= limit; };
            std::vector<SDL_Vertex> out;
            for (std::size_t i = 0; i < poly.size(); ++i) {
                const SDL_Vertex& a = poly[i];
                const SDL_Vertex& b = poly[(i + 1) % poly.size()];
                if (in(a)) out.push_back(a);
                if (in(a) != in(b)) out.push_back(Between(a, b, (limit - coord(a)) / (coord(b) - coord(a))));
            }
            poly = std::move(out);
            if (poly.empty()) return poly;
        }
    }
    return poly;
}

void Mesh::Submit() {
    work_.triangles += indices_.size() / 3;
    work_.batches += indices_.empty() ? 0 : 1;
    if (!indices_.empty())
        SDL_RenderGeometry(renderer_, texture_, vertices_.data(), static_cast<int>(vertices_.size()), indices_.data(),
                           static_cast<int>(indices_.size()));
    vertices_.clear();
    indices_.clear();
}

}  // namespace circlelab::render
