#include "core/physics/body_grid.h"

#include <algorithm>
#include <cmath>

namespace circlelab::physics {
namespace {

constexpr int kGridCells = 16;  // a box over more cells than this is a wide box

bool Finite(const Aabb& box) {
    return std::isfinite(box.lo.x) && std::isfinite(box.lo.y) && std::isfinite(box.hi.x) && std::isfinite(box.hi.y);
}

// The cell of a coordinate, clamped in double so that a box flung far away cannot overflow the
// conversion (within ±1e15 every whole double is exact). Clamping keeps the map monotone, which is
// all the pair rule below needs.
std::int64_t CellIndex(double v, double cell) {
    constexpr double kLimit = 1e15;
    const double c = std::floor(v / cell);
    return static_cast<std::int64_t>(c >= -kLimit ? (c <= kLimit ? c : kLimit) : -kLimit);
}

std::size_t Bucket(std::int64_t cx, std::int64_t cy, std::size_t mask) {
    // Two odd multipliers (Knuth's multiplicative hashing) mixed, the high bits folded down.
    std::uint64_t h = static_cast<std::uint64_t>(cx) * 0x9E3779B97F4A7C15ULL ^ static_cast<std::uint64_t>(cy) * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 29;
    return static_cast<std::size_t>(h) & mask;
}

}  // namespace

void BodyGrid::Pairs(std::span<const Aabb> boxes, std::vector<BoxPair>& out) {
    out.clear();
    found_.clear();
    if (boxes.size() < 2) return;
    const std::size_t entries = FileRanges(boxes, CellSize(boxes));
    const std::size_t mask = FillBuckets(entries);
    GridPairs(boxes);
    WidePairs(boxes, mask);
    SortPairs(static_cast<int>(boxes.size()), out);
}

// Cells twice as wide as the median box (the median, not the mean: one huge ball must not make
// the cells huge for all the others). A box then covers one to four cells, 2.25 on average,
// instead of nearly always four as with cells of its own width: fewer entries to file and read
// for a few more boxes to compare in a cell (measured faster at every size of the benchmark).
double BodyGrid::CellSize(std::span<const Aabb> boxes) {
    sizes_.clear();
    for (const Aabb& box : boxes)
        if (Finite(box)) sizes_.push_back(std::max(box.hi.x - box.lo.x, box.hi.y - box.lo.y));
    if (sizes_.empty()) return 1;
    const auto middle = sizes_.begin() + static_cast<std::ptrdiff_t>(sizes_.size() / 2);
    std::nth_element(sizes_.begin(), middle, sizes_.end());
    if (*middle > 0 && std::isfinite(2 * *middle)) return 2 * *middle;
    if (*middle > 0 && std::isfinite(*middle)) return *middle;
    return 1;
}

// Each box's range of cells; boxes over many cells (or not finite) are wide. The number of
// (box, cell) entries of the boxes that are not.
std::size_t BodyGrid::FileRanges(std::span<const Aabb> boxes, double cell) {
    const int n = static_cast<int>(boxes.size());
    range_.resize(4 * static_cast<std::size_t>(n));
    isWide_.assign(n, 0);
    wide_.clear();
    std::size_t entries = 0;
    for (int i = 0; i < n; ++i) {
        std::int64_t* r = &range_[4 * static_cast<std::size_t>(i)];
        const Aabb& box = boxes[i];
        r[0] = CellIndex(box.lo.x, cell);
        r[1] = CellIndex(box.hi.x, cell);
        r[2] = CellIndex(box.lo.y, cell);
        r[3] = CellIndex(box.hi.y, cell);
        const double cells = (static_cast<double>(r[1] - r[0]) + 1) * (static_cast<double>(r[3] - r[2]) + 1);
        if (!Finite(box) || box.hi.x < box.lo.x || box.hi.y < box.lo.y || cells > kGridCells) {
            isWide_[i] = 1;
            wide_.push_back(i);
        } else {
            entries += static_cast<std::size_t>(cells);
        }
    }
    return entries;
}

// Counting sort of (box, cell) entries into hashed buckets, at most half full. Filled from the
// last box down, so each bucket lists its boxes in increasing order. The buckets' mask.
std::size_t BodyGrid::FillBuckets(std::size_t entries) {
    const int n = static_cast<int>(isWide_.size());
    std::size_t buckets = 16;
    while (buckets < 2 * entries) buckets *= 2;
    const std::size_t mask = buckets - 1;
    bucketStart_.assign(buckets + 1, 0);
    for (int i = 0; i < n; ++i) {
        if (isWide_[i]) continue;
        const std::int64_t* r = &range_[4 * static_cast<std::size_t>(i)];
        for (std::int64_t cy = r[2]; cy <= r[3]; ++cy)
            for (std::int64_t cx = r[0]; cx <= r[1]; ++cx) ++bucketStart_[Bucket(cx, cy, mask)];
    }
    for (std::size_t h = 0; h < buckets; ++h) bucketStart_[h + 1] += bucketStart_[h];
    entries_.resize(entries);
    for (int i = n - 1; i >= 0; --i) {
        if (isWide_[i]) continue;
        const std::int64_t* r = &range_[4 * static_cast<std::size_t>(i)];
        for (std::int64_t cy = r[3]; cy >= r[2]; --cy)
            for (std::int64_t cx = r[1]; cx >= r[0]; --cx) entries_[--bucketStart_[Bucket(cx, cy, mask)]] = {cx, cy, i, cx == r[0], cy == r[2]};
    }
    return mask;
}

// A pair of boxes may share several cells; it is reported by one only: the cell of the lower
// corner of their overlap, (max of the left edges, max of the top edges). The cell map is
// monotone, so that cell lies in both boxes' ranges, and so it is the first column (row) of
// one of the two: the entries carry that, and the pass over the buckets reads no box's range.
void BodyGrid::GridPairs(std::span<const Aabb> boxes) {
    const std::size_t buckets = bucketStart_.size() - 1;
    for (std::size_t h = 0; h < buckets; ++h)
        for (int x = bucketStart_[h]; x < bucketStart_[h + 1]; ++x) {
            const Entry& e = entries_[x];
            for (int y = x + 1; y < bucketStart_[h + 1]; ++y) {
                const Entry& f = entries_[y];
                if (e.cx != f.cx || e.cy != f.cy || !(e.firstColumn || f.firstColumn) || !(e.firstRow || f.firstRow)) continue;
                if (BoxesOverlap(boxes[e.box], boxes[f.box])) Add(e.box, f.box);
            }
        }
}

// A wide box looks up the cells it covers when they are fewer than the boxes, else compares
// itself with every gridded box; wide boxes compare with each other directly.
void BodyGrid::WidePairs(std::span<const Aabb> boxes, std::size_t mask) {
    const int n = static_cast<int>(boxes.size());
    for (std::size_t w = 0; w < wide_.size(); ++w) {
        const int i = wide_[w];
        const Aabb& box = boxes[i];
        const std::int64_t* r = &range_[4 * static_cast<std::size_t>(i)];
        const double cells = (static_cast<double>(r[1] - r[0]) + 1) * (static_cast<double>(r[3] - r[2]) + 1);
        if (Finite(box) && cells < n) {
            for (std::int64_t cy = r[2]; cy <= r[3]; ++cy)
                for (std::int64_t cx = r[0]; cx <= r[1]; ++cx) {
                    const std::size_t h = Bucket(cx, cy, mask);
                    for (int x = bucketStart_[h]; x < bucketStart_[h + 1]; ++x) {
                        const Entry& e = entries_[x];
                        if (e.cx == cx && e.cy == cy && (cx == r[0] || e.firstColumn) && (cy == r[2] || e.firstRow) &&
                            BoxesOverlap(box, boxes[e.box]))
                            Add(i, e.box);
                    }
                }
        } else {
            for (int j = 0; j < n; ++j)
                if (!isWide_[j] && BoxesOverlap(box, boxes[j])) Add(i, j);
        }
        for (std::size_t v = w + 1; v < wide_.size(); ++v)
            if (BoxesOverlap(box, boxes[wide_[v]])) Add(i, wide_[v]);
    }
}

// Sorted by (a, b) with two counting sorts (a radix sort on the two indices): by b, then
// stably by a.
void BodyGrid::SortPairs(int n, std::vector<BoxPair>& out) {
    const auto countingSort = [&](const std::vector<BoxPair>& from, std::vector<BoxPair>& to, auto key) {
        count_.assign(n + 1, 0);
        for (const BoxPair& p : from) ++count_[key(p) + 1];
        for (int k = 0; k < n; ++k) count_[k + 1] += count_[k];
        to.resize(from.size());
        for (const BoxPair& p : from) to[count_[key(p)]++] = p;
    };
    countingSort(found_, sorted_, [](const BoxPair& p) { return p.b; });
    countingSort(sorted_, out, [](const BoxPair& p) { return p.a; });
}

}  // namespace circlelab::physics
