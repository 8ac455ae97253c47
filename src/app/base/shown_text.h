// The text a frame shows, read back from ImGui's draw data: each glyph's quad is found by its
// place in the font atlas, and glyphs side by side make a word. A test of the languages reads it to
// find a string that escaped the catalogue (docs/languages.md); glyphs cut at a window's edge are
// left out, as they are not whole.
#pragma once

#include <string>
#include <vector>

struct ImDrawData;

namespace circlelab::app {

/// Every run of glyphs drawn side by side (a word, or a number with its unit), in drawing order,
/// UTF-8. Empty before the first ImGui::Render.
std::vector<std::string> ShownWords(const ImDrawData* data);
/// The words whose glyphs begin within the rectangle (screen pixels, x, y, width, height): the
/// label of a control, found where the control was drawn.
std::vector<std::string> ShownWordsIn(const ImDrawData* data, float x, float y, float w, float h);

}  // namespace circlelab::app
