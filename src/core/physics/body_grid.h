// The ball–ball broad phase: which of n axis-aligned boxes overlap, in time linear in n for boxes
// of similar size. A uniform grid (Ericson, "Real-Time Collision Detection", 7.1: uniform grids,
// hashed storage) whose cells are twice as wide as the median box, filled by a counting sort over
// hashed cells, so no sort of the boxes and no search per box; boxes far larger than the median
// (or not finite) are compared with every box instead.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "core/geometry/shapes.h"

namespace circlelab::physics {

/// Two boxes by their indices, a < b.
struct BoxPair {
    int a, b;
    friend bool operator==(const BoxPair&, const BoxPair&) = default;
};

/// Closed boxes: touching edges overlap (as the step's contact margin wants), and a box with a
/// coordinate that is not a number overlaps every box (no comparison with it says they are apart).
inline bool BoxesOverlap(const Aabb& p, const Aabb& q) {
    return !(p.hi.x < q.lo.x || q.hi.x < p.lo.x || p.hi.y < q.lo.y || q.hi.y < p.lo.y);
}

class BodyGrid {
public:
    /// Every pair of `boxes` that overlaps (BoxesOverlap), each once, sorted by (a, b): the same
    /// list as comparing all pairs, whatever the grid. Storage is kept between calls, so a step
    /// allocates nothing once the sizes settle.
    void Pairs(std::span<const Aabb> boxes, std::vector<BoxPair>& out);

private:
    // The steps of Pairs, in order.
    double CellSize(std::span<const Aabb> boxes);
    std::size_t FileRanges(std::span<const Aabb> boxes, double cell);
    std::size_t FillBuckets(std::size_t entries);
    void GridPairs(std::span<const Aabb> boxes);
    void WidePairs(std::span<const Aabb> boxes, std::size_t mask);
    void SortPairs(int n, std::vector<BoxPair>& out);
    void Add(int i, int j) { found_.push_back({std::min(i, j), std::max(i, j)}); }

    struct Entry {
        std::int64_t cx, cy;  // the cell (the hash may share a bucket between cells)
        int box;
        bool firstColumn, firstRow;  // the cell is in the box's first column, its first row
    };
    std::vector<double> sizes_;
    std::vector<std::int64_t> range_;    // per box: first column, last column, first row, last row
    std::vector<int> wide_;
    std::vector<char> isWide_;
    std::vector<int> bucketStart_;       // counting sort: entries_[bucketStart_[h] .. bucketStart_[h + 1]]
    std::vector<Entry> entries_;
    std::vector<BoxPair> found_, sorted_;
    std::vector<int> count_;
};

}  // namespace circlelab::physics
