#include "core/draw/map_draw.h"

#include "core/draw/palette.h"

namespace circlelab {

void DrawDisagreement(const classic::DisagreementMap& map, DrawList& out) {
    for (int row = 0; row < map.rows && !map.differs.empty(); ++row) {
        for (int col = 0; col < map.columns;) {
            if (!map.differs[static_cast<std::size_t>(row) * map.columns + col]) {
                ++col;
                continue;
            }
            int end = col;
            while (end < map.columns && map.differs[static_cast<std::size_t>(row) * map.columns + end]) ++end;
            const Vec2 a = map.origin + Vec2{col * map.cell, row * map.cell};
            const Vec2 b = map.origin + Vec2{end * map.cell, (row + 1) * map.cell};
            out.polygons.push_back({{a, {b.x, a.y}, b, {a.x, b.y}}, {palette::kDisagree}, true});
            col = end;
        }
    }
}

}  // namespace circlelab
