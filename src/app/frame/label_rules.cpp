#include "app/frame/label_rules.h"

#include <algorithm>
#include <cmath>

#include "core/collide/contact.h"
#include "core/geometry/shapes.h"
#include "core/scene/tile_span.h"

namespace circlelab::app {
namespace {

double DistanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 d = b - a;
    const double l2 = LengthSquared(d);
    const double t = l2 > 0 ? std::clamp(Dot(p - a, d) / l2, 0.0, 1.0) : 0.0;
    return Length(p - (a + d * t));
}

}  // namespace

std::function<bool(Vec2)> InsideRegion(std::vector<Vec2> region) {
    return [region = std::move(region)](Vec2 p) {
        double sign = 0;
        for (std::size_t i = 0; i < region.size(); ++i) {
            const double c = Cross(region[(i + 1) % region.size()] - region[i], p - region[i]);
            if (c == 0) continue;
            if (sign == 0) sign = c;
            else if ((c > 0) != (sign > 0)) return false;
        }
        return region.size() >= 3;
    };
}

ClosestLines::ClosestLines(const DrawList& list, const FrameFacts& facts, const View& view, grid::Box area,
                           const TileMap* tiles, std::size_t firstTile)
    : facts_(facts), view_(view), tiles_(tiles), lineGrid_(area.Grown(kReach), 48),
      shapeGrid_(area.Grown(kReach), 48) {
    for (const LineCmd& l : list.lines) {
        if (l.meaning.means != "closest") continue;
        const Segment s{view.ToScreen(l.a), view.ToScreen(l.b)};
        if (l.meaning.shape >= 0 && l.meaning.shape < static_cast<int>(facts.Count()))
            lineOf_[l.meaning.shape] = static_cast<int>(lines_.size());
        lines_.push_back(s);
        lineAbout_.push_back(l.meaning);
        lineGrid_.AddSegment(s);
    }
    const grid::Box near = area.Grown(kReach);
    const std::span<const Shape> listed = facts.ListedShapes();
    const std::size_t filed = tiles ? std::min(firstTile, listed.size()) : listed.size();
    for (int i = 0; i < static_cast<int>(filed); ++i) {
        const Aabb b = Bounds(listed[i]);
        const grid::Box onScreen{view.ToScreen(b.lo), view.ToScreen(b.hi)};
        if (!onScreen.Overlaps(near)) continue;
        shapeGrid_.Add(onScreen);
        nearShapes_.push_back(i);
    }
}

int ClosestLines::LineOf(const Meaning& about) const {
    if (about.shape >= 0) {
        const auto line = lineOf_.find(about.shape);
        return line == lineOf_.end() ? -1 : line->second;
    }
    if (about.body < 0) return -1;
    for (std::size_t i = 0; i < lines_.size(); ++i)  // a ball's: a scene names only a few balls
        if (lineAbout_[i].shape < 0 && lineAbout_[i].body == about.body) return static_cast<int>(i);
    return -1;
}

bool ClosestLines::Beside(const Meaning& about, Vec2 p) {
    const int line = LineOf(about);
    if (line < 0) return false;
    const int shape = about.shape;
    const Segment& own = lines_[line];
    const double mine = DistanceToSegment(p, own.a, own.b);
    // Only a line or a shape whose bounds come within `mine` of p can be nearer than the own line
    // (or hold p): the buckets under the square of that half-width round p.
    const grid::Box reach{p - Vec2{mine, mine}, p + Vec2{mine, mine}};
    bool beside = true;
    lineGrid_.ForEachNear(reach, [&](std::size_t i) {
        if (!beside || static_cast<int>(i) == line) return;
        ++tests_;
        if (DistanceToSegment(p, lines_[i].a, lines_[i].b) < mine) beside = false;
    });
    if (!beside) return false;
    const Vec2 world = view_.ToWorld(p);
    shapeGrid_.ForEachNear(reach, [&](std::size_t k) {
        const int i = nearShapes_[k];
        if (!beside || i == shape) return;
        ++tests_;
        const Contact c = Collide(Circle{world, 0}, facts_.ListedShapes()[std::size_t(i)]);
        if (c.inside || std::abs(c.distance) * view_.zoom < mine) beside = false;
    });
    if (beside && tiles_) beside = ClearOfTiles(shape, p, mine);
    return beside;
}

bool ClosestLines::ClearOfTiles(int shape, Vec2 p, double mine) {
    const Vec2 world = view_.ToWorld(p), reach{mine / view_.zoom, mine / view_.zoom};
    const TileSpan span = TilesTouching(*tiles_, {world - reach, world + reach});
    for (std::size_t row = span.rowBegin; row < span.rowEnd; ++row)
        for (std::size_t col = span.colBegin; col < span.colEnd; ++col) {
            const std::optional<Shape> tile = TileAt(*tiles_, row, col);
            if (!tile || facts_.TileIndex(row, col) == std::optional<std::size_t>(shape)) continue;  // the label's own tile
            ++tests_;
            const Contact c = Collide(Circle{world, 0}, *tile);
            if (c.inside || std::abs(c.distance) * view_.zoom < mine) return false;
        }
    return true;
}

std::function<bool(Vec2)> BesideItsLine(const Meaning& about, std::shared_ptr<ClosestLines> lines) {
    if (!lines || lines->LineOf(about) < 0) return {};
    return [about = Meaning{.shape = about.shape, .body = about.body}, lines = std::move(lines)](Vec2 p) {
        return lines->Beside(about, p);
    };
}

}  // namespace circlelab::app
