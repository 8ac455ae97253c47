#include "core/classic/disagreement.h"

#include <algorithm>
#include <cmath>

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

DisagreementMap ComputeDisagreement(Algorithm algorithm, const Shape& shape, double radius, double cell,
                                    const std::atomic<bool>* cancel) {
    DisagreementMap map;
    map.cell = cell;
    Vec2 lo, hi;
    MapWindow(shape, radius, lo, hi);
    map.origin = lo;
    // Keep the grid bounded whatever the shape's size: at most 600 × 600 samples.
    map.cell = std::max(cell, std::max(hi.x - lo.x, hi.y - lo.y) / 600.0);
    map.columns = static_cast<int>(std::ceil((hi.x - lo.x) / map.cell));
    map.rows = static_cast<int>(std::ceil((hi.y - lo.y) / map.cell));
    if (!Evaluate(algorithm, {lo, radius}, shape).hit) {
        map.applies = false;
        return map;
    }
    map.differs.assign(static_cast<std::size_t>(map.columns) * map.rows, 0);
    for (int row = 0; row < map.rows; ++row) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            map.cancelled = true;
            return map;
        }
        for (int col = 0; col < map.columns; ++col) {
            const Circle c{lo + Vec2{(col + 0.5) * map.cell, (row + 0.5) * map.cell}, radius};
            const Verdict v = Evaluate(algorithm, c, shape);
            if (v.hit && *v.hit != Collide(c, shape).hit) {
                map.differs[static_cast<std::size_t>(row) * map.columns + col] = 1;
                ++map.differing;
            }
        }
    }
    map.area = double(map.differing) * map.cell * map.cell;
    return map;
}

}  // namespace circlelab::classic
