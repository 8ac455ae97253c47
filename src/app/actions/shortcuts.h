// Every keyboard shortcut of the lab, in one table: the key handler looks keys up in it and the
// F1 help window prints it, so the two cannot disagree.
#pragma once

#include <SDL.h>

#include <span>

#include "app/model/lab_state.h"

namespace circlelab::app {

enum class Action {
    kMove,  ///< held keys: handled as they are held, listed for the help
    kHelp, kStats, kClassroom, kScreenshot, kTutorials, kMap, kPredict, kReveal, kPredictHit, kPredictMiss, kNextShape, kPreviousShape,
    kRestart, kStep, kStepBack, kRunPause, kUndo, kRedo, kSave, kSaveAs, kOpen, kNew, kDuplicate, kDelete, kFit,
    kNextScene, kPreviousScene, kFullscreen, kSidebar, kEditing, kLessonNext, kLessonBack, kCompare, kDescribe,
    kPanelKeys,  ///< the panel takes the keys (ImGui's Ctrl+Tab, which a browser keeps for itself)
};

/// Whether a modifier must be held, must not be, or does not matter.
enum class Mod { kOff, kOn, kAny };

struct Shortcut {
    SDL_Keycode key;
    Mod ctrl, shift;
    Action action;
    const char* keys;  ///< as the help shows them: "Ctrl+Z"
    const char* what;
};

/// The table, in the order the help lists it.
std::span<const Shortcut> Shortcuts();

/// The shortcut a key press means (nullptr: none). kMove rows are never returned.
const Shortcut* FindShortcut(SDL_Keycode key, bool ctrl, bool shift);

/// Carries out a shortcut's action.
void Perform(LabState& state, Action action);

}  // namespace circlelab::app
