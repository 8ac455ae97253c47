// What the physics tests build on: a ball (a body at `p` of radius `r`, moving at `v`, with
// restitution `e`, by default a body's own, 0.8), and a scene with gravity and a floor to drop it on.
#pragma once

#include "core/scene/scene.h"

namespace circlelab::testing {

inline Body Ball(Vec2 p, double r, Vec2 v = {}, double e = Body{}.elasticity) {
    Body b;
    b.circle = {p, r};
    b.velocity = v;
    b.elasticity = e;
    return b;
}

/// A scene with gravity `g` px/s² downwards and a floor: a level rectangle 50 px thick whose top is
/// at y `top`, from x `left` for `width` px.
inline Scene FloorScene(double g = 600, double left = -1000, double width = 3000, double top = 400) {
    Scene s;
    s.settings.gravity = {0, g};
    s.shapes.push_back(Rect{{left, top}, {width, 50}, 0});
    return s;
}

}  // namespace circlelab::testing
