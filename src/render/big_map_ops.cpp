#include "big_map_ops.h"

#include <algorithm>
#include <cmath>

#include "core/draw/big_map_draw.h"
#include "core/scene/tile_span.h"

namespace circlelab::render {
namespace {

// Joins the row's parts thinner than their outline into quads: a part joins the quad before it
// when they have the same top and bottom and overlap or touch, as the row's parts do seen whole.
class RowJoin {
public:
    RowJoin(std::vector<MapOp>& ops, double stroke, Rgba outline) : ops_(ops), stroke_(stroke), outline_(outline) {}
    // Takes the part when it is thinner than the outline from top to bottom; whether it did.
    bool Take(Vec2 lo, Vec2 hi) {
        if (outline_.a == 0 || !(stroke_ > 0) || hi.y - lo.y >= stroke_) return false;
        const Vec2 half{stroke_ * 0.5, stroke_ * 0.5};
        lo = lo - half;
        hi = hi + half;
        constexpr double kSameRow = 1e-6;
        if (open_ && std::abs(lo.y - open_->lo.y) < kSameRow && std::abs(hi.y - open_->hi.y) < kSameRow &&
            lo.x <= open_->hi.x && hi.x >= open_->lo.x) {
            open_->lo.x = std::min(open_->lo.x, lo.x);
            open_->hi.x = std::max(open_->hi.x, hi.x);
            return true;
        }
        Flush();
        ops_.push_back({true, lo, hi, {}, 0});
        open_ = &ops_.back();
        return true;
    }
    void Flush() { open_ = nullptr; }

private:
    std::vector<MapOp>& ops_;
    double stroke_;
    Rgba outline_;
    MapOp* open_ = nullptr;  // the quad still growing, the last op
};

}  // namespace

MapOnScreen BuildMapOnScreen(const TileMap& map, const View& view, const Window& window, double stroke, Rgba outline) {
    MapOnScreen out;
    if (!(view.zoom > 0)) return out;
    // The rows and columns of the world the window sees, widened by the margin a part may lie
    // outside it and still show: any other part is not drawn (TilesTouching adds one to spare).
    const double m = Window::Margin(stroke) + 1;
    const TileSpan span = TilesTouching(map, {view.ToWorld({-m, -m}), view.ToWorld({window.w + m, window.h + m})});
    std::vector<MapPart> parts;
    for (std::size_t row = span.rowBegin; row < span.rowEnd; ++row) {
        parts.clear();
        MapRowParts(map, row, span.colBegin, span.colEnd, parts);
        out.partsLookedAt += parts.size();
        const std::size_t begin = out.ops.size();
        // RowJoin keeps a pointer to the last op, so the row's room is made before it starts; the
        // room at least doubles, or a map seen at a pixel a tile would be copied again every row.
        if (out.ops.capacity() < begin + parts.size()) out.ops.reserve(std::max(begin + parts.size(), 2 * out.ops.capacity()));
        RowJoin join(out.ops, stroke, outline);
        for (const MapPart& part : parts) {
            MapOp op{false, {}, {}, {}, part.count};
            for (int i = 0; i < part.count; ++i) op.points[i] = view.ToScreen(part.points[i]);
            Vec2 lo = op.points[0], hi = lo;
            for (int i = 1; i < part.count; ++i)
                lo = {std::min(lo.x, op.points[i].x), std::min(lo.y, op.points[i].y)}, hi = {std::max(hi.x, op.points[i].x), std::max(hi.y, op.points[i].y)};
            if (!window.Sees(lo, hi, stroke) || join.Take(lo, hi)) continue;
            join.Flush();
            out.ops.push_back(op);
        }
        if (out.ops.size() > begin) out.rows.push_back({row, begin, out.ops.size()});
    }
    return out;
}

const MapOnScreen& MapOnScreenCache::Get(const std::shared_ptr<const TileMap>& map, const View& view, const Window& window,
                                         double stroke, Rgba outline) {
    const bool same = map_ && map && (map_ == map || *map_ == *map) && view_.zoom == view.zoom && view_.pan == view.pan &&
                      window_.w == window.w && window_.h == window.h && stroke_ == stroke && outline_ == outline;
    if (!same) {
        kept_ = map ? BuildMapOnScreen(*map, view, window, stroke, outline) : MapOnScreen{};
        map_ = map, view_ = view, window_ = window, stroke_ = stroke, outline_ = outline;
        ++builds_;
    }
    return kept_;
}

}  // namespace circlelab::render
