// The UI fonts: DejaVu Sans from fonts-dejavu-core, readable at classroom sizes, at a normal and
// a large (classroom) size; ImGui's built-in bitmap font when DejaVu is not installed.
#pragma once

#include <string>

#include "core/draw/palette.h"

struct ImFont;
struct ImVec4;

namespace circlelab::app {

struct UiFonts {
    ImFont* normal = nullptr;
    ImFont* large = nullptr;  ///< nullptr until classroom mode first needs it (LargeUiFont)
    float normalSize = 18.0f;
    float largeSize = 26.0f;  // classroom body text: DejaVu's em is 26 / 1.164 = 22.3 px (README)
    std::string path;  ///< the TrueType file, "" for ImGui's built-in font
};

/// Loads the normal size into ImGui's atlas (call once, before the renderer backend's first
/// frame). Rasterising a size's thousand glyphs is most of a picture's start-up, and most pictures
/// and sessions never use the large one.
UiFonts LoadUiFonts();

/// The large size, added to the atlas the first time it is asked for (the SDL_Renderer backend
/// then makes its font texture again). Call before ImGui's NewFrame.
ImFont* LargeUiFont(UiFonts& fonts);

/// The UI's colours: ImGui's light style, with the secondary text (the numbers box's names, hints,
/// axis labels) dark enough to read on a washed-out projector.
void ApplyUiStyle();

/// A palette colour (core/draw/palette.h) as ImGui takes it.
ImVec4 UiColour(Rgba colour);

}  // namespace circlelab::app
