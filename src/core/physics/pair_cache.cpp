#include "core/physics/pair_cache.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace circlelab::physics {
namespace {

// px each box is grown by when filed: a ball resting in a pile trembles by far less, so it stays
// filed; a ball rolling at 20 px/s is refiled about every tenth step at 120 Hz.
constexpr double kMargin = 2;
constexpr double kMostCells = 16;  // a grown box over more cells is wide

bool Finite(const Aabb& box) {
    return std::isfinite(box.lo.x) && std::isfinite(box.lo.y) && std::isfinite(box.hi.x) && std::isfinite(box.hi.y);
}

// Whether `box` lies within `fat` (false for a box with a coordinate that is not a number).
bool Inside(const Aabb& box, const Aabb& fat) {
    return box.lo.x >= fat.lo.x && box.lo.y >= fat.lo.y && box.hi.x <= fat.hi.x && box.hi.y <= fat.hi.y;
}

// As BodyGrid's: clamped in double, so a box far away cannot overflow the conversion.
std::int64_t CellIndex(double v, double cell) {
    constexpr double kLimit = 1e15;
    const double c = std::floor(v / cell);
    return static_cast<std::int64_t>(c >= -kLimit ? (c <= kLimit ? c : kLimit) : -kLimit);
}

std::size_t Hash(std::int64_t cx, std::int64_t cy) {
    std::uint64_t h = static_cast<std::uint64_t>(cx) * 0x9E3779B97F4A7C15ULL ^ static_cast<std::uint64_t>(cy) * 0xC2B2AE3D27D4EB4FULL;
    return static_cast<std::size_t>(h ^ (h >> 29));
}

void EraseSorted(std::vector<int>& list, int value) {
    const auto at = std::lower_bound(list.begin(), list.end(), value);
    if (at != list.end() && *at == value) list.erase(at);
}

void InsertSorted(std::vector<int>& list, int value) {
    const auto at = std::lower_bound(list.begin(), list.end(), value);
    if (at == list.end() || *at != value) list.insert(at, value);
}

}  // namespace

void PairCache::Pairs(std::span<const int> ids, std::span<const Aabb> boxes, int count, std::vector<BoxPair>& out) {
    out.clear();
    const int m = static_cast<int>(ids.size());
    if (count != count_) Reset(count);
    slot_.assign(count, -1);
    for (int k = 0; k < m; ++k) slot_[ids[k]] = k;
    if (valid_)
        for (int i = 0; i < count; ++i)
            if (filed_[i] && slot_[i] < 0) Drop(i);  // asleep, or no longer a ball of the step
    movers_.clear();
    for (int k = 0; k < m; ++k)
        if (!Inside(boxes[k], fat_[ids[k]]) || (valid_ && !filed_[ids[k]])) movers_.push_back(ids[k]);
    // Filing a ball costs a few times what finding its pairs afresh does: with most balls moving,
    // the grid finds them (and the cache is filed again once they settle).
    const auto movers = static_cast<int>(movers_.size());
    if (valid_ ? 3 * movers > m : 6 * movers > m) {
        valid_ = false;
        for (const int i : movers_) fat_[i] = {boxes[slot_[i]].lo - Vec2{kMargin, kMargin}, boxes[slot_[i]].hi + Vec2{kMargin, kMargin}};
        grid_.Pairs(boxes, out);
        return;
    }
    if (!valid_) {
        Regrid(ids, boxes);
    } else if (!movers_.empty()) {
        for (const int i : movers_) {
            if (filed_[i]) Drop(i);
            fat_[i] = {boxes[slot_[i]].lo - Vec2{kMargin, kMargin}, boxes[slot_[i]].hi + Vec2{kMargin, kMargin}};
        }
        for (const int i : movers_) File(i);
        for (const int i : movers_) Meet(i, ids);
        for (const int i : movers_) moved_[i] = 0;
    }
    for (int k = 0; k < m; ++k) {
        const std::vector<int>& near = near_[ids[k]];
        for (auto j = std::upper_bound(near.begin(), near.end(), ids[k]); j != near.end(); ++j) {
            const int l = slot_[*j];
            if (l >= 0 && BoxesOverlap(boxes[k], boxes[l])) out.push_back({k, l});
        }
    }
}

void PairCache::Reset(int count) {
    count_ = count;
    valid_ = false;
    const double inf = std::numeric_limits<double>::infinity();
    fat_.assign(count, Aabb{{inf, inf}, {-inf, -inf}});  // holds no box: every ball moves at first
    filed_.assign(count, 0);
    moved_.assign(count, 0);
    range_.assign(4 * static_cast<std::size_t>(count), 0);
    near_.resize(count);
}

// Files every ball of the step afresh, each by its box grown, in cells twice as wide as the
// median grown box (BodyGrid's rule), and finds each one's neighbours.
void PairCache::Regrid(std::span<const int> ids, std::span<const Aabb> boxes) {
    std::fill(filed_.begin(), filed_.end(), 0);
    for (std::vector<int>& near : near_) near.clear();
    wide_.clear();
    for (int x = 0; x < used_; ++x) lists_[x].clear();
    used_ = 0;
    table_.assign(std::max<std::size_t>(16, std::bit_ceil(4 * ids.size())), Slot{});
    std::vector<double>& sizes = sizes_;  // each grown box's larger side
    sizes.clear();
    for (std::size_t k = 0; k < ids.size(); ++k) {
        const Aabb fat{boxes[k].lo - Vec2{kMargin, kMargin}, boxes[k].hi + Vec2{kMargin, kMargin}};
        fat_[ids[k]] = fat;
        if (Finite(fat)) sizes.push_back(std::max(fat.hi.x - fat.lo.x, fat.hi.y - fat.lo.y));
    }
    cell_ = 1;
    if (!sizes.empty()) {
        const auto middle = sizes.begin() + static_cast<std::ptrdiff_t>(sizes.size() / 2);
        std::nth_element(sizes.begin(), middle, sizes.end());
        if (*middle > 0 && std::isfinite(2 * *middle)) cell_ = 2 * *middle;
    }
    for (const int i : ids) File(i);
    for (const int i : ids) Meet(i, ids);
    for (const int i : ids) moved_[i] = 0;
    valid_ = true;
}

// Takes a ball out of its cells and out of its neighbours' lists.
void PairCache::Drop(int ball) {
    if (Wide(ball)) {
        wide_.erase(std::find(wide_.begin(), wide_.end(), ball));
    } else {
        const std::int64_t* r = &range_[4 * static_cast<std::size_t>(ball)];
        for (std::int64_t cy = r[2]; cy <= r[3]; ++cy)
            for (std::int64_t cx = r[0]; cx <= r[1]; ++cx) {
                std::vector<int>& list = *Cell(cx, cy);
                const auto at = std::find(list.begin(), list.end(), ball);
                *at = list.back();
                list.pop_back();
            }
    }
    for (const int j : near_[ball]) EraseSorted(near_[j], ball);
    near_[ball].clear();
    filed_[ball] = 0;
}

// Puts a ball into the cells its grown box covers, or among the wide balls.
void PairCache::File(int ball) {
    const Aabb& fat = fat_[ball];
    std::int64_t* r = &range_[4 * static_cast<std::size_t>(ball)];
    const bool finite = Finite(fat) && fat.lo.x <= fat.hi.x && fat.lo.y <= fat.hi.y;
    if (finite) {
        r[0] = CellIndex(fat.lo.x, cell_);
        r[1] = CellIndex(fat.hi.x, cell_);
        r[2] = CellIndex(fat.lo.y, cell_);
        r[3] = CellIndex(fat.hi.y, cell_);
    }
    if (!finite || (static_cast<double>(r[1] - r[0]) + 1) * (static_cast<double>(r[3] - r[2]) + 1) > kMostCells) {
        r[0] = kWide;
        wide_.push_back(ball);
    } else {
        for (std::int64_t cy = r[2]; cy <= r[3]; ++cy)
            for (std::int64_t cx = r[0]; cx <= r[1]; ++cx) Cell(cx, cy)->push_back(ball);
    }
    filed_[ball] = 1;
    moved_[ball] = 1;
}

// Links a ball just filed with every filed ball whose grown box meets its own: those sharing a
// cell with it, the wide ones, or for a wide ball every ball of the step. A pair of two balls
// that both moved is linked by the one of them named first.
void PairCache::Meet(int ball, std::span<const int> ids) {
    const Aabb& fat = fat_[ball];
    const auto meet = [&](int j) {
        if (j != ball && !(moved_[j] && j < ball) && BoxesOverlap(fat, fat_[j])) Link(ball, j);
    };
    if (Wide(ball)) {
        for (const int j : ids) meet(j);
        return;
    }
    const std::int64_t* r = &range_[4 * static_cast<std::size_t>(ball)];
    for (std::int64_t cy = r[2]; cy <= r[3]; ++cy)
        for (std::int64_t cx = r[0]; cx <= r[1]; ++cx)
            for (const int j : *Cell(cx, cy)) meet(j);
    for (const int j : wide_) meet(j);
}

void PairCache::Link(int a, int b) {
    InsertSorted(near_[a], b);  // two balls sharing several cells meet in each
    InsertSorted(near_[b], a);
}

// The list of the balls filed in cell (cx, cy), made empty if there is none.
std::vector<int>* PairCache::Cell(std::int64_t cx, std::int64_t cy) {
    if (2 * (used_ + 1) > static_cast<int>(table_.size())) {
        std::vector<Slot> old(2 * table_.size());
        old.swap(table_);
        for (const Slot& s : old)
            if (s.list >= 0)
                for (std::size_t h = Hash(s.cx, s.cy) & (table_.size() - 1);; h = (h + 1) & (table_.size() - 1))
                    if (table_[h].list < 0) {
                        table_[h] = s;
                        break;
                    }
    }
    const std::size_t mask = table_.size() - 1;
    for (std::size_t h = Hash(cx, cy) & mask;; h = (h + 1) & mask) {
        Slot& s = table_[h];
        if (s.list >= 0 && s.cx == cx && s.cy == cy) return &lists_[s.list];
        if (s.list >= 0) continue;
        if (static_cast<std::size_t>(used_) == lists_.size()) lists_.emplace_back();
        s = {cx, cy, used_++};
        return &lists_[s.list];
    }
}

}  // namespace circlelab::physics
