// When the lab's loop may sleep (docs/architecture.md, "The loop"): while anything animates — the physics
// running, a disagreement map computing, a drag, a held key, ImGui settling after an event —
// frames follow the display rate; only a still lab waits for input, and then no longer than until
// the next thing that is due (a status message fading, the end of a timed run).
#pragma once

namespace circlelab::app {

/// What the loop knows at the end of a frame. Times are seconds on the loop's clock.
struct LabActivity {
    bool running = false;       ///< the physics runs
    bool mapComputing = false;  ///< a disagreement map is on its way
    bool gesture = false;       ///< a drag, pan, paint stroke … is under way
    bool keyHeld = false;       ///< an arrow key moves the circle
    int settleFrames = 0;       ///< frames still to draw after the last event (ImGui hover, menus)
    double statusUntil = 0;     ///< a status message fades then; 0: none shown
    double closeAt = 0;         ///< a timed run (--seconds) ends then; 0: none
    double wakeAt = 0;          ///< something outside the lab is read again then (a class's count); 0: none
};

/// The wait that means "until the next event".
inline constexpr int kWaitForEvent = -1;

/// How long the loop may wait for input before drawing the next frame, in milliseconds: 0 when
/// the lab animates (draw at once, paced by vsync or the 60 Hz cap), else until the next due
/// moment (at least 1 ms), or kWaitForEvent when nothing is due.
constexpr int WaitMilliseconds(const LabActivity& a, double now) {
    if (a.running || a.mapComputing || a.gesture || a.keyHeld || a.settleFrames > 0) return 0;
    double due = 0;
    for (const double at : {a.statusUntil, a.closeAt, a.wakeAt})
        if (at > 0 && (due == 0 || at < due)) due = at;
    if (due == 0) return kWaitForEvent;
    const double ms = (due - now) * 1000.0;
    if (ms <= 1.0) return 1;
    return ms >= 1e9 ? 1000000000 : int(ms) + 1;
}

}  // namespace circlelab::app
