// The UI fonts: DejaVu Sans from fonts-dejavu-core, readable at classroom sizes, at a normal and
// a large (classroom) size; ImGui's built-in bitmap font when DejaVu is not installed.
#pragma once

struct ImFont;

namespace circlelab::app {

struct UiFonts {
    ImFont* normal = nullptr;
    ImFont* large = nullptr;
    float normalSize = 18.0f;
    float largeSize = 29.0f;
};

/// Loads both sizes into ImGui's atlas (call once, before the renderer backend's first frame).
UiFonts LoadUiFonts();

}  // namespace circlelab::app
