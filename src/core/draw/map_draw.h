// The disagreement map of a classic method against the exact answer, drawn over the scene.
#pragma once

#include "core/classic/disagreement.h"
#include "core/draw/draw_list.h"

namespace circlelab {

/// The differing cells as translucent red rectangles, one per run of cells in a row, marked to
/// tile exactly (a translucent overlap or gap shows as a seam).
void DrawDisagreement(const classic::DisagreementMap& map, DrawList& out);

}  // namespace circlelab
