// `circlelab lesson LESSON.json`: opens the window on the lesson's first step; with --handout
// DIR it writes each step's picture (and, for a step that asks for a prediction, the picture
// revealed) and a Markdown page with every prompt beside its picture, for a handout or slides;
// with --gif OUT.gif the same pictures as an animated GIF, each held long enough to read. A
// picture that cuts its step's prompt or answer (a --size too small for it) is written with a
// warning saying so.
#pragma once

#include <string>

#include "app/shells/window.h"

namespace circlelab::app {

struct LessonOptions {
    std::string lessonPath;
    std::string handoutDir;  ///< empty (and no GIF): open the window
    std::string gifPath;     ///< the lesson as an animated GIF, a picture per step and reveal
    std::string size = "1280x720";
    bool classroom = false;
};

int RunLesson(const LessonOptions& options, WindowOptions window);

}  // namespace circlelab::app
