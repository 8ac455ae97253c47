// The panels' vertices on a 1/64 px grid, so that every x86-64 machine draws the same picture.
// Dear ImGui normalises a line's normal with the SSE instruction RSQRTSS (its ImRsqrt), an
// approximation whose last bits differ from one processor to another, and SDL's software renderer
// truncates each vertex to a whole pixel: a window's 1-px border at x = 1010.5 has edges at
// 1009.0 +/- 0.0002, and one machine drew it one pixel wide where another drew two. The error is
// under 1/1000 px, far inside the half of 1/64 px that rounding forgives.
#pragma once

#include <imgui.h>

#include <cmath>

namespace circlelab::app {

inline void SnapToSixtyFourths(ImVector<ImDrawVert>& vertices) {
    for (ImDrawVert& v : vertices) {
        v.pos.x = std::round(v.pos.x * 64.0f) / 64.0f;
        v.pos.y = std::round(v.pos.y * 64.0f) / 64.0f;
    }
}

}  // namespace circlelab::app
