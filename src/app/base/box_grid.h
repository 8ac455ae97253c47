// A uniform grid of boxes in window pixels, so a question about one place ("what covers this
// label's spot", "which lines pass near this point") looks only at what lies in the buckets under it
// instead of at everything drawn: the labels and closest-point lines of many shapes, tested each
// against each, made a frame take seconds. Used by the label placement and the labels' rules.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/geometry/vec2.h"

namespace circlelab::app {

struct Segment {
    Vec2 a, b;
};

namespace grid {

struct Box {
    Vec2 lo, hi;
    bool Overlaps(const Box& o) const { return lo.x < o.hi.x && o.lo.x < hi.x && lo.y < o.hi.y && o.lo.y < hi.y; }
    bool Contains(Vec2 p) const { return p.x >= lo.x && p.x <= hi.x && p.y >= lo.y && p.y <= hi.y; }
    Box Grown(double by) const { return {lo - Vec2{by, by}, hi + Vec2{by, by}}; }
};

inline Box Around(Vec2 centre, Vec2 size) { return {centre - size * 0.5, centre + size * 0.5}; }

// The part [t0, t1] of segment ab inside the box (Liang and Barsky's clipping); false: none.
inline bool Clip(const Segment& s, const Box& box, double& t0, double& t1) {
    const Vec2 d = s.b - s.a;
    const double p[4] = {-d.x, d.x, -d.y, d.y};
    const double q[4] = {s.a.x - box.lo.x, box.hi.x - s.a.x, s.a.y - box.lo.y, box.hi.y - s.a.y};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
        if (!(t0 <= t1)) return false;
    }
    return true;
}

// Whether segment ab crosses the box.
inline bool Crosses(const Segment& s, const Box& box) {
    double t0 = 0, t1 = 1;
    return Clip(s, box, t0, t1);
}

// The bounds of segment ab.
inline Box BoundsOf(const Segment& s) {
    return {{std::min(s.a.x, s.b.x), std::min(s.a.y, s.b.y)}, {std::max(s.a.x, s.b.x), std::max(s.a.y, s.b.y)}};
}

// Boxes (labels placed, lines', points' and outlines' bounds) in the buckets of a fixed grid over
// the picture, so a spot looks only at what lies in the buckets under it: with a big circle a
// label's reach holds thousands of tile edges, and a thousand shapes' closest-point lines and
// labels, tested each against each, made a frame take seconds. Things outside the grid go
// to its edge buckets (a label clamped into the viewport still meets them). A box's index is the
// order it was added in.
class BoxGrid {
public:
    BoxGrid(const Box& area, double cell) : area_(area) {
        const Vec2 extent = area.hi - area.lo;
        cell_ = std::max({cell, extent.x / kMaxCells, extent.y / kMaxCells, 1.0});
        cols_ = std::max(1, int(std::ceil(extent.x / cell_)));
        rows_ = std::max(1, int(std::ceil(extent.y / cell_)));
        cells_.resize(std::size_t(cols_) * rows_);
    }

    void Add(const Box& bounds) {
        const auto index = static_cast<std::uint32_t>(boxes_.size());
        boxes_.push_back(bounds);
        seen_.push_back(0);
        Cells(bounds, [&](std::size_t c) { cells_[c].push_back(index); });
    }

    /// A segment, in the buckets it passes through only (a long line's bounds would fill the
    /// grid): its part over the grid walked in pieces of half a bucket, each piece in the buckets
    /// its bounds meet; its parts beyond the grid in the edge buckets they clamp to.
    void AddSegment(const Segment& s) {
        const auto index = static_cast<std::uint32_t>(boxes_.size());
        boxes_.push_back(BoundsOf(s));
        seen_.push_back(0);
        const auto add = [&](const Box& b) {
            Cells(b, [&](std::size_t c) {
                if (cells_[c].empty() || cells_[c].back() != index) cells_[c].push_back(index);
            });
        };
        double t0 = 0, t1 = 1;
        if (!Clip(s, area_, t0, t1)) {
            add(boxes_.back());
            return;
        }
        const Vec2 d = s.b - s.a;
        if (t0 > 0) add(BoundsOf({s.a, s.a + d * t0}));
        if (t1 < 1) add(BoundsOf({s.a + d * t1, s.b}));
        const int pieces = std::max(1, int(std::ceil(Length(d) * (t1 - t0) / (cell_ * 0.5))));
        for (int k = 0; k < pieces; ++k) {
            const double u = t0 + (t1 - t0) * k / pieces, v = t0 + (t1 - t0) * (k + 1) / pieces;
            add(BoundsOf({s.a + d * u, s.a + d * v}));
        }
    }

    /// The index of each box whose buckets meet `box`, once.
    template <class F>
    void ForEachNear(const Box& box, F visit) {
        if (++epoch_ == 0) std::fill(seen_.begin(), seen_.end(), 0), epoch_ = 1;
        Cells(box, [&](std::size_t c) {
            for (const std::uint32_t i : cells_[c]) {
                if (seen_[i] == epoch_) continue;
                seen_[i] = epoch_;
                visit(i);
            }
        });
    }

    /// How many of the boxes in the buckets under `box` pass `test`, counted up to `cap`.
    template <class F>
    std::size_t CountNear(const Box& box, std::size_t cap, F test) {
        if (++epoch_ == 0) std::fill(seen_.begin(), seen_.end(), 0), epoch_ = 1;
        std::size_t count = 0;
        Cells(box, [&](std::size_t c) {
            for (std::size_t k = 0; k < cells_[c].size() && count < cap; ++k) {
                const std::uint32_t i = cells_[c][k];
                if (seen_[i] == epoch_) continue;
                seen_[i] = epoch_;
                count += test(i);
            }
        });
        return count;
    }

    const Box& operator[](std::size_t i) const { return boxes_[i]; }

private:
    static constexpr double kMaxCells = 256;  // a side

    template <class F>
    void Cells(const Box& box, F each) const {
        const auto column = [&](double x) { return std::clamp(int(std::floor((x - area_.lo.x) / cell_)), 0, cols_ - 1); };
        const auto row = [&](double y) { return std::clamp(int(std::floor((y - area_.lo.y) / cell_)), 0, rows_ - 1); };
        if (!(box.lo.x <= box.hi.x && box.lo.y <= box.hi.y)) return;  // NaN or empty
        for (int r = row(box.lo.y), r1 = row(box.hi.y); r <= r1; ++r)
            for (int c = column(box.lo.x), c1 = column(box.hi.x); c <= c1; ++c) each(std::size_t(r) * cols_ + c);
    }

    Box area_;
    double cell_ = 1;
    int cols_ = 1, rows_ = 1;
    std::vector<std::vector<std::uint32_t>> cells_;
    std::vector<Box> boxes_;
    std::vector<std::uint32_t> seen_;
    std::uint32_t epoch_ = 0;
};


}  // namespace grid
}  // namespace circlelab::app
