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
    if (!Evaluate(algorithm, {lo, radius}, shape).hit) {
        map.applies = false;
        return map;
    }
    map.differs.assign(static_cast<std::size_t>(map.columns) * map.rows, 0);
    return map;
}

bool ContinueDisagreement(DisagreementMap& map, Algorithm algorithm, const Shape& shape, double radius, int rows) {
    const int end = std::min(map.rows, map.rowsDone + std::max(rows, 0));
    for (int row = map.rowsDone; row < end && map.applies; ++row) {
        for (int col = 0; col < map.columns; ++col) {
            const Circle c{map.origin + Vec2{(col + 0.5) * map.cell, (row + 0.5) * map.cell}, radius};
            const Verdict v = Evaluate(algorithm, c, shape);
            if (v.hit && *v.hit != Collide(c, shape).hit) {
                map.differs[static_cast<std::size_t>(row) * map.columns + col] = 1;
                ++map.differing;
            }
        }
        map.rowsDone = row + 1;
    }
    if (map.applies && map.rowsDone >= map.rows) map.area = double(map.differing) * map.cell * map.cell;
    return map.Complete();
}

DisagreementMap ComputeDisagreement(Algorithm algorithm, const Shape& shape, double radius, double cell,
                                    const std::atomic<bool>* cancel) {
    DisagreementMap map = StartDisagreement(algorithm, shape, radius, cell);
    while (!map.Complete()) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            map.cancelled = true;
            return map;
        }
        ContinueDisagreement(map, algorithm, shape, radius, 1);
    }
    return map;
}

}  // namespace circlelab::classic
