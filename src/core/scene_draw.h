// Builds the draw list of a scene with its overlays (DESIGN.md: the core decides what to draw):
//  - shapes filled, blue when the dragged circle hits them (migapro's applet, seed 003);
//  - an orange line from the dragged circle's centre to each closest point, distance beside it;
//  - migapro's unrotated frame of the selected rotated shape, in green;
//  - the regions of the selected shape (Godfrey's I–VIII, a tile's vertex/edge/inside);
//  - contact vectors: normal, depth and the resolution vector (Godfrey, seed 001).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "contact.h"
#include "draw_list.h"
#include "scene.h"

namespace circlelab {

/// The palette, chosen for a projector: dark outlines on a light background.
namespace palette {
inline constexpr Rgba kBackground{244, 241, 234, 255};
inline constexpr Rgba kShape{138, 148, 166, 255};
inline constexpr Rgba kSelectedShape{118, 128, 150, 255};
inline constexpr Rgba kOutline{40, 44, 52, 255};
inline constexpr Rgba kHit{47, 111, 222, 255};
inline constexpr Rgba kCircle{27, 153, 139, 255};
inline constexpr Rgba kBody{214, 106, 62, 255};
inline constexpr Rgba kClosest{245, 130, 32, 255};
inline constexpr Rgba kGhost{30, 160, 60, 255};
inline constexpr Rgba kNormal{20, 110, 50, 255};
inline constexpr Rgba kResolution{200, 30, 60, 255};
inline constexpr Rgba kText{30, 32, 38, 255};
inline constexpr Rgba kFaceRegion{250, 226, 150, 90};
inline constexpr Rgba kCornerRegion{196, 170, 232, 90};
inline constexpr Rgba kInsideRegion{170, 220, 190, 90};
inline constexpr Rgba kCurrentRegion{255, 196, 60, 150};
inline constexpr Rgba kRegionText{90, 70, 40, 255};
}  // namespace palette

/// Every shape's contact with the dragged circle (the first body), in AllShapes order.
std::vector<Contact> DraggedContacts(const Scene& scene);

void DrawScene(const Scene& scene, DrawList& out);

/// The numbers a teacher points at, for the dragged circle against the selected shape:
/// ("centre", "(412.0, 233.5)"), ("distance", "18.2"), ("region", "II"), … in display order.
std::vector<std::pair<std::string, std::string>> ContactReadout(const Scene& scene);

}  // namespace circlelab
