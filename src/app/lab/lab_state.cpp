#include "app/lab/lab_state.h"

#include "app/lab/physics_driver.h"

namespace circlelab::app {

bool OpenScene(LabState& state, const std::string& path) {
    if (!state.doc.Open(path, state.error)) return false;
    state.error.clear();
    state.gesture = Idle{};
    ResetPhysics(state);
    return true;
}

}  // namespace circlelab::app
