#include "app/model/scene_opening.h"

#include "app/model/physics_run.h"

#include <optional>

namespace circlelab::app {
namespace {

/// The classic method a scene's tutorial teaches.
std::optional<classic::Algorithm> MethodOf(Tutorial tutorial) {
    switch (tutorial) {
        case Tutorial::kNone: return std::nullopt;
        case Tutorial::kLazyFoo: return classic::Algorithm::kLazyFoo;
        case Tutorial::kWorden: return classic::Algorithm::kWorden;
        case Tutorial::kGodfrey: return classic::Algorithm::kGodfrey;
        case Tutorial::kMigapro: return classic::Algorithm::kMigapro;
    }
    return std::nullopt;
}

}  // namespace

void TakeUpOpenedScene(LabState& state) {
    if (state.window.takenUp == state.doc.opened()) return;
    state.window.takenUp = state.doc.opened();
    state.window.cameraFollows = true;
    if (const std::optional<classic::Algorithm> method = MethodOf(state.doc.scene().settings.tutorial))
        state.teaching.tutorials.explained = *method;
}

bool OpenScene(LabState& state, const std::string& path) {
    if (!state.doc.Open(path, state.error)) return false;
    state.error.clear();
    state.input.gesture = Idle{};
    ResetPhysics(state);
    return true;
}

}  // namespace circlelab::app
