#include "app/actions/shortcuts.h"

#include <imgui.h>

#include <array>
#include <string>
#include <vector>

#include "app/actions/editor.h"
#include "app/model/physics_run.h"
#include "app/model/predictions.h"
#include "app/model/scene_catalog.h"
#include "app/model/scene_description.h"
#include "app/lang/tr.h"
#include "app/base/panel_keys.h"
#include "app/actions/file_flow.h"

namespace circlelab::app {
namespace {

constexpr Mod kOff = Mod::kOff, kOn = Mod::kOn, kAny = Mod::kAny;

constexpr std::array kShortcuts{
    Shortcut{SDLK_LEFT, kOff, kAny, Action::kMove, NC_("keys", "Arrow keys / WASD"), N_("move the circle, like Lazy Foo's dot")},
    Shortcut{SDLK_RIGHT, kOff, kOff, Action::kLessonNext, NC_("keys", "Right / Left (in a lesson)"), N_("the lesson's next / previous step (WASD then moves the circle)")},
    Shortcut{SDLK_LEFT, kOff, kOff, Action::kLessonBack, "", ""},  // listed with Right
    Shortcut{SDLK_TAB, kOff, kOff, Action::kNextShape, NC_("keys", "Tab"), N_("select the next shape")},
    Shortcut{SDLK_TAB, kOff, kOn, Action::kPreviousShape, NC_("keys", "Shift+Tab"), N_("select the previous shape")},
    Shortcut{SDLK_SPACE, kOff, kAny, Action::kRunPause, NC_("keys", "Space (press and release)"), N_("run / pause the physics")},
    Shortcut{SDLK_PERIOD, kOff, kAny, Action::kStep, NC_("keys", "."), N_("one physics step (1/120 s)")},
    Shortcut{SDLK_COMMA, kOff, kAny, Action::kStepBack, NC_("keys", ","), N_("one physics step back (the last 10 s are kept)")},
    Shortcut{SDLK_r, kOff, kOff, Action::kRestart, NC_("keys", "R"), N_("restart: the balls back where the run began (before a run: the file)")},
    Shortcut{SDLK_c, kOff, kOff, Action::kCompare, NC_("keys", "C"), N_("compare the response models: the other one's run ghosted over this one, both energies plotted")},
    Shortcut{SDLK_t, kOff, kOff, Action::kTutorials, NC_("keys", "T"), N_("the tutorials compared: verdicts, steps, disagreement map")},
    Shortcut{SDLK_m, kOff, kOff, Action::kMap, NC_("keys", "M"), N_("the chosen tutorial's disagreement map")},
    Shortcut{SDLK_p, kOff, kOff, Action::kPredict, NC_("keys", "P"), N_("predict, then reveal: hide the answer")},
    Shortcut{SDLK_v, kOff, kOff, Action::kReveal, NC_("keys", "V"), N_("reveal the answer and score the prediction (in predict mode)")},
    Shortcut{SDLK_h, kOff, kOff, Action::kPredictHit, NC_("keys", "H"), N_("predict mode: predict that the circle hits")},
    Shortcut{SDLK_n, kOff, kOff, Action::kPredictMiss, NC_("keys", "N"), N_("predict mode: predict that it misses")},
    Shortcut{SDLK_HOME, kOff, kAny, Action::kFit, NC_("keys", "Home"), N_("fit the scene in the window (again after zooming or panning)")},
    Shortcut{SDLK_PAGEDOWN, kOff, kAny, Action::kNextScene, NC_("keys", "Page Down"), N_("open the next shipped scene")},
    Shortcut{SDLK_PAGEUP, kOff, kAny, Action::kPreviousScene, NC_("keys", "Page Up"), N_("open the previous shipped scene")},
    Shortcut{SDLK_e, kOff, kOff, Action::kEditing, NC_("keys", "E"), N_("edit shapes on / off: drag shapes, handles and balls")},
    Shortcut{SDLK_DELETE, kOff, kAny, Action::kDelete, NC_("keys", "Del"), N_("delete the selected shape")},
    Shortcut{SDLK_d, kOn, kOff, Action::kDuplicate, NC_("keys", "Ctrl+D"), N_("duplicate the selected shape")},
    Shortcut{SDLK_z, kOn, kOff, Action::kUndo, NC_("keys", "Ctrl+Z"), N_("undo any edit")},
    Shortcut{SDLK_y, kOn, kOff, Action::kRedo, NC_("keys", "Ctrl+Y"), N_("redo")},
    Shortcut{SDLK_z, kOn, kOn, Action::kRedo, NC_("keys", "Ctrl+Shift+Z"), N_("redo")},
    Shortcut{SDLK_s, kOn, kOff, Action::kSave, NC_("keys", "Ctrl+S"), N_("save (asks before losing changes elsewhere)")},
    Shortcut{SDLK_n, kOn, kOff, Action::kNew, NC_("keys", "Ctrl+N"), N_("new scene (asks before losing changes)")},
#ifndef __EMSCRIPTEN__
    // The page opens and saves by upload and download (its File section); a browser keeps Ctrl+O.
    // Not rows of the F1 help, which fills a 1024 x 768 window: the panel's Open... and Save as...
    // buttons do the same, and docs/using.md lists the keys.
    Shortcut{SDLK_o, kOn, kOff, Action::kOpen, "", ""},
    Shortcut{SDLK_s, kOn, kOn, Action::kSaveAs, "", ""},
#endif
    Shortcut{SDLK_c, kOn, kOn, Action::kDescribe, NC_("keys", "Ctrl+Shift+C"), N_("copy the scene in words")},
    Shortcut{SDLK_F1, kAny, kAny, Action::kHelp, NC_("keys", "F1"), N_("this help")},
    Shortcut{SDLK_F2, kAny, kAny, Action::kClassroom, NC_("keys", "F2"), N_("classroom mode: large text and thick lines")},
    Shortcut{SDLK_F3, kAny, kAny, Action::kStats, NC_("keys", "F3"), N_("frames a second, frame and physics time")},
    Shortcut{SDLK_F4, kAny, kAny, Action::kSidebar, NC_("keys", "F4"), N_("fold / unfold the panel")},
    Shortcut{SDLK_F11, kAny, kAny, Action::kFullscreen, NC_("keys", "F11"), N_("fullscreen on / off")},
#ifdef __EMSCRIPTEN__
    Shortcut{SDLK_F12, kAny, kAny, Action::kScreenshot, NC_("keys", "F12"), N_("download a screenshot (PNG)")},
    // The page's keys: a Chromebook has no F-row, and a browser keeps Ctrl+N and Ctrl+Tab for
    // itself. F is the page's own (web/lab.js): a browser enters fullscreen only from the key press.
    Shortcut{SDLK_SLASH, kOff, kOn, Action::kHelp, NC_("keys", "? (in the page)"), N_("this help, as F1")},
    Shortcut{SDLK_b, kOff, kOff, Action::kClassroom, NC_("keys", "B (in the page)"), N_("classroom mode, as F2")},
    Shortcut{SDLK_i, kOff, kOff, Action::kStats, NC_("keys", "I (in the page)"), N_("frames a second, as F3")},
    Shortcut{SDLK_l, kOff, kOff, Action::kSidebar, NC_("keys", "L (in the page)"), N_("fold / unfold the panel, as F4")},
    Shortcut{SDLK_UNKNOWN, kOff, kOff, Action::kFullscreen, NC_("keys", "F (in the page)"), N_("fullscreen on / off, as F11")},
    Shortcut{SDLK_x, kOff, kOff, Action::kScreenshot, NC_("keys", "X (in the page)"), N_("download a picture, as F12")},
    Shortcut{SDLK_n, kOff, kOn, Action::kNew, NC_("keys", "Shift+N (in the page)"), N_("new scene, as Ctrl+N")},
    Shortcut{SDLK_k, kOff, kOff, Action::kPanelKeys, NC_("keys", "K (in the page)"), N_("work the panel by keyboard, as Ctrl+Tab (Esc gives the keys back)")},
#else
    Shortcut{SDLK_F12, kAny, kAny, Action::kScreenshot, NC_("keys", "F12"), N_("save a screenshot (PNG) in the current folder")},
#endif
};

bool Matches(Mod want, bool held) { return want == Mod::kAny || (want == Mod::kOn) == held; }

// The shipped scene `offset` places after (or before) the open one, round the list.
void OpenNeighbour(LabState& state, int offset) {
    const std::vector<std::string> files = SceneFiles();
    if (files.empty()) return;
    const int count = static_cast<int>(files.size());
    int at = offset > 0 ? -1 : 0;  // from outside the list: the first or the last
    for (int i = 0; i < count; ++i)
        if (files[i] == state.doc.path()) at = i;
    // The built-in scene is the first shipped one (the sandbox) when it bears its name: Page Down
    // goes on to the second, not to the same scene again.
    if (state.doc.path().empty()) {
        const std::vector<ShippedScene> shipped = ShippedScenes();
        for (int i = 0; i < static_cast<int>(shipped.size()) && i < count; ++i)
            if (shipped[i].label.ends_with("  " + state.doc.scene().name) || shipped[i].label == state.doc.scene().name) at = i;
    }
    RequestOpen(state, files[((at + offset) % count + count) % count]);
}

void Select(LabState& state, int index) {
    const int count = static_cast<int>(state.frame.facts.Count());
    if (count == 0) return;
    state.doc.viewer().selected = ((index % count) + count) % count;
}

}  // namespace

std::span<const Shortcut> Shortcuts() { return kShortcuts; }

const Shortcut* FindShortcut(SDL_Keycode key, bool ctrl, bool shift) {
    for (const Shortcut& s : kShortcuts)
        if (s.action != Action::kMove && s.key != SDLK_UNKNOWN && s.key == key && Matches(s.ctrl, ctrl) && Matches(s.shift, shift)) return &s;
    return nullptr;
}

void Perform(LabState& state, Action action) {
    switch (action) {
        case Action::kMove: break;
        case Action::kHelp: state.window.showHelp = !state.window.showHelp; break;
        case Action::kStats: state.window.showStats = !state.window.showStats; break;
        case Action::kDescribe:
            ImGui::SetClipboardText(DescribeLab(state).c_str());
            state.status = Tr("The scene in words is on the clipboard.");
            break;
        case Action::kClassroom: state.classroom = !state.classroom; break;
        case Action::kScreenshot: state.window.screenshotRequested = true; break;
        case Action::kTutorials: state.teaching.tutorials.shown = !state.teaching.tutorials.shown; break;
        case Action::kMap: state.teaching.tutorials.map = !state.teaching.tutorials.map; break;
        // In a live class a student's answer is revealed by the teacher (Teaching::teacherReveals).
        case Action::kPredict:
            if (!state.teaching.teacherReveals) TogglePredict(state);
            break;
        case Action::kReveal:
            if (!state.teaching.teacherReveals) Reveal(state);
            break;
        case Action::kPredictHit:
        case Action::kPredictMiss:
            if (state.answersHidden()) state.teaching.prediction.hit = action == Action::kPredictHit;
            break;
        case Action::kNextShape: Select(state, state.doc.viewer().selected + 1); break;
        case Action::kPreviousShape: Select(state, state.doc.viewer().selected - 1); break;
        case Action::kRestart:
            // The bodies back where they were when the physics started (edits to the shapes stay);
            // with no run, the scene as its file has it (asking first if that would lose edits).
            if (const std::string holed = Tr("Holed in %d"); state.status.rfind(holed.substr(0, holed.find('%')), 0) == 0)
                state.status.clear();  // a new round of the hole
            if (state.run.sim) {
                state.doc.Bodies() = state.run.beforeRun.bodies;
                ResetPhysics(state);
            } else if (!state.doc.path().empty()) {
                RequestOpen(state, state.doc.path());
            }
            break;
        case Action::kStep:
            state.run.running = false;
            state.run.stepOnce = true;
            break;
        case Action::kStepBack: StepBack(state); break;
        case Action::kLessonNext:
            if (state.teaching.lesson) RequestLessonStep(state, state.teaching.lessonStep + 1);
            break;
        case Action::kLessonBack:
            if (state.teaching.lesson) RequestLessonStep(state, state.teaching.lessonStep - 1);
            break;
        case Action::kRunPause: break;  // on release, unless Space was held to pan (input.cpp)
        case Action::kUndo: UndoEdit(state); break;
        case Action::kRedo: RedoEdit(state); break;
        case Action::kSave: Save(state); break;
        case Action::kSaveAs: ChooseSaveAs(state); break;
        case Action::kOpen: ChooseOpen(state); break;
        case Action::kNew: RequestNew(state); break;
        case Action::kDuplicate: DuplicateSelected(state); break;
        case Action::kDelete: DeleteSelected(state); break;
        case Action::kNextScene: OpenNeighbour(state, 1); break;
        case Action::kPreviousScene: OpenNeighbour(state, -1); break;
        case Action::kFullscreen: state.window.fullscreenRequested = true; break;
        case Action::kEditing:
            state.editor.editing = !state.editor.editing;
            if (!state.editor.editing) state.editor.painting = false;
            state.status = state.editor.editing ? Tr("Editing: drag shapes, their handles and balls (E to stop)") : Tr("Exploring (E to edit)");
            break;
        case Action::kSidebar: state.window.sidebarOpen = !state.window.sidebarOpen; break;
        case Action::kPanelKeys: FocusPanelForKeys(); break;
        case Action::kCompare: {
            Overlays& o = state.doc.viewer().overlays;
            o.compare = !o.compare;
            if (o.compare) o.plots = true;  // the two energies are half of the comparison
            break;
        }
        case Action::kFit:  // fitted in this frame, and kept fitted
            state.window.cameraFollows = true;
            state.window.fitted = {};
            break;
    }
}

}  // namespace circlelab::app
