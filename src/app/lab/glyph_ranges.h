// The characters the UI font holds: Latin-1 (with the degree sign), Greek (θ), general
// punctuation (the dashes and quotes of the scenes' descriptions), sub- and superscripts, arrows
// and math symbols. [first, last] pairs, as ImGui takes them; a test checks that every character of
// the shipped scenes falls in them, so none shows as "?".
#pragma once

namespace circlelab::app {

inline constexpr unsigned short kUiGlyphRanges[] = {0x0020, 0x00FF, 0x0370, 0x03FF, 0x2000, 0x206F, 0x2070,
                                                    0x209F, 0x2190, 0x21FF, 0x2200, 0x22FF, 0};

}  // namespace circlelab::app
