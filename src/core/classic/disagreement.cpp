#include "core/classic/disagreement.h"

#include <algorithm>
#include <cmath>

#include "core/classic/map_band.h"
#include "core/collide/contact.h"

namespace circlelab::classic {

void MapWindow(const Shape& shape, double radius, Vec2& lo, Vec2& hi) {
    const Aabb box = Bounds(shape);
    lo = box.lo;
    hi = box.hi;
    const double grow = radius * 1.5 + 24.0;
    lo = lo - Vec2{grow, grow};
    hi = hi + Vec2{grow, grow};
}

namespace {

// How many rows ComputeDisagreement settles between two looks at its cancel flag.
constexpr int kStripRows = 32;

Vec2 CellCentre(const DisagreementMap& map, int col, int row) {
    return map.origin + Vec2{(col + 0.5) * map.cell, (row + 0.5) * map.cell};
}

// Fills the cells of columns [c0, c1) and rows [r0, r1), coarse to fine: a block of cells is
// settled at once when the band says every centre in it agrees (or disagrees), else it is split
// in two along its longer side, down to single cells, which are evaluated as the method and
// Collide answer them. The block's distances come from one Collide at its middle: the signed
// distance to a shape changes by at most the distance moved (it is 1-Lipschitz), so every centre
// within `reach` of the middle has d within d(middle) +- reach.
class Filler {
public:
    Filler(DisagreementMap& map, Algorithm algorithm, const Shape& shape, double radius, const MapBand& band)
        : map_(map), algorithm_(algorithm), shape_(shape), radius_(radius), band_(band) {}

    void Fill(int c0, int c1, int r0, int r1) {
        if ((c1 - c0) * (r1 - r0) <= 2) {
            for (int row = r0; row < r1; ++row)
                for (int col = c0; col < c1; ++col) Look(col, row);
            return;
        }
        const Vec2 first = CellCentre(map_, c0, r0), last = CellCentre(map_, c1 - 1, r1 - 1);
        const Vec2 middle = (first + last) * 0.5;
        const double reach = Length(last - first) * 0.5 + band_.Slack();
        const double d = Collide(Circle{middle, radius_}, shape_).distance;
        switch (band_.Classify({first, last, d - reach, d + reach})) {
            case BlockAnswer::kAgree: return;
            case BlockAnswer::kDisagree:
                for (int row = r0; row < r1; ++row)
                    for (int col = c0; col < c1; ++col) Mark(col, row);
                return;
            case BlockAnswer::kLook: break;
        }
        if (c1 - c0 >= r1 - r0) {
            const int split = c0 + (c1 - c0) / 2;
            Fill(c0, split, r0, r1);
            Fill(split, c1, r0, r1);
        } else {
            const int split = r0 + (r1 - r0) / 2;
            Fill(c0, c1, r0, split);
            Fill(c0, c1, split, r1);
        }
    }

private:
    // One cell, as the map has always been defined: the method's verdict (when it applies)
    // against Collide's, at the cell's centre.
    void Look(int col, int row) {
        const Circle c{CellCentre(map_, col, row), radius_};
        const std::optional<bool> hit = Hit(algorithm_, c, shape_);
        if (hit && *hit != Collide(c, shape_).hit) Mark(col, row);
    }
    void Mark(int col, int row) {
        map_.differs[static_cast<std::size_t>(row) * map_.columns + col] = 1;
        ++map_.differing;
    }

    DisagreementMap& map_;
    Algorithm algorithm_;
    const Shape& shape_;
    double radius_;
    const MapBand& band_;
};

double Scale(const DisagreementMap& map, double radius) {
    const Vec2 far = map.origin + Vec2{map.columns * map.cell, map.rows * map.cell};
    return std::max({std::abs(map.origin.x), std::abs(map.origin.y), std::abs(far.x), std::abs(far.y), std::abs(radius)});
}

}  // namespace

DisagreementMap StartDisagreement(Algorithm algorithm, const Shape& shape, double radius, double cell) {
    DisagreementMap map;
    map.cell = cell;
    Vec2 lo, hi;
    MapWindow(shape, radius, lo, hi);
    map.origin = lo;
    // Keep the grid bounded whatever the shape's size: at most 600 × 600 samples.
    map.cell = std::max(cell, std::max(hi.x - lo.x, hi.y - lo.y) / 600.0);
    map.columns = static_cast<int>(std::ceil((hi.x - lo.x) / map.cell));
    map.rows = static_cast<int>(std::ceil((hi.y - lo.y) / map.cell));
    if (!Hit(algorithm, {lo, radius}, shape)) {
        map.applies = false;
        return map;
    }
    map.differs.assign(static_cast<std::size_t>(map.columns) * map.rows, 0);
    return map;
}

bool ContinueDisagreement(DisagreementMap& map, Algorithm algorithm, const Shape& shape, double radius, int rows) {
    const int end = std::min(map.rows, map.rowsDone + std::max(rows, 0));
    if (map.applies && end > map.rowsDone) {
        const MapBand band(algorithm, shape, radius, Scale(map, radius));
        Filler(map, algorithm, shape, radius, band).Fill(0, map.columns, map.rowsDone, end);
        map.rowsDone = end;
    }
    if (map.applies && map.rowsDone >= map.rows) map.area = double(map.differing) * map.cell * map.cell;
    return map.Complete();
}

DisagreementMap ComputeDisagreementUntil(Algorithm algorithm, const Shape& shape, double radius, double cell,
                                         const std::function<bool(const DisagreementMap&)>& stop) {
    DisagreementMap map = StartDisagreement(algorithm, shape, radius, cell);
    while (!map.Complete()) {
        if (stop && stop(map)) {
            map.cancelled = true;
            return map;
        }
        ContinueDisagreement(map, algorithm, shape, radius, kStripRows);
    }
    return map;
}

DisagreementMap ComputeDisagreement(Algorithm algorithm, const Shape& shape, double radius, double cell,
                                    const std::atomic<bool>* cancel) {
    if (!cancel) return ComputeDisagreementUntil(algorithm, shape, radius, cell, nullptr);
    return ComputeDisagreementUntil(algorithm, shape, radius, cell,
                                    [cancel](const DisagreementMap&) { return cancel->load(std::memory_order_relaxed); });
}

}  // namespace circlelab::classic
