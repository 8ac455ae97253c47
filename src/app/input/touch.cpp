#include "app/input/touch.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "app/input/gestures.h"

namespace circlelab::app {
namespace {

// A finger scrolls a panel once it has moved this far (window pixels): a tap stays a click.
constexpr double kScrollSlop = 8.0;

struct Touch {
    std::map<SDL_FingerID, Vec2> fingers;  ///< where each finger is, in window pixels
    // One finger on a panel: the window it scrolls, where the finger began, the scroll then.
    ImGuiWindow* panel = nullptr;
    Vec2 panelStart;
    float scrollStart = 0;
    bool scrolling = false;
    // Two fingers: the pinch's first distance and zoom, and the scene point under their middle.
    bool pinching = false;
    double startDistance = 1, startZoom = 1;
    Vec2 world;
    // Where the lab's circle was before the first finger came down: the first finger alone grabs
    // it or brings it to where it touched; joined by a second, that was the start of a pinch.
    std::optional<Vec2> circleBefore;
};
Touch gTouch;  // the lab has one window, and so one touch screen

Vec2 Pixels(const LabState& state, const SDL_TouchFingerEvent& f) { return {f.x * state.window.windowSize.x, f.y * state.window.windowSize.y}; }

void BeginPinch(LabState& state) {
    Touch& t = gTouch;
    const Vec2 a = t.fingers.begin()->second, b = std::next(t.fingers.begin())->second;
    t.pinching = true;
    t.scrolling = false;
    t.panel = nullptr;
    t.startDistance = std::max(1.0, Length(b - a));
    t.startZoom = state.view.zoom;
    t.world = state.view.ToWorld((a + b) * 0.5);
    // The first finger's drag of the circle ends, and the circle goes back where it was.
    if (Gesturing(state.input)) EndGesture(state, state.input.pointer, SDL_BUTTON_LEFT);
    if (t.circleBefore && !state.doc.scene().bodies.empty()) state.doc.Bodies().front().circle.center = *t.circleBefore;
}

void Pinch(LabState& state) {
    Touch& t = gTouch;
    const Vec2 a = t.fingers.begin()->second, b = std::next(t.fingers.begin())->second;
    const Vec2 middle = (a + b) * 0.5;
    state.window.cameraFollows = false;  // the user's camera, as after the wheel (Home fits again)
    state.view.zoom = std::clamp(t.startZoom * Length(b - a) / t.startDistance, 0.02, 50.0);
    state.view.pan = middle - t.world * state.view.zoom;  // the pinched point stays under the fingers
}

}  // namespace

bool HandleTouch(LabState& state, const SDL_Event& e) {
    Touch& t = gTouch;
    switch (e.type) {
        case SDL_FINGERDOWN: {
            const Vec2 at = Pixels(state, e.tfinger);
            t.fingers[e.tfinger.fingerId] = at;
            if (t.fingers.size() == 2) {
                BeginPinch(state);
            } else if (t.fingers.size() == 1) {
                ImGuiContext& g = *ImGui::GetCurrentContext();
                t.panel = g.HoveredWindow ? g.HoveredWindow->RootWindow : nullptr;
                t.panelStart = at;
                t.scrollStart = t.panel ? t.panel->Scroll.y : 0;
                t.scrolling = false;
            }
            return false;
        }
        case SDL_FINGERMOTION: {
            const Vec2 at = Pixels(state, e.tfinger);
            t.fingers[e.tfinger.fingerId] = at;
            if (t.pinching && t.fingers.size() >= 2) {
                Pinch(state);
                return true;
            }
            if (t.panel && t.fingers.size() == 1) {
                const Vec2 moved = at - t.panelStart;
                if (!t.scrolling && std::abs(moved.y) > kScrollSlop && std::abs(moved.y) > std::abs(moved.x)) {
                    t.scrolling = true;
                    ImGui::ClearActiveID();  // the button under the finger is not pressed
                }
                if (t.scrolling) ImGui::SetScrollY(t.panel, std::clamp(t.scrollStart - float(moved.y), 0.0f, t.panel->ScrollMax.y));
                return t.scrolling;
            }
            return false;
        }
        case SDL_FINGERUP: {
            t.fingers.erase(e.tfinger.fingerId);
            const bool used = t.pinching || t.scrolling;
            if (t.fingers.empty()) {
                t.pinching = t.scrolling = false;
                t.panel = nullptr;
                t.circleBefore.reset();
            }
            return used;
        }
        case SDL_MOUSEMOTION:
            return e.motion.which == SDL_TOUCH_MOUSEID && (t.pinching || t.scrolling);
        case SDL_MOUSEBUTTONDOWN:
            // SDL sends the mouse events it makes of a finger before the finger's own event.
            if (e.button.which == SDL_TOUCH_MOUSEID && t.fingers.empty() && !state.doc.scene().bodies.empty())
                t.circleBefore = state.doc.scene().bodies.front().circle.center;
            [[fallthrough]];
        case SDL_MOUSEBUTTONUP:
            return e.button.which == SDL_TOUCH_MOUSEID && (t.pinching || t.scrolling || t.fingers.size() > 1);
        default: return false;
    }
}

}  // namespace circlelab::app
