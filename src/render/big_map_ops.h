// What a big tile map (BigMapCmd) comes to on screen: for each row in view, the quads of the
// outline's colour that its parts thinner than their outline make, joined along the row, and the
// parts drawn as shapes. Found from the rows and columns in view only (MapRowParts), and kept
// while the map and the view stay the same, so a still frame of a million-tile map costs the few
// rows and columns on screen, or nothing new at all.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <initializer_list>
#include <memory>
#include <span>
#include <vector>

#include "core/draw/draw_list.h"
#include "core/scene/scene.h"

namespace circlelab::render {

/// Width of the fading edge strip the renderer draws along every edge, in screen pixels.
inline constexpr float kFeather = 1.0f;

/// The target in the renderer's coordinates: a mark wholly outside it (by more than its stroke and
/// feather) is not drawn, so a frame's triangles grow with what is in view, not with the scene.
struct Window {
    double w = 0, h = 0;
    /// How far outside the target a mark with a stroke `stroke` px wide may lie and still show.
    static double Margin(double stroke) { return stroke + 2 * kFeather + 2; }
    bool Sees(Vec2 lo, Vec2 hi, double stroke) const {
        const double m = Margin(stroke);
        return hi.x >= -m && hi.y >= -m && lo.x <= w + m && lo.y <= h + m;
    }
    bool SeesPoints(std::span<const Vec2> p, double stroke) const {
        if (p.empty()) return false;
        Vec2 lo = p[0], hi = p[0];
        for (const Vec2& v : p) lo = {std::min(lo.x, v.x), std::min(lo.y, v.y)}, hi = {std::max(hi.x, v.x), std::max(hi.y, v.y)};
        return Sees(lo, hi, stroke);
    }
    bool SeesPoints(std::initializer_list<Vec2> p, double stroke) const { return SeesPoints({p.begin(), p.size()}, stroke); }
    bool SeesDisc(Vec2 c, double r, double stroke) const { return Sees(c - Vec2{r, r}, c + Vec2{r, r}, stroke); }
    bool SeesSegment(Vec2 a, Vec2 b, double stroke) const {
        return Sees({std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)}, stroke);
    }
};

/// One thing a big map's row draws, in screen pixels: a quad of the outline's colour from `lo` to
/// `hi` over parts thinner than their outline, or a part (`count` corners) drawn as a shape.
struct MapOp {
    bool quad = false;
    Vec2 lo, hi;
    std::array<Vec2, 4> points;
    int count = 0;
};

/// A row in view and its ops, ops[begin, end).
struct MapRowOps {
    std::size_t row = 0, begin = 0, end = 0;
};

struct MapOnScreen {
    std::vector<MapOp> ops;
    std::vector<MapRowOps> rows;  ///< the rows in view, top to bottom
    std::size_t partsLookedAt = 0;  ///< the parts of the rows and columns in view, drawn or not
};

/// What `map` draws in `window` under `view`, its parts outlined `stroke` px wide in `outline`.
MapOnScreen BuildMapOnScreen(const TileMap& map, const View& view, const Window& window, double stroke, Rgba outline);

/// The last map drawn on screen, kept while its map (equal, if not the same), view, window and
/// stroke stay the same.
class MapOnScreenCache {
public:
    const MapOnScreen& Get(const std::shared_ptr<const TileMap>& map, const View& view, const Window& window, double stroke,
                           Rgba outline);
    std::size_t Builds() const { return builds_; }

private:
    std::shared_ptr<const TileMap> map_;
    View view_;
    Window window_;
    double stroke_ = 0;
    Rgba outline_;
    MapOnScreen kept_;
    std::size_t builds_ = 0;
};

}  // namespace circlelab::render
