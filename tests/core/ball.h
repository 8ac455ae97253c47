// A ball for the physics tests: a body at `p` of radius `r`, moving at `v`, with restitution `e`
// (by default a body's own, 0.8).
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

}  // namespace circlelab::testing
