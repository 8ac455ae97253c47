#include "core/physics/static_grid.h"

#include <algorithm>
#include <cmath>

namespace circlelab::physics {
namespace {

constexpr double kSpan = 64;       // a shape covers at most this many cells of its level (plus one)
constexpr double kMaxCells = 1024;  // cells of a level along its longer side, at most

bool Finite(const Aabb& b) {
    return std::isfinite(b.lo.x) && std::isfinite(b.lo.y) && std::isfinite(b.hi.x) && std::isfinite(b.hi.y);
}

double Size(const Aabb& b) { return std::max(b.hi.x - b.lo.x, b.hi.y - b.lo.y); }

}  // namespace

void StaticGrid::Build(std::span<const Aabb> boxes, double cell) {
    levels_.clear();
    always_.clear();
    stamp_.assign(boxes.size(), 0);
    stampId_ = 0;
    std::vector<int> left;
    for (int i = 0; i < static_cast<int>(boxes.size()); ++i) {
        if (Finite(boxes[i])) left.push_back(i);
        else always_.push_back(i);
    }
    cell = cell > 0 && std::isfinite(cell) ? cell : 1;
    // From the finest level up: a level takes the shapes left that are at most kSpan of its cells
    // wide, and its cell is kSpan times the last level's (coarser when its shapes spread over more
    // than kMaxCells cells: the cell count stays bounded). The levels are few: five from 8 px
    // cells to 1e9 px shapes.
    for (; !left.empty(); cell *= kSpan) {
        std::vector<int> members, rest;
        for (const int i : left) (Size(boxes[i]) <= kSpan * cell ? members : rest).push_back(i);
        left = std::move(rest);
        if (members.empty()) continue;
        Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
        for (const int i : members) {
            lo = {std::min(lo.x, boxes[i].lo.x), std::min(lo.y, boxes[i].lo.y)};
            hi = {std::max(hi.x, boxes[i].hi.x), std::max(hi.y, boxes[i].hi.y)};
        }
        Level level;
        level.origin = lo;
        level.cell = std::max(cell, std::max(hi.x - lo.x, hi.y - lo.y) / kMaxCells);
        level.columns = static_cast<int>((hi.x - lo.x) / level.cell) + 1;
        level.rows = static_cast<int>((hi.y - lo.y) / level.cell) + 1;
        AddToLevel(level, boxes, members);
        levels_.push_back(std::move(level));
    }
}

// Each cell's shapes side by side in one array, by a counting sort: a query reads a few
// neighbouring cells from memory that is close together.
void StaticGrid::AddToLevel(Level& level, std::span<const Aabb> boxes, std::span<const int> members) {
    level.start.assign(static_cast<std::size_t>(level.columns) * level.rows + 1, 0);
    const auto cellOf = [&](double v, double origin, int count) {
        return std::clamp(static_cast<int>((v - origin) / level.cell), 0, count - 1);
    };
    for (const bool fill : {false, true}) {
        for (const int i : members) {
            const int c0 = cellOf(boxes[i].lo.x, level.origin.x, level.columns);
            const int c1 = cellOf(boxes[i].hi.x, level.origin.x, level.columns);
            const int r0 = cellOf(boxes[i].lo.y, level.origin.y, level.rows);
            const int r1 = cellOf(boxes[i].hi.y, level.origin.y, level.rows);
            for (int r = r0; r <= r1; ++r)
                for (int c = c0; c <= c1; ++c) {
                    const std::size_t k = static_cast<std::size_t>(r) * level.columns + c;
                    if (fill) level.items[level.start[k]++] = i;
                    else ++level.start[k + 1];
                }
        }
        if (fill) continue;
        for (std::size_t k = 1; k < level.start.size(); ++k) level.start[k] += level.start[k - 1];
        level.items.resize(level.start.back());
    }
    // Filling moved each start to the next cell's: shift back.
    for (std::size_t k = level.start.size() - 1; k > 0; --k) level.start[k] = level.start[k - 1];
    level.start[0] = 0;
}

void StaticGrid::QueryLevel(const Level& level, Vec2 lo, Vec2 hi, std::vector<int>& out) {
    if (!(lo.x - level.origin.x < level.columns * level.cell && hi.x >= level.origin.x &&
          lo.y - level.origin.y < level.rows * level.cell && hi.y >= level.origin.y))
        return;  // wholly beside the level (or not a number)
    // Clamped in double before the conversion: a fast body's swept box may reach far beyond the
    // grid, where an int would overflow (and the ball would find no wall).
    const auto cellOf = [&](double v, double origin, int count) {
        const double c = std::floor((v - origin) / level.cell);
        return c >= 0 ? (c < count ? static_cast<int>(c) : count - 1) : 0;
    };
    const int c0 = cellOf(lo.x, level.origin.x, level.columns), c1 = cellOf(hi.x, level.origin.x, level.columns);
    const int r0 = cellOf(lo.y, level.origin.y, level.rows), r1 = cellOf(hi.y, level.origin.y, level.rows);
    // The cells of a row list their shapes one after another, so a row's run of cells is one range.
    for (int r = r0; r <= r1; ++r) {
        const std::size_t k = static_cast<std::size_t>(r) * level.columns;
        for (int x = level.start[k + c0], end = level.start[k + c1 + 1]; x < end; ++x)
            if (const int i = level.items[x]; stamp_[i] != stampId_) {
                stamp_[i] = stampId_;
                out.push_back(i);
            }
    }
}

void StaticGrid::Query(Vec2 lo, Vec2 hi, std::vector<int>& out) {
    out.assign(always_.begin(), always_.end());
    if (levels_.empty()) return;
    if (++stampId_ == 0) {  // wrapped (after 2^32 queries): no old stamp may pass for this query's
        std::fill(stamp_.begin(), stamp_.end(), 0u);
        stampId_ = 1;
    }
    for (std::size_t l = levels_.size(); l-- > 1;) QueryLevel(levels_[l], lo, hi, out);
    std::sort(out.begin(), out.end());  // the large shapes in the order of the scene, as listed
    QueryLevel(levels_[0], lo, hi, out);
}

}  // namespace circlelab::physics
