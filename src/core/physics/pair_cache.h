// The soft step's ball–ball broad phase, kept from step to step (Erin Catto's "fat" boxes of Box2D's
// broad phase, here in a uniform hashed grid, Ericson, "Real-Time Collision Detection", 7.1). Each
// ball is filed by its box grown by a margin, with the balls whose grown boxes meet it; a step
// refiles only the balls whose box left their grown box, so a pile that has landed (its balls
// trembling by less than the margin) finds its pairs without filing a ball. When most balls move
// (a pile thrown or landing), filing them costs more than finding the pairs afresh, and the step
// finds them with BodyGrid instead. Either way the answer is BodyGrid's: every pair of the step's
// boxes that overlaps, sorted.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/physics/body_grid.h"

namespace circlelab::physics {

class PairCache {
public:
    /// Every pair (k, l), k < l, of `boxes` that overlaps (BoxesOverlap), sorted by (k, l): the
    /// same list as BodyGrid::Pairs. `ids[k]` names box k's ball (its index in the scene, of
    /// `count` balls), increasing in k; a ball keeps its name from step to step, and a ball not
    /// among `ids` is dropped from the cache. Storage is kept, so a step allocates nothing once
    /// the sizes settle.
    void Pairs(std::span<const int> ids, std::span<const Aabb> boxes, int count, std::vector<BoxPair>& out);

private:
    void Reset(int count);
    void Drop(int ball);
    void File(int ball);
    void Meet(int ball, std::span<const int> ids);
    void Link(int a, int b);
    bool Wide(int ball) const { return range_[4 * static_cast<std::size_t>(ball)] == kWide; }
    std::vector<int>* Cell(std::int64_t cx, std::int64_t cy);
    void Regrid(std::span<const int> ids, std::span<const Aabb> boxes);

    static constexpr std::int64_t kWide = INT64_MIN;  // a range's first column: the ball is not filed in cells

    BodyGrid grid_;                     // when most balls move
    bool valid_ = false;                // the cache holds every ball of the last step
    int count_ = -1;                    // the balls the names belong to
    double cell_ = 1;
    std::vector<Aabb> fat_;             // each ball's grown box, as filed
    std::vector<char> filed_, moved_;
    std::vector<std::int64_t> range_;   // each ball's cells: first and last column, first and last row
    std::vector<std::vector<int>> near_;  // each ball's neighbours (grown boxes meet), sorted
    std::vector<int> wide_;             // balls over too many cells: met by every ball that moves
    std::vector<int> slot_, movers_;
    std::vector<double> sizes_;    // each ball's box in the step (-1: not in it); the balls that moved
    struct Slot {
        std::int64_t cx = 0, cy = 0;
        int list = -1;
    };
    std::vector<Slot> table_;           // open addressing: cell → its list in lists_
    std::vector<std::vector<int>> lists_;
    int used_ = 0;                      // lists_ in use (the rest are kept for their storage)
};

}  // namespace circlelab::physics
