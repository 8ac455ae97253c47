#include "app/base/synthetic_input.h"

#include <algorithm>

#include <cmath>

namespace circlelab::app {
namespace {

int Pixel(double v) { return int(std::lround(v)); }

}  // namespace

SDL_Event SyntheticInput::Move(Vec2 to) {
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.timestamp = timestamp_;
    e.motion.windowID = 1;
    e.motion.state = buttons_;
    e.motion.x = Pixel(to.x);
    e.motion.y = Pixel(to.y);
    e.motion.xrel = Pixel(to.x) - Pixel(pointer_.x);
    e.motion.yrel = Pixel(to.y) - Pixel(pointer_.y);
    pointer_ = to;
    return e;
}

SDL_Event SyntheticInput::Press(Vec2 at, int button) {
    SDL_Event e{};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.timestamp = timestamp_;
    e.button.windowID = 1;
    e.button.button = Uint8(button);
    e.button.state = SDL_PRESSED;
    e.button.clicks = 1;
    e.button.x = Pixel(at.x);
    e.button.y = Pixel(at.y);
    buttons_ |= SDL_BUTTON(button);
    pointer_ = at;
    return e;
}

SDL_Event SyntheticInput::Release(Vec2 at, int button) {
    SDL_Event e = Press(at, button);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.state = SDL_RELEASED;
    buttons_ &= ~SDL_BUTTON(button);
    return e;
}

SDL_Event SyntheticInput::Wheel(double notches) {
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.timestamp = timestamp_;
    e.wheel.windowID = 1;
    e.wheel.y = Pixel(notches);
    e.wheel.preciseY = float(notches);
    e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    return e;
}

SDL_Event SyntheticInput::Key(SDL_Keycode key, bool down, bool ctrl, bool shift, bool alt) {
    SDL_Event e{};
    e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    e.key.timestamp = timestamp_;
    e.key.windowID = 1;
    e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.key.keysym.sym = key;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    e.key.keysym.mod = Uint16((ctrl ? KMOD_LCTRL : 0) | (shift ? KMOD_LSHIFT : 0) | (alt ? KMOD_LALT : 0));
    return e;
}

std::vector<SDL_Event> SyntheticInput::Text(std::string_view text) {
    std::vector<SDL_Event> events;
    constexpr std::size_t kMax = sizeof(SDL_TextInputEvent::text) - 1;
    while (!text.empty()) {
        std::size_t n = std::min(text.size(), kMax);
        // Never split a character: back off to the start of the one cut at the end.
        while (n < text.size() && n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
        if (n == 0) n = std::min(text.size(), kMax);
        SDL_Event e{};
        e.type = SDL_TEXTINPUT;
        e.text.timestamp = timestamp_;
        e.text.windowID = 1;
        text.substr(0, n).copy(e.text.text, n);
        events.push_back(e);
        text.remove_prefix(n);
    }
    return events;
}

}  // namespace circlelab::app
