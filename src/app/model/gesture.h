// What the pointer is doing between a press and its release: one gesture at a time, as a value.
// A press decides the gesture (BeginGesture), every motion continues it, the release ends it;
// std::visit makes each handler say what it does for every kind, so a new gesture cannot be
// forgotten in one of them.
#pragma once

#include <variant>

#include "core/geometry/vec2.h"

namespace circlelab::app {

/// Handles are drawn this many screen pixels across; the turning handle sits this far above a shape.
inline constexpr double kHandleSize = 10.0;
inline constexpr double kHandleReach = 28.0;
/// A putt gives the ball this many px/s per px of pull, up to kMaxPutt.
inline constexpr double kPuttStrength = 4.0;
inline constexpr double kMaxPutt = 1600.0;

/// No button held.
struct Idle {};
/// The lab's circle follows the pointer, keeping where it was grabbed.
struct DragCircle {
    Vec2 grabOffset;  ///< circle centre − pointer (world)
};
/// The selected shape follows the pointer (snapping its anchor to the grid when snap is on).
struct MoveShape {
    int shape = -1;
    Vec2 last;  ///< the pointer at the previous event (world)
};
/// Shift+drag: the selected shape turns about its centre as the pointer goes round it.
struct TurnShape {
    int shape = -1;
    Vec2 last;
};
/// A handle of the selected shape: a corner resizes it (the opposite corner stays), the round
/// handle turns it toward the pointer.
struct DragHandle {
    int shape = -1;
    int corner = -1;  ///< 0–3 a resize corner (a circle's rim: 0); kTurnHandle the turning handle
    static constexpr int kTurnHandle = -2;
};
/// Another body (not the lab's circle) placed where it should start.
struct MoveBody {
    int body = -1;
    Vec2 last;
};
/// One stroke of the tile brush.
struct PaintTiles {};
/// The view moves with the pointer (middle button, or Space+left).
struct Pan {
    Vec2 last;  ///< screen
};
/// Mini-golf: pulling back from the ball; the release putts.
struct AimPutt {
    Vec2 pointer;  ///< world
};
/// Predict mode: the press placed the predicted closest point; dragging away points the normal.
struct PredictPoint {};
/// Predict mode, right button: the bounce direction out of the circle's centre.
struct PredictBounce {};

/// With the swept path shown: the circle's velocity follows the pointer (the path's end, where the
/// circle is after kSweepSeconds, goes where the pointer is). Exploring, as moving the circle is.
struct AimVelocity {
    Vec2 grabOffset;  ///< the path's end − pointer at the press (world): a grab keeps its place
};

using Gesture = std::variant<Idle, DragCircle, MoveShape, TurnShape, DragHandle, MoveBody, PaintTiles, Pan, AimPutt,
                             PredictPoint, PredictBounce, AimVelocity>;

}  // namespace circlelab::app
