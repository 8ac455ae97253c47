#include "core/scene/picking.h"

#include "core/collide/contact.h"
#include "core/scene/tile_span.h"

namespace circlelab {

int ShapeAt(const Scene& scene, Vec2 world) {
    // The tiles come after the listed shapes, so a tile under the pointer is the topmost.
    if (scene.tiles)
        if (const auto tile = TilePicked(*scene.tiles, world))
            return static_cast<int>(scene.shapes.size() + TilesBefore(*scene.tiles, tile->first, tile->second));
    return ShapeAt(std::span<const Shape>(scene.shapes), world);
}

int ShapeAt(const FrameFacts& facts, Vec2 world) {
    if (const TileMap* tiles = facts.Tiles())
        if (const auto tile = TilePicked(*tiles, world)) return static_cast<int>(*facts.TileIndex(tile->first, tile->second));
    return ShapeAt(facts.ListedShapes(), world);
}

int ShapeAt(std::span<const Shape> shapes, Vec2 world) {
    for (int i = static_cast<int>(shapes.size()) - 1; i >= 0; --i) {
        // Inside, or within 3 px of the outline so thin shapes can be picked.
        if (Collide(Circle{world, 3.0}, shapes[i]).hit) return i;
    }
    return -1;
}

}  // namespace circlelab
