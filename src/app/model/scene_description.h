// The scene in words, as a screen reader says it (docs/languages.md): what the circle touches, the
// selected shape's distance, region, normal and depth, the balls in motion or at rest, and the
// question while the class predicts. Made from the frame's facts, the same ones the picture and
// the numbers box are drawn from (core/scene/frame_facts.h, core/draw/readout.h), in the window's
// language. `circlelab describe` prints it; a key copies it; the page reads it aloud.
#pragma once

#include <string>

#include "core/scene/frame_facts.h"
#include "core/scene/scene.h"

namespace circlelab::app {

struct DescribedMoment {
    bool running = false;     ///< the physics runs
    std::string question;     ///< while the class predicts: the question, and no answer is told
};

std::string DescribeScene(const Scene& scene, const FrameFacts& facts, const DescribedMoment& moment);

struct LabState;
/// The lab's scene as it is now: its facts, the physics running or not, the question while the
/// class predicts.
std::string DescribeLab(const LabState& state);

}  // namespace circlelab::app
