// The panel's width a lesson needs (docs/teaching.md): every step's prompt and revealed answer
// stand whole below the lesson's name and buttons, so a class reads them without scrolling. A
// projector's 1024 x 768 window in classroom mode gives the 9 em panel too little height for the
// longest answers; the panel widens until the longest one fits: as far as 40 % of the window in
// the shipped languages, and up to half of it in a longer one (the pseudo-language's 40 % more);
// where even half is too narrow the steps' text is set smaller.
#pragma once

#include "core/io/lesson.h"

struct ImFont;

namespace circlelab::app {

/// What the width is measured with: the panel's font and window padding, and the window's size.
struct LessonPanelMeasure {
    ImFont* font = nullptr;
    float fontSize = 18;
    float paddingY = 8;     ///< the panel's window padding above and below (classroom's is tighter)
    float windowWidth = 0, windowHeight = 0;
    float smallest = 0;     ///< the panel's width without the lesson (its default)
};

/// The panel's width for a lesson, and the size of its steps' text (1: the panel's own).
struct LessonPanelFit {
    float width = 0;
    float textScale = 1;
};

/// The narrowest width from `smallest` up to half the window at which every step of `lesson`
/// (its prompt and its answer, revealed) fits in the panel's height; where none does, half and
/// the largest text size, down to 75 %, at which they fit (75 % when none does).
LessonPanelFit LessonPanelWidth(const Lesson& lesson, const LessonPanelMeasure& m);

}  // namespace circlelab::app
