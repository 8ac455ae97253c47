#include "app/input/editor_events.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app/actions/file_flow.h"
#include "app/lang/tr.h"
#include "core/edit/commands.h"

namespace circlelab::app {

bool HandleEditorEvent(LabState& state, const SDL_Event& e) {
    const ImGuiIO& io = ImGui::GetIO();
    if (e.type == SDL_QUIT) {
        RequestQuit(state);
        return true;
    }
    if (io.WantCaptureMouse) return false;
    if (e.type == SDL_MOUSEWHEEL) {
        const Vec2 screen = state.input.pointer;
        if (state.input.held.shift && state.editor.editing) {
            // Shift+wheel turns the selected shape, 5° a notch (editing).
            const int selected = state.doc.viewer().selected;
            state.doc.Edit(N_("rotate"), [&](Scene& s) { return edit::RotateShape(s, selected, 5.0 * e.wheel.y); });
            return true;
        }
        // Zoom about the cursor: the world point under it stays under it. The camera is the
        // user's from now on, until Home fits the scene again.
        state.window.cameraFollows = false;
        const Vec2 world = state.view.ToWorld(screen);
        state.view.zoom = std::clamp(state.view.zoom * std::pow(1.15, e.wheel.y), 0.02, 50.0);
        state.view.pan = screen - world * state.view.zoom;
        return true;
    }
    return false;
}

}  // namespace circlelab::app
