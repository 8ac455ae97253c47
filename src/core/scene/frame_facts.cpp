#include "core/scene/frame_facts.h"

#include <algorithm>

namespace circlelab {
namespace {

bool Solid(char c) { return c == '#' || (c >= '1' && c <= '4'); }  // as AllShapes makes them

}  // namespace

std::size_t FrameFacts::RowOf(std::size_t tile) const {
    // rowStart_ rises with the rows: the last row starting at or before the tile.
    return static_cast<std::size_t>(std::upper_bound(rowStart_.begin(), rowStart_.end() - 1, tile) - rowStart_.begin()) - 1;
}

Shape FrameFacts::ShapeOf(std::size_t i) const {
    if (i < listed_.size()) return listed_[i];
    const std::size_t tile = i - listed_.size(), row = RowOf(tile);
    const std::string& line = tiles_->rows[row];
    std::size_t left = tile - rowStart_[row];
    for (std::size_t col = 0; col < line.size(); ++col)
        if (Solid(line[col]) && left-- == 0) return *TileAt(*tiles_, row, col);
    return Shape{};  // not reached for i < Count()
}

Contact FrameFacts::ContactOf(std::size_t i) const {
    if (i < listed_.size()) return listedContacts_[i];
    const auto at = std::lower_bound(nearIndex_.begin(), nearIndex_.end(), i);
    if (at != nearIndex_.end() && *at == i) return nearContacts_[std::size_t(at - nearIndex_.begin())];
    return Collide(*circle_, ShapeOf(i));
}

std::optional<std::size_t> FrameFacts::TileIndex(std::size_t row, std::size_t col) const {
    if (!tiles_ || row >= tiles_->rows.size() || col >= tiles_->rows[row].size() || !Solid(tiles_->rows[row][col])) return std::nullopt;
    const std::string& line = tiles_->rows[row];
    return listed_.size() + rowStart_[row] + std::size_t(std::count_if(line.begin(), line.begin() + std::ptrdiff_t(col), Solid));
}

std::vector<Shape> FrameFacts::ShapesNear(const Aabb& box) const {
    std::vector<Shape> out = listed_;
    if (!tiles_) return out;
    const TileSpan span = TilesTouching(*tiles_, box);
    for (std::size_t row = span.rowBegin; row < span.rowEnd; ++row)
        for (std::size_t col = span.colBegin; col < span.colEnd; ++col)
            if (std::optional<Shape> tile = TileAt(*tiles_, row, col)) out.push_back(std::move(*tile));
    return out;
}

FrameFacts ComputeFacts(const Scene& scene) {
    FrameFacts facts;
    facts.listed_ = scene.shapes;
    const std::size_t listed = facts.listed_.size();
    if (scene.tiles) {
        facts.tiles_ = std::make_shared<const TileMap>(*scene.tiles);
        facts.rowStart_.reserve(scene.tiles->rows.size() + 1);
        for (const std::string& line : scene.tiles->rows) {
            facts.rowStart_.push_back(facts.tileCount_);
            facts.tileCount_ += static_cast<std::size_t>(std::count_if(line.begin(), line.end(), Solid));
        }
        facts.rowStart_.push_back(facts.tileCount_);
    }
    const int s = scene.viewer.selected;
    const bool inRange = s >= 0 && s < static_cast<int>(facts.Count());
    if (inRange) facts.selected = s;
    if (!scene.bodies.empty()) {
        const Circle& dragged = scene.bodies.front().circle;
        facts.circle_ = dragged;
        facts.listedContacts_.reserve(facts.listed_.size());
        for (const Shape& shape : facts.listed_) facts.listedContacts_.push_back(Collide(dragged, shape));
        // Only a tile whose cell is within a cell of the circle's box can touch it.
        if (facts.tiles_) {
            const TileSpan span = TilesTouching(*facts.tiles_, Bounds(Shape{dragged}));
            for (std::size_t row = span.rowBegin; row < span.rowEnd; ++row) {
                const std::string& line = facts.tiles_->rows[row];
                const std::size_t end = std::min(span.colEnd, line.size());
                const auto from = line.begin() + std::ptrdiff_t(std::min(span.colBegin, line.size()));
                std::size_t i = listed + facts.rowStart_[row] + std::size_t(std::count_if(line.begin(), from, Solid));
                for (std::size_t col = span.colBegin; col < end; ++col)
                    if (std::optional<Shape> tile = TileAt(*facts.tiles_, row, col)) {
                        facts.nearIndex_.push_back(i++);
                        facts.nearShapes_.push_back(std::move(*tile));
                    }
            }
        }
    }
    if (inRange && std::size_t(s) >= listed && facts.circle_) {
        // The selected tile has its contact too (its closest line, its numbers), wherever it is.
        const auto at = std::lower_bound(facts.nearIndex_.begin(), facts.nearIndex_.end(), std::size_t(s));
        if (at == facts.nearIndex_.end() || *at != std::size_t(s)) {
            const std::ptrdiff_t k = at - facts.nearIndex_.begin();
            facts.nearShapes_.insert(facts.nearShapes_.begin() + k, facts.ShapeOf(std::size_t(s)));
            facts.nearIndex_.insert(at, std::size_t(s));
        }
    }
    for (const Shape& tile : facts.nearShapes_) facts.nearContacts_.push_back(Collide(*facts.circle_, tile));
    if (inRange) {
        facts.selectedShape_ = facts.ShapeOf(std::size_t(s));
        if (facts.circle_) facts.selectedContact_ = facts.ContactOf(std::size_t(s));
    }
    return facts;
}

}  // namespace circlelab
