#include "app/model/shown_handles.h"

namespace circlelab::app {

std::optional<edit::Handles> ShownHandles(const LabState& state) {
    const int selected = state.doc.viewer().selected;
    if (!state.editor.editing || selected < 0 || selected >= static_cast<int>(state.doc.scene().shapes.size()) || state.run.running)
        return std::nullopt;
    return edit::HandlesOf(state.doc.scene().shapes[selected], kHandleReach / state.view.zoom);
}

}  // namespace circlelab::app
