// Builds the draw list of a scene with its overlays (docs/architecture.md: the core decides what to draw):
//  - shapes filled, blue when the dragged circle hits them (migapro's applet, "Circle and Rotated
//    Rectangle Collision Detection");
//  - an orange line from the dragged circle's centre to each closest point, distance beside it;
//  - migapro's unrotated frame of the selected rotated shape, in green;
//  - the regions of the selected shape (Godfrey's I–VIII, a tile's vertex/edge/inside);
//  - contact vectors: normal, depth and the resolution vector (Godfrey, "Circle Collisions").
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/collide/contact.h"
#include "core/draw/draw_list.h"
#include "core/draw/palette.h"
#include "core/scene/frame_facts.h"
#include "core/scene/scene.h"

namespace circlelab {


/// The most closest-point lines drawn at once. A scene with more shapes draws the lines of the
/// nearest (and the selected one) and says below the circle how many of how many
/// ("closest lines: 200 nearest of 10000 shapes").
inline constexpr std::size_t kClosestLinesShown = 200;

/// How long on screen (px) a ball's turning mark must be to be drawn: 0.6 of the radius, so a ball
/// of 3.3 px radius or more on screen. Shorter, the 1.5 px wide spoke is a dot with no direction.
inline constexpr float kRollingMarkMinPixels = 2.0f;

/// One shape, filled and outlined as `paint` says.
void DrawShape(const Shape& shape, const Paint& paint, DrawList& out);

/// The scene with its overlays, from the frame's facts (computed once per frame). With
/// `answersHidden` (predict first, docs/architecture.md) nothing that gives the contact away is drawn: no
/// highlight, closest line, vectors, numbers, unrotated frame, current region or first touch.
void DrawScene(const Scene& scene, const FrameFacts& facts, DrawList& out, bool answersHidden = false);
/// The same, computing the facts first.
void DrawScene(const Scene& scene, DrawList& out);


}  // namespace circlelab
