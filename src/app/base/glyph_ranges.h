// The characters the UI font holds: Latin-1 (with the degree sign), Latin Extended-A and -B (the
// French œ; the pseudo-language's accented letters, with four of Latin Extended Additional), Greek (θ), general
// punctuation (the dashes and quotes of the scenes' descriptions), sub- and superscripts, arrows
// and math symbols. [first, last] pairs, as ImGui takes them; a test checks that every character of
// the shipped scenes falls in them, so none shows as "?".
#pragma once

namespace circlelab::app {

inline constexpr unsigned short kUiGlyphRanges[] = {0x0020, 0x024F, 0x0370, 0x03FF, 0x1E40, 0x1E41, 0x1E7C, 0x1E7D,
                                                    0x1E8A, 0x1E8B, 0x2000, 0x206F, 0x2070, 0x209F, 0x2190, 0x21FF, 0x2200, 0x22FF, 0};

}  // namespace circlelab::app
