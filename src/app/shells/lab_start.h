// How every shell starts the lab: the window, the page and the headless lab of `shot` and `play`
// open a LabState on its first scene and make an ImGui context the same way, so that what a
// scripted run or a picture shows is what the window shows (docs/architecture.md, A frame's data flow).
#pragma once

#include <string>

#include "app/model/lab_state.h"

struct ImFontAtlas;
struct ImGuiContext;

namespace circlelab::app {

/// What a shell wants of the lab it starts, beside the scene.
struct LabStart {
    /// The tutorials' disagreement maps computed beside the frames (the window, the page), where a
    /// person waits for them; without it a frame computes a map itself, as a picture needs it whole.
    bool mapWorker = false;
    /// The scene taken up at once (app/model/scene_opening.h), so what the shell sets next (`shot`'s
    /// options) chooses over the scene's own. Otherwise the first frame takes it up, after whatever
    /// the shell opens instead (a named file, a lesson, a link): a scene never shown chooses nothing.
    bool takeUpNow = false;
};

/// The lab on `scene` (read from `path`, "" for none) as it starts: the document holds the scene
/// with no history, and the physics starts afresh from it.
void StartLab(LabState& state, Scene scene, std::string path, const LabStart& how);

/// A new ImGui context made current, as the lab wants it: no ini file (the same panel at every
/// start, the same picture at every run), the panel worked by keyboard (Ctrl+Tab reaches it, the
/// arrows and Space work its controls, Escape gives the keys back to the scene) and the lab's style.
/// `sharedAtlas`: the fonts of other contexts (headless labs), else the context has its own.
/// The fonts are the caller's to load (app/panels/ui_font.h).
ImGuiContext* StartLabImGui(ImFontAtlas* sharedAtlas = nullptr);

}  // namespace circlelab::app
