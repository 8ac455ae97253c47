// SDL events made as a person's mouse and keyboard would make them, for scripted runs: each
// carries the time of the lab's virtual clock, the buttons held and the modifiers down.
#pragma once

#include <SDL.h>

#include <string_view>
#include <vector>

#include "core/geometry/vec2.h"

namespace circlelab::app {

class SyntheticInput {
public:
    /// Every event made from now on carries `seconds` as its time stamp.
    void SetTime(double seconds) { timestamp_ = Uint32(seconds * 1000.0 + 0.5); }

    SDL_Event Move(Vec2 to);
    SDL_Event Press(Vec2 at, int button);
    SDL_Event Release(Vec2 at, int button);
    /// `notches` of the wheel where the pointer is (positive: away from the user).
    SDL_Event Wheel(double notches);
    /// A key pressed or released with the given modifiers held.
    SDL_Event Key(SDL_Keycode key, bool down, bool ctrl, bool shift, bool alt);
    /// Text typed, as SDL_TEXTINPUT events of whole UTF-8 characters (SDL's event holds at most 31
    /// bytes of text).
    std::vector<SDL_Event> Text(std::string_view text);

    Vec2 pointer() const { return pointer_; }

private:
    Uint32 timestamp_ = 0;
    Vec2 pointer_;
    Uint32 buttons_ = 0;  // SDL_BUTTON masks of the buttons held
};

}  // namespace circlelab::app
