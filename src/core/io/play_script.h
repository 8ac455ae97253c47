// Scripted runs (docs/architecture.md, "Scripted runs"): what a person does in the lab, as a JSON file that
// `circlelab play` performs step by step on a virtual clock. This reads and checks the file; every
// problem is a SourceError at its line and column, found before anything runs.
//
//   {"scene": "assets/scenes/05_godfrey_regions.json", "size": [1024, 768], "classroom": false,
//    "steps": [{"drag": {"from": [730, 240], "to": [600, 300], "seconds": 0.5}},
//              {"mouse": {"down": [700, 200]}}, {"key": "Ctrl+Z"}, {"wait": 2.0}, {"shot": "a.png"},
//              {"click": "Save as..."}]}
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/geometry/vec2.h"
#include "core/io/json.h"

namespace circlelab {

/// Press at `from`, move in a straight line to `to` over `seconds` (one move per 1/60 s frame),
/// release at `to`. Window pixels.
struct DragStep {
    Vec2 from, to;
    double seconds = 0.25;
};

/// One mouse event with the left button (or `button`: 1 left, 2 middle, 3 right).
struct MouseStep {
    enum class Kind { kDown, kMove, kUp, kWheel } kind = Kind::kMove;
    Vec2 at;          ///< window pixels (the wheel turns where the pointer is)
    int button = 1;
    double wheel = 0;  ///< notches, positive away from the user
};

/// A key pressed and released: an SDL key name ("Space", "Z", "F2", "Page Down") with optional
/// "Ctrl+", "Shift+" and "Alt+" prefixes. `hold` keeps it down that many seconds (arrow keys).
struct KeyStep {
    std::string name;  ///< the SDL key name without the prefixes
    bool ctrl = false, shift = false, alt = false;
    double hold = 0;
    std::int64_t line = 0, column = 0;  ///< where the name stands, for an error about an unknown key
    std::string pointer;
};

struct WaitStep {
    double seconds = 0;
};

/// Writes the current frame as a PNG.
struct ShotStep {
    std::string path;
};

/// Resizes the window, as a user dragging its corner.
struct SizeStep {
    int width = 0, height = 0;
};

/// Text typed at the keyboard (into a panel field being edited: Ctrl+click or Enter on a knob).
struct TextStep {
    std::string text;
};

/// A left click on the panel's button (or list entry) that shows this label, where the last
/// frame drew it, as a person clicks what they read.
struct ClickStep {
    std::string label;
    std::int64_t line = 0, column = 0;  ///< where the label stands, for an error when none is shown
    std::string pointer;
};

/// Classroom mode on or off (F2).
struct ClassroomStep {
    bool on = false;
};

using PlayStep = std::variant<DragStep, MouseStep, KeyStep, WaitStep, ShotStep, SizeStep, ClassroomStep, TextStep, ClickStep>;

struct PlayScript {
    std::string scene;  ///< relative paths are read from the current folder; empty: the default scene
    int sceneLine = 0, sceneColumn = 0;  ///< where the scene's path stands, for an error about the scene
    std::string lesson;  ///< a lesson to open on its first step (as `circlelab lesson`), after the scene
    int lessonLine = 0, lessonColumn = 0;  ///< where the lesson's path stands, for an error about it
    int width = 1024, height = 768;
    bool classroom = false;
    /// `"points": "scene"`: the drag and mouse points are scene pixels, pressed where the camera
    /// shows them at that moment (rounded to the window's pixels), as a person clicks on what they
    /// see; `"window"` (the default): window pixels.
    bool scenePoints = false;
    /// `"claims": true`: every line also carries the picture's claims (docs/picture-claims.md).
    bool claims = false;
    /// `"words": true`: every line also carries the words the frame shows (docs/languages.md).
    bool words = false;
    std::vector<PlayStep> steps;
};

struct PlayScriptLoad {
    std::optional<PlayScript> script;
    std::vector<SourceError> errors;
    /// Every error as `file:line:column: message (at /pointer)`, one per line.
    std::string Format(std::string_view file) const;
};

/// Window sizes a script may ask for, in pixels per side.
inline constexpr int kMinWindowSide = 200;
inline constexpr int kMaxWindowSide = 8192;
/// The longest virtual time one step may take (a wait, a drag, a held key), in seconds.
inline constexpr double kMaxStepSeconds = 3600;

PlayScriptLoad ParsePlayScript(std::string_view text);
PlayScriptLoad PlayScriptFromJson(JsonRef document);
PlayScriptLoad LoadPlayScriptFile(const std::string& path);

}  // namespace circlelab
