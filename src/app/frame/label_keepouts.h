// What the scene's labels keep clear of besides lines and each other: the circle and its centre,
// drawn rings and dots, the editing handles and the shapes' outlines, in window pixels.
#pragma once

#include <optional>
#include <vector>

#include "app/frame/label_placement.h"
#include "core/draw/draw_list.h"
#include "core/edit/handles.h"
#include "core/scene/scene.h"

namespace circlelab::app {

struct Keepouts {
    std::vector<Vec2> points;
    std::vector<LabelObstacles::Disc> discs;
    std::vector<LabelObstacles::Box> handles;
    std::vector<Segment> outlines;
};

/// The keepouts of a frame drawn as `list` under `view`. A tile map too big to draw tile by tile
/// (DrawList::bigMap) is kept clear by its outer edge, the four sides of the rectangle its rows
/// span, not by each of its parts' edges: a million tiny edges filed in the placement's grid and
/// searched round every spot took a second, and a label on such a map is on its plate anyway.
Keepouts KeepoutsOf(const DrawList& list, const View& view, const Scene& scene, const std::optional<edit::Handles>& handles);

}  // namespace circlelab::app
