#include "app/shells/window.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <vector>

#include "core/io/json_writer.h"
#include "core/io/scene_json.h"
#include "core/physics/simulation.h"
#include "render/circle_layers.h"
#include "render/circle_sprites.h"
#include "render/png.h"
#include "app/actions/file_flow.h"
#include "app/base/heap_reuse.h"
#include "app/base/panel_keys.h"
#include "app/base/wait_policy.h"
#include "app/frame/frame.h"
#include "app/shells/lab_start.h"
#include "app/input/gestures.h"
#include "app/input/input.h"
#include "app/lang/tr.h"
#include "app/model/disagreement_worker.h"
#include "app/model/lesson.h"
#include "app/model/recovery.h"
#include "app/model/scene_catalog.h"
#include "app/model/scene_opening.h"
#ifndef __EMSCRIPTEN__
#include "app/shells/stop_signals.h"
#include "app/panels/class_panel.h"
#endif

namespace circlelab::app {
namespace {

// High-DPI: draw in window coordinates (where mouse events land) and let the renderer scale
// them to the drawable's pixels.
void MatchRendererScaleToWindow(const LabWindow& w, int& width, int& height) {
    int ow = 0, oh = 0;
    SDL_GetWindowSize(w.window, &width, &height);
    SDL_GetRendererOutputSize(w.renderer, &ow, &oh);
    if (width > 0 && height > 0) SDL_RenderSetScale(w.renderer, float(ow) / float(width), float(oh) / float(height));
}

// `text` as a JSON string, quoted and escaped, for the --stats line.
std::string JsonString(std::string_view text) {
    std::string out;
    JsonWriter(out).String(text);
    return out;
}

std::string ScreenshotName() {
    char name[64];
    const std::time_t now = std::time(nullptr);
    std::strftime(name, sizeof name, "circlelab-%Y%m%d-%H%M%S.png", std::localtime(&now));
    return name;
}

}  // namespace

bool OpenLabWindow(LabWindow& w, const WindowOptions& options) {
    KeepFreedMemoryForReuse();  // before the renderer's first frame-sized block
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "circlelab: cannot start SDL video: %s\n", SDL_GetError());
        return false;
    }
    // The window opens inside the display's usable area (without panels and docks), centred in it,
    // so a 1024×768 projector shows all of it.
    int x = SDL_WINDOWPOS_CENTERED, y = SDL_WINDOWPOS_CENTERED, width = options.width, height = options.height;
    SDL_Rect usable{};
    if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        constexpr int kTitleBar = 32;  // room for the window manager's decorations
        width = std::min(width, usable.w);
        height = std::min(height, std::max(240, usable.h - kTitleBar));
        x = usable.x + (usable.w - width) / 2;
        y = usable.y + std::max(0, (usable.h - height) / 2);
    }
    // Hidden until its first frame is drawn (RunLabWindow): starting the renderer and building
    // the fonts takes a second or two on a loaded machine without a GPU, and a window shown at
    // once stays black all that time.
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | (options.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
#ifndef __EMSCRIPTEN__
    flags |= SDL_WINDOW_HIDDEN;
#endif
    w.window = SDL_CreateWindow(Tr("Circle Collision Lab"), x, y, width, height, flags);
    if (!w.window) {
        std::fprintf(stderr, "circlelab: cannot open a window: %s\n", SDL_GetError());
        return false;
    }
    w.renderer = SDL_CreateRenderer(w.window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
#ifndef __EMSCRIPTEN__
    if (!w.renderer) w.renderer = SDL_CreateRenderer(w.window, -1, SDL_RENDERER_SOFTWARE);
#endif  // the page without WebGL says so instead (web/lab.js), rather than crawl on the CPU
    if (!w.renderer) {
        std::fprintf(stderr, "circlelab: cannot create a renderer: %s\n", SDL_GetError());
        return false;
    }
    StartLabImGui();
    w.fonts = LoadUiFonts();
    ImGui_ImplSDL2_InitForSDLRenderer(w.window);
    ImGui_ImplSDLRenderer_Init(w.renderer);
    std::string problem;
    w.textures = render::LoadTextures(w.renderer, AssetsDir() + "/textures", problem);
    if (!problem.empty()) std::fprintf(stderr, "circlelab: %s (drawing flat colours instead)\n", problem.c_str());
    // Hundreds of balls as sprites where the renderer has render targets (OpenGL, WebGL).
    w.textures.sprites = render::CircleSprites::CreateFor(w.renderer);
    // And a scene's thousands of circle shapes kept drawn in layers while the circle moves.
    w.textures.layers = render::CircleLayers::CreateFor(w.renderer);
    return true;
}

void CloseLabWindow(LabWindow& w) {
    render::FreeTextures(w.textures);
    if (ImGui::GetCurrentContext()) {
        ImGui_ImplSDLRenderer_Shutdown();
        ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext();
    }
    if (w.renderer) SDL_DestroyRenderer(w.renderer);
    if (w.window) SDL_DestroyWindow(w.window);
    SDL_Quit();
}

namespace {

// ImGui 1.86 reads a key as down or up once a frame: a key pressed and let go between two frames
// (a quick tap of Return in a name field, a key sent by xdotool) would never reach it. Such a
// release, and what follows it, waits for the next frame; returned here, taken out of `events`.
std::vector<SDL_Event> TakeQuickReleases(std::vector<SDL_Event>& events) {
    std::vector<SDL_Scancode> pressed;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const SDL_Event& e = events[i];
        if (e.type == SDL_KEYDOWN) pressed.push_back(e.key.keysym.scancode);
        if (e.type == SDL_KEYUP && std::find(pressed.begin(), pressed.end(), e.key.keysym.scancode) != pressed.end()) {
            std::vector<SDL_Event> later(events.begin() + std::ptrdiff_t(i), events.end());
            events.resize(i);
            return later;
        }
    }
    return {};
}

}  // namespace

bool LabWindowFrame(LabWindow& w, LabState& state, std::vector<SDL_Event>& events, double dt) {
    const Uint64 start = SDL_GetPerformanceCounter();  // F3's frame time: all of it, as --stats measures
    // ImGui sees each event now; the scene gets them after this frame's NewFrame (in LabFrame),
    // when ImGui knows whether the pointer is over a panel.
    SDL_Event e;
    while (SDL_PollEvent(&e)) events.push_back(e);
    std::vector<SDL_Event> later = TakeQuickReleases(events);
    // Tab and Shift+Tab in a panel worked by keyboard go from control to control, not into ImGui's
    // next field to type in (app/base/panel_keys.h); Ctrl+Tab stays ImGui's choice of window.
    if (PanelWalksByTab())
        events.erase(std::remove_if(events.begin(), events.end(),
                                    [](const SDL_Event& e) {
                                        if ((e.type != SDL_KEYDOWN && e.type != SDL_KEYUP) || e.key.keysym.sym != SDLK_TAB ||
                                            (e.key.keysym.mod & KMOD_CTRL))
                                            return false;
                                        if (e.type == SDL_KEYDOWN) AskPanelWalk((e.key.keysym.mod & KMOD_SHIFT) ? -1 : 1);
                                        return true;
                                    }),
                     events.end());
    for (const SDL_Event& event : events) ImGui_ImplSDL2_ProcessEvent(&event);
    int width = 0, height = 0;
    MatchRendererScaleToWindow(w, width, height);
    ImGui_ImplSDL2_NewFrame();
    // ImGui asserts on a frame of no time, which a coarse clock gives (a browser's, throttled).
    if (ImGui::GetIO().DeltaTime <= 0.0f) ImGui::GetIO().DeltaTime = 1e-4f;
    const bool waitedForDesktop = state.files.chooser.desktop != nullptr;
    LabFrame(state, {w.renderer, &w.fonts, &w.textures, float(width), float(height), true}, events, dt, true);
    // The desktop's file chooser answered in this frame: what follows (a scene opened, the lab's
    // own chooser taking the keys) settles as after input.
    const bool hadEvents = !events.empty() || !later.empty() || (waitedForDesktop && !state.files.chooser.desktop);
    events = std::move(later);  // the next frame's, drawn at once (hadEvents)
    if (state.window.fullscreenRequested) {
        state.window.fullscreenRequested = false;
        const bool full = (SDL_GetWindowFlags(w.window) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
        SDL_SetWindowFullscreen(w.window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
    }
    // The title names the scene once the window is shown (a script that finds the window by the
    // scene's name finds one it can focus, not the hidden first frame's).
    const std::string title = LabTitle(state);
    const bool hidden = (SDL_GetWindowFlags(w.window) & SDL_WINDOW_HIDDEN) != 0;
    if (!hidden && title != SDL_GetWindowTitle(w.window)) SDL_SetWindowTitle(w.window, title.c_str());
    if (state.window.screenshotRequested) {
        state.window.screenshotRequested = false;
        const std::string path = ScreenshotName();
        const std::string problem = render::SaveRendererPng(w.renderer, path);
        // In the browser the picture is in the page's memory: the person finds it among their downloads.
        const std::string name = std::filesystem::path(path).filename().string();
        const std::string where = state.shell.fileWritten ? Format(Tr("Downloaded %s (in the browser's downloads)"), name.c_str())
                                                    : Format(Tr("Saved screenshot to %s"), path.c_str());
        state.status = problem.empty() ? where : Format(Tr("Screenshot failed: %s"), problem.c_str());
        state.statusUntil = 0;
        if (problem.empty() && state.shell.fileWritten) state.shell.fileWritten(path);
    }
    SDL_RenderPresent(w.renderer);
    LabState::FrameStats::Smooth(state.window.stats.frameMs,
                                 double(SDL_GetPerformanceCounter() - start) * 1000.0 / double(SDL_GetPerformanceFrequency()));
    return hadEvents;
}

namespace {

// The lab as the window opens it: the built-in scene, or the named one (a scene that does not
// open still opens the window, on the built-in scene with the file's file:line:column messages
// shown, as Open does), recent files, a lesson, and recovered changes to offer. False (having
// said why) when a named lesson does not open.
bool PrepareLab(LabState& state, const WindowOptions& options) {
    state.classroom = options.classroom;
    StartLab(state, DefaultScene(), "", {.mapWorker = true});
#ifndef __EMSCRIPTEN__
    state.teaching.classSection = MakeClassSection();
#endif
    if (!options.scenePath.empty() && !OpenScene(state, options.scenePath))
        std::fprintf(stderr, "%s", state.error.c_str());
    state.files.chooser.desktopAllowed = true;  // the desktop's own file chooser, where it has one
    if (const std::string folder = RecoveryFolder(); !folder.empty()) {
        state.files.recentStore = folder + "/recent-files.txt";
        state.files.recentFiles = LoadRecentFiles(state.files.recentStore);
    }
    if (!options.lessonPath.empty() && !OpenLesson(state, options.lessonPath)) {
        std::fprintf(stderr, "%s\n", state.error.c_str());
        return false;
    }
    std::string unreadable;
    state.files.recoveries = FindRecoveryCopies(unreadable);
    if (!unreadable.empty()) state.status = unreadable;
    return true;
}

// What the loop knows at the end of a frame, for how long it may sleep (app/base/wait_policy.h).
LabActivity ActivityOf(const LabState& state, int settleFrames, double closeAt) {
    LabActivity activity;
    activity.running = state.run.running;
    activity.mapComputing = state.teaching.tutorials.worker->Busy();
    activity.gesture = Gesturing(state.input);
    activity.keyHeld = HeldDirection(state.input.held) != Vec2{};
    activity.settleFrames = settleFrames;
    activity.statusUntil = state.status.empty() ? 0 : state.statusUntil;
    activity.closeAt = closeAt;
    activity.wakeAt = state.teaching.wakeAt;
    // The desktop's file chooser answers on a thread of its own, with no event to wake the loop:
    // looked at ten times a second until it has answered.
    if (state.files.chooser.desktop) {
        const double look = state.clock + 0.1;
        activity.wakeAt = activity.wakeAt > 0 ? std::min(activity.wakeAt, look) : look;
    }
    return activity;
}

#ifndef __EMSCRIPTEN__
// Told to stop (a session ending): no one to ask "save?", so unsaved changes are kept for the
// next start. Returns the exit status: 1 when they could not be kept.
int StopWithRecovery(const LabState& state, int signal) {
    if (!state.doc.Dirty()) return 0;
    const std::string problem = WriteRecoveryCopy(state.doc);
    if (problem.empty()) {
        std::fprintf(stderr, "circlelab: stopped (%s) with unsaved changes; they are kept in %s and offered at the next start\n",
                     strsignal(signal), RecoveryFolder().c_str());
        return 0;
    }
    std::fprintf(stderr, "circlelab: stopped (%s); the unsaved changes could not be kept: %s\n", strsignal(signal),
                 problem.c_str());
    return 1;
}
#endif

// The run's clock and what --stats prints. A run is measured from the moment the window appears
// with its first frame, so a timed run (--seconds) is S seconds of a visible window; the time
// before (starting the renderer, the first frame's fonts) is said apart.
struct RunMeasure {
    Uint64 frequency = SDL_GetPerformanceFrequency();
    Uint64 start = SDL_GetPerformanceCounter();  ///< the process's window work began
    Uint64 shown = 0;                            ///< the window appeared; 0: not yet
    double shownClock = 0;                       ///< the lab's clock then (it moves at each frame's start)
    double workMsSum = 0, workMsWorst = 0;
    int drawn = 0;

    double Seconds(Uint64 from, Uint64 to) const { return double(to - from) / double(frequency); }
    void CountFrame(Uint64 began) {
        const double workMs = Seconds(began, SDL_GetPerformanceCounter()) * 1000.0;
        workMsSum += workMs;
        workMsWorst = std::max(workMsWorst, workMs);
        ++drawn;
    }
};

// The window was created hidden (OpenLabWindow) and its first frame drawn unseen, which starts
// the renderer's shaders and builds the fonts: now it appears, and the next frame (drawn at
// once) is its first picture. Scripts wait for the line printed here before capturing.
// `frameStart` is when that frame began, the moment the lab's clock stands at.
void ShowWindowWithItsFirstFrame(LabWindow& w, const LabState& state, Uint64 frameStart, RunMeasure& m,
                                 const WindowOptions& options) {
    if (options.exitAfter || options.stats) {
        std::printf("circlelab: first frame shown\n");
        std::fflush(stdout);
    }
    SDL_ShowWindow(w.window);
    m.shown = SDL_GetPerformanceCounter();
    m.shownClock = state.clock + m.Seconds(frameStart, m.shown);
}

void PrintStats(const RunMeasure& m, const LabWindow& w, const LabState& state, bool recoveryOffered) {
    const Uint64 now = SDL_GetPerformanceCounter();
    const double wall = m.shown ? m.Seconds(m.shown, now) : 0.0;
    const double startSeconds = m.Seconds(m.start, m.shown ? m.shown : now);
    int x = 0, y = 0, width = 0, height = 0;
    SDL_GetWindowPosition(w.window, &x, &y);
    SDL_GetWindowSize(w.window, &width, &height);
    // Which of SDL's renderers drew (a virtual display gets OpenGL on Mesa's software rasteriser),
    // and whether balls were drawn as sprites: what a frame's time depends on most.
    SDL_RendererInfo info{};
    const char* renderer = SDL_GetRendererInfo(w.renderer, &info) == 0 && info.name ? info.name : "";
    std::printf("{\"frames\":%d,\"seconds\":%.3f,\"startSeconds\":%.3f,\"simulated\":%.3f,\"frameMsMean\":%.3f,"
                "\"frameMsWorst\":%.3f,\"renderer\":%s,\"sprites\":%s,\"window\":[%d,%d,%d,%d],\"fullscreen\":%s,"
                "\"dirty\":%s,\"recoveryOffered\":%s,\"title\":%s,\"error\":%s}\n",
                m.drawn, wall, startSeconds, state.run.simulated, m.drawn ? m.workMsSum / m.drawn : 0.0, m.workMsWorst,
                JsonString(renderer).c_str(), w.textures.sprites ? "true" : "false", x, y, width, height,
                (SDL_GetWindowFlags(w.window) & SDL_WINDOW_FULLSCREEN_DESKTOP) == SDL_WINDOW_FULLSCREEN_DESKTOP ? "true" : "false",
                state.doc.Dirty() ? "true" : "false", recoveryOffered ? "true" : "false", JsonString(LabTitle(state)).c_str(),
                JsonString(state.error).c_str());
    std::fflush(stdout);
}

// Without vsync (a software renderer, a virtual display) cap at 60 fps, as Lazy Foo's tutorial
// does, instead of drawing as fast as the CPU allows.
void CapFrameRate(Uint64 began, const RunMeasure& m) {
    const double frameSeconds = m.Seconds(began, SDL_GetPerformanceCounter());
    if (frameSeconds < 1.0 / 60.0) SDL_Delay(Uint32((1.0 / 60.0 - frameSeconds) * 1000.0));
}

}  // namespace

// Init, then the loop (wait for something to happen, one frame), then the statistics and Shutdown.
int RunLabWindow(const WindowOptions& options) {
#ifndef __EMSCRIPTEN__
    const StopSignals stop;  // first: before SDL or the map worker starts a thread
#endif
    LabState state;
    if (!PrepareLab(state, options)) return 1;
    const bool recoveryOffered = !state.files.recoveries.empty();
    int status = 0;  // a stop whose unsaved changes could not be kept is a failure
    LabWindow w;
    RunMeasure m;
    if (!OpenLabWindow(w, options)) {
        CloseLabWindow(w);
        return 1;
    }
    Uint64 last = SDL_GetPerformanceCounter();
    int settleFrames = 3;  // frames still to draw after the last event (ImGui settles hover states)
    std::vector<SDL_Event> events;  // this frame's input, for the scene after ImGui's NewFrame
    while (!state.window.quit) {
        if (options.exitAfter) {
            if (m.drawn >= options.frames) break;
            settleFrames = 3;  // a scripted run never sleeps
        }
        // --seconds counts on the lab's clock from the moment the window appeared.
        const double closeAt = options.seconds > 0 && m.shown ? m.shownClock + options.seconds : 0;
        // A still lab sleeps until something happens; anything animating draws at the display rate.
        const int wait = WaitMilliseconds(ActivityOf(state, settleFrames, closeAt),
                                          state.clock + m.Seconds(last, SDL_GetPerformanceCounter()));
        SDL_Event e;
        if (wait != 0 && (wait == kWaitForEvent ? SDL_WaitEvent(&e) : SDL_WaitEventTimeout(&e, wait)))
            events.push_back(e);  // the rest of the queue joins it in LabWindowFrame
        if (closeAt > 0 && state.clock >= closeAt) break;  // as if quit, changes not saved
#ifndef __EMSCRIPTEN__
        if (const int signal = stop.Received()) {
            status = StopWithRecovery(state, signal);
            break;
        }
#endif
        const Uint64 now = SDL_GetPerformanceCounter();
        const double dt = m.Seconds(last, now);
        last = now;
        if (LabWindowFrame(w, state, events, dt)) settleFrames = 3;
        m.CountFrame(now);
        if (settleFrames > 0) --settleFrames;
        if (!m.shown) {
            ShowWindowWithItsFirstFrame(w, state, now, m, options);
            settleFrames = 3;  // its first picture follows at once
        }
        CapFrameRate(now, m);
    }
    if (options.stats) PrintStats(m, w, state, recoveryOffered);
    CloseLabWindow(w);
    return status;
}

}  // namespace circlelab::app
