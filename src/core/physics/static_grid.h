// The broad phase against the static world (shapes and tiles): which shapes' bounding boxes a
// query box may meet. A hierarchy of uniform grids (Ericson, "Real-Time Collision Detection",
// 7.2: hierarchical grids): each shape is filed in the finest level whose cells are at least 1/64
// of its size, so a shape covers at most 65 × 65 cells of its level, and a query reads a few cells
// of each level. A tile map's tiles fill the finest level; a long floor, a wall across the world,
// fill coarser ones instead of being tested by every ball at every sweep.
#pragma once

#include <span>
#include <vector>

#include "core/geometry/shapes.h"

namespace circlelab::physics {

class StaticGrid {
public:
    /// Files `boxes` (shape i's bounding box at index i); `cell` is the finest level's cell (the tile
    /// size, say). A box that is not finite is listed by every query.
    void Build(std::span<const Aabb> boxes, double cell);

    /// Every shape whose box may meet [lo, hi] (a superset: shapes sharing a cell), each once: the
    /// coarser levels' shapes first in increasing index, then the finest level's in cell order, so
    /// the same query gives the same list on every run. The list is cleared first.
    void Query(Vec2 lo, Vec2 hi, std::vector<int>& out);

    /// How many levels the shapes needed (1 for shapes of one size; 0 for none).
    int Levels() const { return static_cast<int>(levels_.size()); }

private:
    struct Level {
        Vec2 origin;
        double cell = 1;
        int columns = 0, rows = 0;
        std::vector<int> start, items;  // each cell's shapes: items[start[k] .. start[k + 1]]
    };
    void AddToLevel(Level& level, std::span<const Aabb> boxes, std::span<const int> members);
    void QueryLevel(const Level& level, Vec2 lo, Vec2 hi, std::vector<int>& out);

    std::vector<Level> levels_;
    std::vector<int> always_;      // boxes that are not finite
    std::vector<unsigned> stamp_;  // each shape: the last query (stampId_) that listed it
    unsigned stampId_ = 0;
};

}  // namespace circlelab::physics
