#include "app/input/input.h"

#include "app/model/predictions.h"

#include <imgui.h>

#include "core/collide/contact.h"
#include "core/io/scene_json.h"
#include "app/input/editor_events.h"
#include "app/input/gestures.h"
#include "app/model/physics_run.h"
#include "app/actions/shortcuts.h"
#include "app/input/touch.h"

namespace circlelab::app {

namespace {

// Keeps state.input.held in step with the keyboard. A key pressed while a panel has the keyboard does
// not move the circle; every release counts, so no key stays stuck down.
void TrackKey(LabState& state, const SDL_KeyboardEvent& key, bool panelHasKeyboard) {
    const bool down = key.type == SDL_KEYDOWN;
    if (down && panelHasKeyboard) return;
    LabState::HeldKeys& h = state.input.held;
    // In a lesson the arrows left and right go through its steps; WASD still moves the circle.
    const bool lessonArrow = state.teaching.lesson && (key.keysym.sym == SDLK_LEFT || key.keysym.sym == SDLK_RIGHT);
    if (down && lessonArrow) return;
    // A key pressed with Ctrl, Alt or the system key is a shortcut (Ctrl+S, Ctrl+D), not a move:
    // it stays still even when Ctrl is let go before the letter, as a quick hand often does.
    const bool move = down && (key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) == 0;
    switch (key.keysym.sym) {
        case SDLK_LEFT: case SDLK_a: h.left = move; break;
        case SDLK_RIGHT: case SDLK_d: h.right = move; break;
        case SDLK_UP: case SDLK_w: h.up = move; break;
        case SDLK_DOWN: case SDLK_s: h.down = move; break;
        case SDLK_SPACE: h.space = down; break;
        default: break;
    }
    h.ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
    h.shift = (key.keysym.mod & KMOD_SHIFT) != 0;
    h.alt = (key.keysym.mod & (KMOD_ALT | KMOD_GUI)) != 0;  // SDL counts a modifier's own press in its bits
}

}  // namespace

void HandleEvent(LabState& state, const SDL_Event& e) {
    const ImGuiIO& io = ImGui::GetIO();
    if (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) TrackKey(state, e.key, io.WantCaptureKeyboard);
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_FOCUS_LOST) state.input.held = {};
    if (HandleTouch(state, e)) return;  // a finger scrolling a panel or pinching the scene
    if (HandleEditorEvent(state, e)) return;
    // Escape closes the help, as its title says.
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE && state.window.showHelp && !ImGui::IsAnyItemActive()) {
        state.window.showHelp = false;
        return;
    }
    // Escape in the panel hands the keys back to the scene (ImGui keeps them while a window has focus).
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE && io.WantCaptureKeyboard && !ImGui::IsAnyItemActive() &&
        !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) {
        ImGui::SetWindowFocus(nullptr);
        return;
    }
    if (e.type == SDL_KEYDOWN && !e.key.repeat) {
        // The event's own modifiers: TrackKey leaves state.input.held alone while the panel has the keys.
        const Shortcut* s = FindShortcut(e.key.keysym.sym, (e.key.keysym.mod & KMOD_CTRL) != 0, (e.key.keysym.mod & KMOD_SHIFT) != 0);
        // A panel being typed into keeps the keys, except the screenshot key. A panel that only has
        // the focus (a knob just set by keyboard) lets undo and redo through, so a value typed into
        // a knob is taken back by Ctrl+Z as a dragged one is.
        const bool undo = s && (s->action == Action::kUndo || s->action == Action::kRedo) && !ImGui::IsAnyItemActive();
        if (s && (!io.WantCaptureKeyboard || undo || s->action == Action::kScreenshot)) Perform(state, s->action);
    }
    // Space runs or pauses the physics when released, unless it was held to pan (Space+drag).
    if (e.type == SDL_KEYUP && e.key.keysym.sym == SDLK_SPACE && !io.WantCaptureKeyboard) {
        if (!state.input.spacePanned) state.run.running = !state.run.running;
        state.input.spacePanned = false;
    }
    switch (e.type) {
        case SDL_MOUSEMOTION: {
            state.input.pointer = {double(e.motion.x), double(e.motion.y)};
            if (Gesturing(state.input) || !io.WantCaptureMouse)
                TrackPointer(state, state.view.ToWorld(state.input.pointer), e.motion.timestamp / 1000.0);
            ContinueGesture(state, state.input.pointer);
            break;
        }
        case SDL_MOUSEBUTTONUP:
            state.input.pointer = {double(e.button.x), double(e.button.y)};
            // The release's moment too: a pointer that stopped before letting go throws nothing.
            if (Gesturing(state.input)) TrackPointer(state, state.view.ToWorld(state.input.pointer), e.button.timestamp / 1000.0);
            EndGesture(state, state.input.pointer, e.button.button);
            break;
        case SDL_MOUSEBUTTONDOWN:
            state.input.pointer = {double(e.button.x), double(e.button.y)};
            if (!io.WantCaptureMouse) TrackPointer(state, state.view.ToWorld(state.input.pointer), e.button.timestamp / 1000.0, true);
            if (!io.WantCaptureMouse)
                BeginGesture(state, state.input.pointer, e.button.button, state.input.held.shift, state.input.held.space);
            break;
        default: break;
    }
}

Vec2 HeldDirection(const PointerState::HeldKeys& held) {
    if (ImGui::GetIO().WantCaptureKeyboard) return {};
    // Ctrl+S, Ctrl+D and the like are shortcuts, not a move to the side.
    if (held.ctrl || held.alt) return {};
    Vec2 d;
    if (held.left) d.x -= 1;
    if (held.right) d.x += 1;
    if (held.up) d.y -= 1;
    if (held.down) d.y += 1;
    return d;
}

void UpdateHeldKeys(LabState& state, double dt) {
    if (state.doc.scene().bodies.empty()) return;
    const Vec2 d = HeldDirection(state.input.held) * (240.0 * dt);  // 240 px/s
    Circle& circle = state.doc.Bodies().front().circle;
    circle.center = circle.center + d;
    if (d.x != 0 || d.y != 0) NewQuestion(state.teaching);
}

}  // namespace circlelab::app
