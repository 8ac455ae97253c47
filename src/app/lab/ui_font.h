// The UI fonts: DejaVu Sans from fonts-dejavu-core, readable at classroom sizes, at a normal and
// a large (classroom) size; ImGui's built-in bitmap font when DejaVu is not installed.
#pragma once

struct ImFont;

namespace circlelab::app {

struct UiFonts {
    ImFont* normal = nullptr;
    ImFont* large = nullptr;
    float normalSize = 18.0f;
    float largeSize = 24.0f;  // classroom body text: at least 22 px on a 1024×768 projector
};

/// Loads both sizes into ImGui's atlas (call once, before the renderer backend's first frame).
UiFonts LoadUiFonts();

/// The UI's colours: ImGui's light style, with the secondary text (the numbers box's names, hints,
/// axis labels) dark enough to read on a washed-out projector.
void ApplyUiStyle();

}  // namespace circlelab::app
