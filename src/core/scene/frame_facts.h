// What one frame of the lab is about: every shape (the listed ones, then the tile map's) and the
// dragged circle's contact with each. Computed once per frame and read by everything that draws
// or explains it — the scene's picture, the numbers box, the tutorials window, hover — so no part
// of a frame collides the circle again.
//
// A map may hold a million tiles, and only those round the circle can touch it: the facts keep the
// map itself and collide the circle with the tiles of its rows and columns alone (and with the
// selected tile), never expanding the map into a million shapes and contacts. Every answer is the
// one a contact with every shape would give.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "core/collide/contact.h"
#include "core/scene/scene.h"
#include "core/scene/tile_span.h"

namespace circlelab {

class FrameFacts {
public:
    int selected = -1;  ///< the selected shape's index (AllShapes order), -1 when out of range

    /// How many shapes: the listed ones, then the map's tiles (AllShapes order).
    std::size_t Count() const { return listed_.size() + tileCount_; }
    std::span<const Shape> ListedShapes() const { return listed_; }
    /// The scene's tile map as it was when the facts were computed; null without one.
    const TileMap* Tiles() const { return tiles_.get(); }
    /// The same map, shared: a draw list's mark for a big map keeps it (BigMapCmd).
    std::shared_ptr<const TileMap> SharedTiles() const { return tiles_; }
    /// Whether there is a dragged circle (the first body), and so a contact with each shape.
    bool HasContacts() const { return circle_.has_value(); }

    /// The shape at `i` < Count(), as AllShapes makes it.
    Shape ShapeOf(std::size_t i) const;
    /// The dragged circle's contact with shape `i` (HasContacts() only): kept when it was
    /// computed, collided again for a tile far from the circle (never hit).
    Contact ContactOf(std::size_t i) const;
    /// The index of the map's tile at `row`, `col`; none where the map is open.
    std::optional<std::size_t> TileIndex(std::size_t row, std::size_t col) const;
    /// The map's row holding shape `i` (a tile: ListedShapes().size() <= i < Count()).
    std::size_t TileRow(std::size_t i) const { return RowOf(i - listed_.size()); }

    /// Every shape in order: f(index, shape, contact), the contact null where it was not computed
    /// (a tile too far from the circle to touch it, or no circle at all).
    template <class F>
    void ForEachShape(F&& f) const;
    /// Every shape whose contact was computed, in order: the listed ones, the tiles round the circle,
    /// and the selected shape; f(index, shape, contact). Every hit is among them.
    template <class F>
    void ForEachContact(F&& f) const;
    /// The listed shapes and the tiles of the rows and columns `box` touches, in order: every
    /// shape whose bounds overlap `box` is among them.
    std::vector<Shape> ShapesNear(const Aabb& box) const;

    const Shape* SelectedShape() const { return selectedShape_ ? &*selectedShape_ : nullptr; }
    const Contact* SelectedContact() const { return selectedShape_ && circle_ ? &selectedContact_ : nullptr; }

private:
    friend FrameFacts ComputeFacts(const Scene& scene);
    std::size_t RowOf(std::size_t tile) const;  // the row holding the map's `tile`th tile

    std::vector<Shape> listed_;
    std::vector<Contact> listedContacts_;  // empty without a circle
    std::shared_ptr<const TileMap> tiles_;
    std::vector<std::size_t> rowStart_;  // the tiles before each row, and after the last
    std::size_t tileCount_ = 0;
    std::optional<Circle> circle_;
    // The tiles whose contacts were computed (round the circle, and the selected one), in order.
    std::vector<std::size_t> nearIndex_;
    std::vector<Shape> nearShapes_;
    std::vector<Contact> nearContacts_;
    std::optional<Shape> selectedShape_;
    Contact selectedContact_;
};

FrameFacts ComputeFacts(const Scene& scene);

template <class F>
void FrameFacts::ForEachShape(F&& f) const {
    for (std::size_t i = 0; i < listed_.size(); ++i) f(i, listed_[i], circle_ ? &listedContacts_[i] : nullptr);
    if (!tiles_) return;
    std::size_t index = listed_.size(), near = 0;
    for (std::size_t row = 0; row < tiles_->rows.size(); ++row) {
        const std::string& line = tiles_->rows[row];
        for (std::size_t col = 0; col < line.size(); ++col) {
            const Vec2 topLeft = tiles_->origin + Vec2{double(col), double(row)} * tiles_->size;
            const std::optional<Shape> tile = TileShape(line[col], topLeft, tiles_->size);
            if (!tile) continue;
            while (near < nearIndex_.size() && nearIndex_[near] < index) ++near;
            const bool computed = circle_ && near < nearIndex_.size() && nearIndex_[near] == index;
            f(index, *tile, computed ? &nearContacts_[near] : nullptr);
            ++index;
        }
    }
}

template <class F>
void FrameFacts::ForEachContact(F&& f) const {
    if (!circle_) return;
    for (std::size_t i = 0; i < listed_.size(); ++i) f(i, listed_[i], listedContacts_[i]);
    for (std::size_t k = 0; k < nearIndex_.size(); ++k) f(nearIndex_[k], nearShapes_[k], nearContacts_[k]);
}

}  // namespace circlelab
