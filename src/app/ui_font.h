// The UI font: DejaVu Sans from fonts-dejavu-core, readable at classroom sizes; ImGui's
// built-in bitmap font when it is not installed.
#pragma once

namespace circlelab::app {

/// Loads the font at `pixelSize` into ImGui's atlas (call before the first frame).
/// Returns false when it fell back to the built-in font.
bool LoadUiFont(float pixelSize);

}  // namespace circlelab::app
