// The numbers box: the dragged circle against the selected shape, as rows of text.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/scene/frame_facts.h"
#include "core/scene/scene.h"

namespace circlelab {

/// The numbers a teacher points at, for the dragged circle against the selected shape:
/// ("centre", "(412.0, 233.5)"), ("distance", "18.2"), ("region", "II"), … in display order.
std::vector<std::pair<std::string, std::string>> ContactReadout(const Scene& scene, const FrameFacts& facts);
std::vector<std::pair<std::string, std::string>> ContactReadout(const Scene& scene);

}  // namespace circlelab
