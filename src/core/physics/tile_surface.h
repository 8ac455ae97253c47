// The surface of a tile map as one solid: which tile edges are internal (covered by the
// neighbour's side) and what each tile vertex is in the union of the solid tiles. A ball rolling
// along a row of blocks, or from a block onto a ramp, must only ever feel the outer surface —
// never the normal of an internal edge or of a seam vertex (Box2D's ghost vertices solve the same
// problem for chains).
#pragma once

#include <optional>
#include <vector>

#include "core/collide/contact.h"
#include "core/scene/scene.h"
#include "core/collide/triangle_region.h"

namespace circlelab::physics {

struct TileCell {
    int row = 0, column = 0;
};

/// The grid cell of every shape TileShapes() makes, in the same order.
std::vector<TileCell> TileCells(const TileMap& tiles);

/// Rewrites the contact of a circle with the tile at `cell` as the tile map's outer surface sees
/// it: nullopt when it touches only an internal edge or a seam vertex that is flat inside the solid
/// or concave; a vertex on a flat run of surface becomes a contact with that face. Other contacts
/// pass through unchanged.
std::optional<Contact> SurfaceContact(const TileMap& tiles, const TileCell& cell,
                                      const Circle& circle, const Contact& contact);

}  // namespace circlelab::physics
