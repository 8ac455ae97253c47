#include "app/lab/lab_state.h"

#include "core/io/scene_json.h"
#include "app/lab/physics_driver.h"

namespace circlelab::app {

bool OpenScene(LabState& state, const std::string& path) {
    SceneLoad load = LoadSceneFile(path);
    if (!load.scene) {
        // Keep the current scene: a broken file never costs the user what they had.
        state.error = "Could not open the scene:\n" + load.Format(path);
        return false;
    }
    state.scene = std::move(*load.scene);
    state.scenePath = path;
    state.error.clear();
    state.dragging = false;
    ResetPhysics(state);
    state.history.Clear(state.scene);  // just opened: nothing to undo, nothing unsaved
    return true;
}

}  // namespace circlelab::app
