// The editor's handles of the selected shape.
#pragma once

#include "core/draw/draw_list.h"
#include "core/edit/handles.h"

namespace circlelab {

/// Squares at the resize corners and a round turning handle on a stalk, `size` world units across.
void DrawHandles(const edit::Handles& handles, double size, DrawList& out);

}  // namespace circlelab
