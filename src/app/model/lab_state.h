// Everything the lab window knows between frames, in parts by owner: the document and the camera,
// the physics run, teaching, the editor's tools, the file flow, the pointer, the window, the last
// frame's report and the shell's hooks. Input changes it, the panels edit it, a frame draws it;
// docs/architecture.md, "The app's layers", says who owns which part.
#pragma once

#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/classic/classic.h"
#include "core/draw/draw_list.h"
#include "core/edit/handles.h"
#include "app/model/gesture.h"
#include "app/model/document.h"
#include "app/model/file_chooser.h"
#include "app/base/layout.h"
#include "app/base/lesson_width.h"
#include "app/model/panel_state.h"
#include "app/model/recovery.h"
#include "core/io/lesson.h"
#include "core/physics/simulation.h"
#include "core/scene/frame_facts.h"
#include "core/scene/prediction.h"
#include "core/scene/scene.h"

namespace circlelab::app {

class DisagreementWorker;
class MapMemo;
}  // namespace circlelab::app
namespace circlelab::physics {
class Timeline;
}
namespace circlelab::app {

struct LabState;

/// The physics run (app/model/physics_run.h): the simulation, its timeline, the comparison with
/// the other response model, the contacts shown and the plots' history.
struct PhysicsRun {
    bool running = false;         ///< Space: the simulation runs
    bool stepOnce = false;        ///< '.': one fixed step, then stay paused
    double slowMotion = 1.0;      ///< 0.05–1: simulated seconds per displayed second
    bool contactArrows = true;    ///< resolution and impulse arrows of the last step's contacts
    double simulated = 0;  ///< seconds of physics simulated since the lab opened
    std::shared_ptr<physics::Simulation> sim;  ///< made when the physics first runs
    std::shared_ptr<physics::Timeline> timeline;  ///< the last 10 s of the run, step by step
    /// The comparison (overlay `compare`): a copy of the scene under the other response model,
    /// branched from the run where it stood and stepped with it, and its kinetic energy per sample.
    std::shared_ptr<Scene> otherScene;
    std::shared_ptr<physics::Simulation> otherSim;
    std::vector<float> otherEnergy;
    /// The document's revision (LabDocument::revision) the run's static world and the
    /// comparison's shapes and tiles were last taken from (-1: none yet), and how often the run or
    /// the comparison took them again: only after the document changed, never on a frame without.
    struct Synced {
        long run = -1, comparison = -1;
        long resyncs = 0;
    } synced;
    /// The kept step shown after stepping back (,) or scrubbing; -1: the run as it goes. Running
    /// on from it forgets the steps after it and writes them anew (the same, unless changed).
    int rewound = -1;
    Scene beforeRun;                           ///< the scene when it did: what R goes back to
    /// The last step's contacts stay drawn for a moment, where they happened (a contact lasts a
    /// step, 1/120 s: too short to see while the physics runs).
    std::vector<physics::ContactEvent> shownContacts;
    std::vector<Body> shownBodies;
    double shownContactsUntil = 0;  ///< on the lab's clock
    /// The last seconds of the run for the plots: simulated time, kinetic energy, |momentum|.
    std::vector<float> plotTime, energy, momentum;
    /// Mini-golf: putts since the hole began (R begins it again), and whether the holing was told.
    struct Golf {
        int strokes = 0;
        bool announced = false;
    } golf;
};

/// Teaching: the classic tutorials compared, predict and reveal, a live class, and a lesson.
struct Teaching {
    /// The classic tutorials compared with the exact answer (T), and the disagreement map (M).
    struct Tutorials {
        bool shown = false;  ///< the comparison table and explain panel
        classic::Algorithm explained = classic::Algorithm::kMigapro;  ///< explained and mapped
        bool map = false;       ///< shade where `explained` disagrees with the exact answer
        std::string mapStatus;  ///< the map's area, or that it is being computed
        std::string mapShort;   ///< the same in a few words, for the projector's narrow column
        /// Computes disagreement maps off the frame loop in the window; null (headless): computed
        /// in the frame, so a picture never depends on timing.
        std::shared_ptr<DisagreementWorker> worker;
        /// Without a worker: the map computed in the frame, once for the same inputs.
        std::shared_ptr<MapMemo> memo;
    } tutorials;
    bool predict = false;   ///< classroom: hide the answer until revealed
    bool revealed = false;
    /// A student's seat in a live class (the page opened from the class's address): the answer
    /// shows when the teacher reveals it, never before, so the panel offers no reveal of its own.
    bool teacherReveals = false;  ///< in predict mode, V shows the answer until the circle moves
    Prediction prediction;  ///< what the student predicted for the question on screen
    std::optional<PredictionScore> score;  ///< the revealed question's score
    PredictionTally tally;  ///< every scored question since the lab opened (a teacher may reset it)
    bool showTally = true;
    /// The live class (docs/live-class.md), in the window on the desktop: the panel's Class section
    /// (unset in the browser, where the page is a student's), and the class's answers to the
    /// revealed question, drawn as a cloud under the exact answer until the question changes.
    std::function<void(LabState&)> classSection;
    std::vector<Prediction> classCloud;
    std::optional<Contact> classExact;
    double wakeAt = 0;  ///< on the lab's clock: draw a frame then even if nothing happens (the class's count); 0: none

    // A lesson (app/model/lesson.h): its steps, its file and the step shown.
    std::optional<Lesson> lesson;
    std::string lessonPath;
    int lessonStep = 0;
    bool lessonAnswerShown = false;  ///< the step's answer asked for (V, or its button), until the step changes
    /// The panel's width the open lesson needs and its steps' text size (app/base/lesson_width.h), and what it was measured
    /// for (the lesson, the window, the mode and the language): measured again when one changes.
    struct LessonFit {
        std::string measuredFor;
        LessonPanelFit fit;
    } lessonFit;
};

/// The editor's tools (issue: scene editor).
struct EditorTools {
    /// Editing (E): shapes and balls can be dragged, handles show. Off, the scene is only explored.
    bool editing = false;
    bool painting = false;        ///< the paint-tiles tool is chosen
    char paintTile = '#';         ///< what it paints: '.', '#', '1'–'4'
    bool snap = false;            ///< moves snap to the grid
    double grid = 20.0;           ///< grid size in px
};

/// Opening and saving (app/actions/file_flow.h): what waits for the "unsaved changes?" answer, the
/// chooser, the recent files and the kept changes of stopped labs.
struct FileFlow {
    enum class Pending { kNone, kQuit, kOpen, kNew, kLessonStep } pending = Pending::kNone;  ///< waits for "unsaved changes?"
    /// What Save as carries out once the file is written: the unsaved-changes question's Save on
    /// a scene with no file of its own.
    Pending afterSave = Pending::kNone;
    std::string pendingPath;
    int pendingLessonStep = 0;
    /// The file chooser for Open and Save as (app/model/file_chooser.h).
    FileChooser chooser;
    /// Recently opened or saved scene files, newest first (app/actions/file_flow.h); `recentStore` is
    /// the file that keeps them between runs (empty: this run only, as in `play`).
    std::vector<std::string> recentFiles;
    std::string recentStore;
    /// Unsaved changes stopped labs kept (app/model/recovery.h), oldest first, offered one after the
    /// other until each is opened or declined.
    std::vector<RecoveryCopy> recoveries;
};

/// The pointer and the keys between events (app/input).
struct PointerState {
    Gesture gesture;  ///< what the pointer is doing between a press and its release
    /// Keys held down, kept from key events (so scripted input counts exactly like a keyboard).
    struct HeldKeys {
        bool left = false, right = false, up = false, down = false, space = false;
        bool ctrl = false, shift = false, alt = false;
    } held;
    Vec2 pointer;     ///< where the pointer is, in window pixels (from mouse events)
    Vec2 pointerVelocity;         ///< over the pointer's last moments, for the throw
    /// Where the pointer was (scene px) when (an event's seconds): the throw's last 50 ms and the
    /// one place before them.
    std::deque<std::pair<double, Vec2>> pointerTrail;
    double pointerMovedAt = 0;  ///< the lab's clock when the pointer last moved (a held ball at rest)
    bool spacePanned = false;     ///< Space was held for a pan: its release does not run the physics
};

/// The window around the scene: its size and layout, the panel's width and scroll, the camera's
/// fitting, the help and statistics windows, and what the shell is asked to do.
struct WindowState {
    bool showHelp = false;   ///< the F1 window
    bool helpOverflows = false;  ///< the F1 window's rows did not all fit (it scrolls)
    bool showStats = false;  ///< F3: frames a second, frame and physics milliseconds
    /// Timings of recent frames for the F3 overlay, smoothed (exponential average). `fps` is one
    /// over the mean time between frames (as `--stats` counts frames over seconds), not the mean of
    /// each frame's 1/dt, which a few quick frames among slow ones inflate many times over.
    /// `frameMs` is the whole frame's work as `--stats` measures it (the window loop adds it).
    /// `physicsTotalMs` is the physics of every frame that stepped it since the lab opened,
    /// unsmoothed (over `PhysicsRun::simulated`, the mean cost of a step over a whole run).
    struct FrameStats {
        double fps = 0, frameMs = 0, physicsMs = 0, intervalMs = 0, physicsTotalMs = 0;
        /// Exponential average over roughly the last half second of frames.
        static void Smooth(double& average, double sample) { average = average == 0 ? sample : average * 0.95 + sample * 0.05; }
    } stats;
    bool quit = false;
    bool screenshotRequested = false;  ///< F12: the window saves the next frame as PNG
    bool fullscreenRequested = false;  ///< F11: the window toggles fullscreen
    Vec2 windowSize;       ///< the window's size in the coordinates the lab draws in, as of the last frame
    LabLayout layout;      ///< where the panel, the docked boxes and the scene go this frame
    bool sidebarOpen = true;   ///< the panel expanded (false: folded to a strip)
    bool panelToTop = false;   ///< the panel scrolls back to its top in the next frame (a lesson opened)
    float panelScroll = 0;     ///< how far the panel is scrolled down, as of the last frame
    float sidebarWidth = 0;    ///< the width the user dragged the panel to (0: the default)
    /// Widening of the default width that the language's longest label needs, for the language
    /// generation and mode it was measured in (app/lang/tr.h).
    float sidebarFit = 0;
    int sidebarFitFor = -1;
    /// The camera fits the scene into the viewport on open, on resize and when a panel changes, until
    /// the user zooms or pans; Home fits it again.
    bool cameraFollows = true;
    /// The document (its `opened` count) the lab last took up (TakeUpOpenedScene).
    int takenUp = -1;
    /// What the camera was last fitted to: the document (its `opened` count) and the viewport.
    struct Fitted {
        int opened = -1;
        ScreenRect viewport;
        /// The configuration space on and around which shape: switched on, its outline is framed too.
        int configurationOf = -1;
    } fitted;
    /// Where the tunnelling chart stands this frame: a column at the left of the scene's area,
    /// which the scene is fitted beside (w 0: not shown).
    ScreenRect chartColumn;
};

/// What the last frame found and drew, for the next one and for `play` and the page to report.
struct FrameReport {
    FrameFacts facts;  ///< this frame's shapes and contacts, computed once after the update phase
    /// The edit handles shown this frame (ShownHandles), worked out once when the camera is fitted:
    /// the overlay draws them, the labels and the banners keep clear of them.
    std::optional<edit::Handles> handles;
    /// What this frame's picture asserts, made where each mark is drawn (docs/picture-claims.md).
    PictureClaims claims;
    /// Where the panel last drew its Open a file... and Copy link buttons (empty when not drawn):
    /// the page tells its test where to click them, as ImGui's buttons are not in the page's DOM.
    struct PageButtons {
        ScreenRect open, share;
    } pageButtons;
    /// Where the lesson's Next button was last drawn (empty when not drawn): play reports it.
    ScreenRect lessonNext;
    /// How many pixels the panel's widest item reached past its right edge last frame (0: none
    /// cut off): play reports it.
    float panelOverflow = 0;
    /// How far the numbers box's rows reach past its room (0: they fit; more: the box scrolls
    /// sideways, its scrollbar over its last row).
    float numbersOverflow = 0;
};

/// What the shell the lab runs in lends it (the browser's downloads, file upload and address).
struct ShellHooks {
    /// Told the path of every file the lab has written (a saved scene, an F12 screenshot): the
    /// browser offers it as a download, since its files live in the page's memory.
    std::function<void(const std::string& path)> fileWritten;
    /// Set where a file is chosen outside the lab (the browser's file upload): the panel's Open
    /// asks for a file through it instead of a typed path.
    std::function<void()> chooseFile;
    /// Set in the browser: Copy link puts the scene into the page's address, to share it.
    std::function<void()> shareLink;
};

/// Everything the lab knows between frames, by owner: each part is changed by its own module and
/// read by the others.
struct LabState {
    LabDocument doc;  ///< the scene, its file and its undo history
    View view;        ///< the camera
    bool classroom = false;  ///< large text and thick lines for a projector
    double clock = 0;  ///< seconds the lab has run (wall time in the window, virtual in `play`)
    PhysicsRun run;
    Teaching teaching;
    EditorTools editor;
    FileFlow files;
    PointerState input;
    WindowState window;
    FrameReport frame;
    ShellHooks shell;
    /// The panel's own memory between frames (app/model/panel_state.h).
    PanelState panel;

    std::string error;       ///< the last load or save error, shown in the panel until dismissed
    std::string status;      ///< a short message ("Saved screenshot to …")
    double statusUntil = 0;  ///< the lab clock's time when the message fades (0: not yet timed)

    using Pending = FileFlow::Pending;
    using FrameStats = WindowState::FrameStats;
    using HeldKeys = PointerState::HeldKeys;

    float uiScale() const { return classroom ? 1.6f : 1.0f; }
    /// In predict mode the answers (highlight, distances, vectors, verdicts) stay hidden.
    bool answersHidden() const { return teaching.predict && !teaching.revealed; }
};

}  // namespace circlelab::app
