#include "app/lab/input.h"

#include <imgui.h>

#include "core/collide/contact.h"
#include "core/io/scene_json.h"
#include "app/editor/editor.h"
#include "app/lab/physics_driver.h"

namespace circlelab::app {

namespace {

void Select(LabState& state, int index) {
    const int count = static_cast<int>(AllShapes(state.doc.scene).size());
    if (count == 0) return;
    state.doc.scene.settings.selected = ((index % count) + count) % count;
}

void HandleKey(LabState& state, const SDL_KeyboardEvent& key) {
    switch (key.keysym.sym) {
        case SDLK_F1: state.showHelp = !state.showHelp; break;
        case SDLK_F2: state.classroom = !state.classroom; break;
        case SDLK_F12: state.screenshotRequested = true; break;
        case SDLK_t: state.showTutorials = !state.showTutorials; break;
        case SDLK_m: state.showDisagreement = !state.showDisagreement; break;
        case SDLK_p:
            state.predict = !state.predict;
            state.revealed = false;
            break;
        case SDLK_v: state.revealed = true; break;
        case SDLK_TAB: Select(state, state.doc.scene.settings.selected + ((key.keysym.mod & KMOD_SHIFT) ? -1 : 1)); break;
        case SDLK_r:
            // Restart: back to the scene as it was when the physics started; with no run, the
            // scene as its file has it (asking first if that would lose edits).
            if (state.sim) {
                state.doc.scene = state.beforeRun;
                ResetPhysics(state);
            } else if (!state.doc.path.empty()) {
                RequestOpen(state, state.doc.path);
            }
            break;
        case SDLK_PERIOD:
            state.running = false;
            state.stepOnce = true;
            break;
        default: break;
    }
}

}  // namespace

void HandleEvent(LabState& state, const SDL_Event& e) {
    const ImGuiIO& io = ImGui::GetIO();
    if (HandleEditorEvent(state, e)) return;
    if (e.type == SDL_KEYDOWN && !e.key.repeat && (!io.WantCaptureKeyboard || e.key.keysym.sym == SDLK_F12))
        HandleKey(state, e.key);
    // Space runs or pauses the physics when released, unless it was held to pan (Space+drag).
    if (e.type == SDL_KEYUP && e.key.keysym.sym == SDLK_SPACE && !io.WantCaptureKeyboard) {
        if (!state.spacePanned) state.running = !state.running;
        state.spacePanned = false;
    }
    if (state.doc.scene.bodies.empty()) return;
    if (HandlePhysicsEvent(state, e)) return;
    Circle& circle = state.doc.scene.bodies.front().circle;
    if (e.type == SDL_MOUSEBUTTONUP && e.button.button == SDL_BUTTON_LEFT && state.dragging) {
        state.dragging = false;
        state.doc.history.End(state.doc.scene);  // moving the circle is one undoable step
    }
    if (io.WantCaptureMouse) return;
    if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT) {
        const Vec2 p = state.view.ToWorld({double(e.button.x), double(e.button.y)});
        if (Length(p - circle.center) <= std::max(circle.radius, 6.0)) {
            state.dragging = true;  // grabbed: keep the offset
            state.grabOffset = circle.center - p;
            if (!state.running) state.doc.history.Begin(state.doc.scene, "move circle");
        } else if (const int shape = ShapeAt(state.doc.scene, p); shape >= 0) {
            state.doc.scene.settings.selected = shape;  // a click on a shape selects it
        } else {
            if (!state.running) state.doc.history.Begin(state.doc.scene, "move circle");
            state.dragging = true;  // elsewhere: the circle jumps there and follows
            state.grabOffset = {};
            circle.center = p;
        }
    }
    if (e.type == SDL_MOUSEMOTION && state.dragging) {
        circle.center = state.view.ToWorld({double(e.motion.x), double(e.motion.y)}) + state.grabOffset;
        state.revealed = false;  // a new position is a new question
    }
}

Vec2 HeldDirection() {
    if (ImGui::GetIO().WantCaptureKeyboard) return {};
    // Ctrl+S, Ctrl+D and the like are shortcuts, not a move to the side.
    if (SDL_GetModState() & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) return {};
    const Uint8* keys = SDL_GetKeyboardState(nullptr);
    Vec2 d;
    if (keys[SDL_SCANCODE_LEFT] || keys[SDL_SCANCODE_A]) d.x -= 1;
    if (keys[SDL_SCANCODE_RIGHT] || keys[SDL_SCANCODE_D]) d.x += 1;
    if (keys[SDL_SCANCODE_UP] || keys[SDL_SCANCODE_W]) d.y -= 1;
    if (keys[SDL_SCANCODE_DOWN] || keys[SDL_SCANCODE_S]) d.y += 1;
    return d;
}

void UpdateHeldKeys(LabState& state, double dt) {
    if (state.doc.scene.bodies.empty()) return;
    const Vec2 d = HeldDirection() * (240.0 * dt);  // 240 px/s
    Circle& circle = state.doc.scene.bodies.front().circle;
    circle.center = circle.center + d;
    if (d.x != 0 || d.y != 0) state.revealed = false;
}

}  // namespace circlelab::app
