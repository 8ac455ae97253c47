// Worden's mini-golf hole (Worden, "Mixed Bounding Types"): the rules of the cup.
#pragma once

#include "core/scene/scene.h"

namespace circlelab {

/// Whether the first body rests in the cup: its centre inside the cup and slower than 60 px/s.
bool InCup(const Scene& scene);

}  // namespace circlelab
