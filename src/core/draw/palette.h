// Every colour the lab draws with, in one place.
#pragma once

#include "core/draw/draw_list.h"

namespace circlelab {

/// The palette, chosen for a projector: dark outlines on a light background.
namespace palette {
inline constexpr Rgba kBackground{244, 241, 234, 255};
inline constexpr Rgba kShape{138, 148, 166, 255};
inline constexpr Rgba kSelectedShape{118, 128, 150, 255};
inline constexpr Rgba kOutline{40, 44, 52, 255};
inline constexpr Rgba kHit{47, 111, 222, 255};
inline constexpr Rgba kCircle{0, 90, 85, 255};  ///< a deep teal: apart from the grey shapes for red–green colour-blind eyes too
inline constexpr Rgba kBody{214, 106, 62, 255};
inline constexpr Rgba kClosest{245, 130, 32, 255};
inline constexpr Rgba kGhost{30, 160, 60, 255};
inline constexpr Rgba kNormal{10, 80, 90, 255};  ///< a dark blue-green, darker than the red resolution arrow
inline constexpr Rgba kResolution{200, 30, 60, 255};
inline constexpr Rgba kText{30, 32, 38, 255};
inline constexpr Rgba kFaceRegion{250, 226, 150, 90};
inline constexpr Rgba kCornerRegion{196, 170, 232, 90};
inline constexpr Rgba kInsideRegion{170, 220, 190, 90};
inline constexpr Rgba kCurrentRegion{255, 196, 60, 150};
inline constexpr Rgba kRegionText{90, 70, 40, 255};
/// The configuration space's outline: the face and corner regions' hues, dark enough for a line.
inline constexpr Rgba kGrownFace{196, 140, 0, 255};
inline constexpr Rgba kGrownCorner{120, 70, 190, 255};
inline constexpr Rgba kSweep{70, 90, 110, 200};
inline constexpr Rgba kFrameRing{70, 90, 110, 70};  ///< where a test at separate frames looks  ///< the swept path: a slate grey apart from every answer colour
inline constexpr Rgba kImpulse{130, 60, 190, 255};
inline constexpr Rgba kCup{30, 40, 35, 255};
inline constexpr Rgba kCupRim{200, 200, 200, 255};
inline constexpr Rgba kFlag{220, 40, 50, 255};
inline constexpr Rgba kDisagree{220, 30, 40, 110};
inline constexpr Rgba kHandle{255, 255, 255, 255};
inline constexpr Rgba kHover{255, 170, 40, 255};  ///< the outline of the shape a click would pick
inline constexpr Rgba kPrediction{80, 30, 120, 255};  ///< what the student predicted: a deep purple apart from every answer colour
inline constexpr Rgba kGreen{120, 176, 96, 255};       ///< a mini-golf hole's putting surface
inline constexpr Rgba kGolfBall{250, 250, 244, 255};   ///< the ball on it
inline constexpr Rgba kVelocity{0, 110, 180, 255};     ///< a ball's velocity arrow
inline constexpr Rgba kTrail{90, 90, 110, 140};        ///< where a ball was
/// The other response model's balls, ghosted: an ultramarine, apart from the impulse arrows' purple,
/// the balls, the hit blue and the velocity arrows for red–green colour-blind eyes too.
inline constexpr Rgba kOtherModel{0, 0, 235, 230};

// The panel's own text colours (app/panels/ui_font.h turns them into ImGui's).
inline constexpr Rgba kUiHeading{26, 69, 140, 255};     ///< a scene's or lesson's name: a dark blue
inline constexpr Rgba kUiError{190, 20, 30, 255};       ///< a file's problems, a refused choice
inline constexpr Rgba kUiAnswer{115, 31, 26, 255};      ///< a lesson's revealed answer: a dark red
inline constexpr Rgba kUiSecondary{102, 102, 102, 255}; ///< secondary text: 40 % grey, still read on a projector
}  // namespace palette

}  // namespace circlelab
