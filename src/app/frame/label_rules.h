// What a label's place must satisfy for the label to say what it means (docs/picture-claims.md):
// the tests the label placement keeps each label to, the same rules the claims checker holds the
// picture to. In window pixels.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

#include "app/base/box_grid.h"

#include "core/draw/draw_list.h"
#include "core/scene/frame_facts.h"
#include "core/scene/scene.h"

namespace circlelab::app {

/// A region's name: its centre lies in the region, a convex polygon (window pixels).
std::function<bool(Vec2)> InsideRegion(std::vector<Vec2> region);

/// The closest-point lines of one frame and the shapes near the viewport, on screen, indexed once
/// in grids so that each distance label's rule looks only at what lies near the spot it tries: with
/// a thousand shapes, every label looking at every line and shape made the first frame take seconds.
class ClosestLines {
public:
    /// `area`: the window pixels labels may take (the scene's viewport); shapes farther than
    /// `kReach` beyond it are not looked at (a tile map has thousands far away).
    /// `tiles`: the scene's tile map, whose tiles are the facts' shapes from `firstTile` on; they are
    /// looked up by row and column round each spot instead (a million of them filed in the grid
    /// took a fifth of a second).
    ClosestLines(const DrawList& list, const FrameFacts& facts, const View& view, grid::Box area,
                 const TileMap* tiles = nullptr, std::size_t firstTile = 0);

    /// Whether `p` lies nearer the closest-point line of what `about` names (a shape, or a ball
    /// when its shape is -1) than any other closest-point line or any other shape's outline, and
    /// inside no other shape; false when that has no line.
    bool Beside(const Meaning& about, Vec2 p);
    /// The index of the closest-point line of what `about` names; -1 for none.
    int LineOf(const Meaning& about) const;

    /// The lines and shapes looked at so far (a count, which tests read instead of a clock).
    std::size_t Tests() const { return tests_; }

    static constexpr double kReach = 400;  ///< pixels: PlaceLabels' farthest spots, with room

private:
    // Whether `p` is outside every tile but `shape` and farther than `mine` from each.
    bool ClearOfTiles(int shape, Vec2 p, double mine);

    const FrameFacts& facts_;
    View view_;
    const TileMap* tiles_;
    std::vector<Segment> lines_;
    std::vector<Meaning> lineAbout_;   // what each line is about
    std::unordered_map<int, int> lineOf_;  // each shape's line (a map may hold a million shapes)
    std::vector<int> nearShapes_;      // the shapes indexed in shapeGrid_, in its order
    grid::BoxGrid lineGrid_, shapeGrid_;
    std::size_t tests_ = 0;
};

/// The distance of what `about` names (a shape, or a ball): its centre lies nearer that one's
/// closest-point line (in `lines`) than any other closest-point line or any other shape's outline,
/// and inside no other shape. Empty when it has no line. The index is shared by the frame's labels.
std::function<bool(Vec2)> BesideItsLine(const Meaning& about, std::shared_ptr<ClosestLines> lines);

}  // namespace circlelab::app
