#include "app/commands/play.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>

#include "app/commands/output.h"
#include "app/input/gestures.h"
#include "app/frame/frame.h"
#include "app/shells/headless.h"
#include "app/shells/lab_start.h"
#include "app/model/lesson.h"
#include "app/frame/play_report.h"
#include "app/model/scene_catalog.h"
#include "app/panels/shown_items.h"
#include "app/base/synthetic_input.h"
#include "app/actions/file_flow.h"
#include "core/io/play_script.h"
#include "core/io/scene_json.h"
#include "render/gif.h"

namespace circlelab::app {
namespace {

namespace fs = std::filesystem;

constexpr double kFrame = 1.0 / 60.0;  // the virtual clock's frame
constexpr int kGifEvery = 3;           // a GIF frame every 3 frames: 20 a second, 5 cs each
constexpr int kLeft = 1;

int Frames(double seconds) { return int(std::lround(seconds / kFrame)); }

// A scene path as a person writes it in a script: from the current folder, from the script's
// folder, or "assets/…" in the program's own assets (so the shipped scripts' "assets/scenes/…"
// works from anywhere, also in an install tree, whose assets are share/circlelab). A path that
// cannot even be looked at (a symlink loop, a name longer than the system allows) is taken as it
// is: loading it then says why, at the script's line and column.
std::string FindScene(const std::string& scene, const std::string& scriptPath) {
    const fs::path p(scene);
    if (p.is_absolute()) return scene;
    // There, or there but not even to be looked at (not "no such file"): loading it says which.
    const auto there = [](const fs::path& candidate) {
        std::error_code ec;
        return fs::exists(candidate, ec) || (ec && ec != std::errc::no_such_file_or_directory);
    };
    if (there(p)) return scene;
    const fs::path besideScript = fs::path(scriptPath).parent_path() / p;
    if (there(besideScript)) return besideScript.string();
    const std::string assets = AssetsDir();
    if (!assets.empty() && !p.empty() && *p.begin() == "assets") {
        const fs::path inAssets = fs::path(assets) / p.lexically_relative("assets");
        if (there(inAssets)) return inAssets.string();
    }
    return scene;
}

// Everything a script can get wrong that the script reader cannot know: key names (SDL's) and
// the scene file. Messages are file:line:column like the reader's.
bool CheckScript(const PlayScript& script, const PlayOptions& options, std::string& scenePath, Scene& scene) {
    bool ok = true;
    for (const PlayStep& step : script.steps) {
        const auto* key = std::get_if<KeyStep>(&step);
        if (key && SDL_GetKeyFromName(key->name.c_str()) == SDLK_UNKNOWN) {
            std::fprintf(stderr, "%s\n",
                         SourceError{key->line, key->column, key->pointer,
                                     "unknown key \"" + key->name + "\" (an SDL key name such as Space, Z, F2, Left, "
                                     "PageDown, Home)"}.Format(options.scriptPath).c_str());
            ok = false;
        }
        const auto* size = std::get_if<SizeStep>(&step);
        if (size && !options.gifPath.empty() && (size->width != script.width || size->height != script.height)) {
            std::fprintf(stderr, "%s: a GIF keeps one size: the script changes the window to %dx%d\n",
                         options.scriptPath.c_str(), size->width, size->height);
            ok = false;
        }
    }
    if (script.scene.empty()) {
        scene = DefaultScene();
        return ok;
    }
    scenePath = FindScene(script.scene, options.scriptPath);
    SceneLoad load = LoadSceneFile(scenePath);
    if (!load.scene) {
        std::fprintf(stderr, "%s\n%s",
                     SourceError{script.sceneLine, script.sceneColumn, "/scene", "the scene does not load"}
                         .Format(options.scriptPath).c_str(),
                     load.Format(scenePath).c_str());
        return false;
    }
    scene = std::move(*load.scene);
    return ok;
}

class Player {
public:
    Player(LabState& state, HeadlessLab& lab, const PlayOptions& options, bool scenePoints)
        : state_(state), lab_(lab), options_(options), scenePoints_(scenePoints) {}

    bool Start(std::string& problem) {
        if (!options_.framesDir.empty()) {
            std::error_code ec;
            fs::create_directories(options_.framesDir, ec);
            if (ec) {
                problem = "cannot make " + options_.framesDir + ": " + ec.message();
                return false;
            }
        }
        if (!options_.gifPath.empty()) {
            gif_ = render::GifWriter::Open(options_.gifPath, lab_.width(), lab_.height(), problem);
            if (!gif_) return false;
        }
        // ImGui lays its windows out over two frames before the first step; nothing moves.
        for (int i = 0; i < 2; ++i) lab_.Frame(state_, {}, 0.0, true, pixels());
        return true;
    }

    // A script's point in window pixels: scene points go where the camera shows them now.
    Vec2 OnWindow(Vec2 point) const {
        if (!scenePoints_) return point;
        const Vec2 w = state_.view.ToScreen(point);
        return {std::round(w.x), std::round(w.y)};
    }

    // One step of the script, as a person would do it, frame by frame.
    bool Run(const PlayStep& step, std::string& problem) {
        return std::visit([&](const auto& s) { return Do(s, problem); }, step);
    }

    double time() const { return frames_ * kFrame; }

    bool Finish(std::string& problem) { return !gif_ || gif_->Finish(problem); }

private:
    // A press, the pointer moved in even steps over the time given, and the release.
    bool Do(DragStep s, std::string& problem) {
        s.from = OnWindow(s.from);
        s.to = OnWindow(s.to);
        const int n = std::max(1, Frames(s.seconds));
        if (!Frame({input_.Move(s.from), input_.Press(s.from, kLeft)}, problem)) return false;
        for (int i = 1; i <= n; ++i)
            if (!Frame({input_.Move(s.from + (s.to - s.from) * (double(i) / n))}, problem)) return false;
        return Frame({input_.Release(s.to, kLeft)}, problem);
    }

    bool Do(MouseStep s, std::string& problem) {
        s.at = OnWindow(s.at);
        switch (s.kind) {
            case MouseStep::Kind::kDown: return Frame({input_.Move(s.at), input_.Press(s.at, s.button)}, problem);
            case MouseStep::Kind::kMove: return Frame({input_.Move(s.at)}, problem);
            case MouseStep::Kind::kUp: return Frame({input_.Move(s.at), input_.Release(s.at, s.button)}, problem);
            case MouseStep::Kind::kWheel: return Frame({input_.Move(s.at), input_.Wheel(s.wheel)}, problem);
        }
        return true;
    }

    bool Do(const KeyStep& s, std::string& problem) {
        const SDL_Keycode key = SDL_GetKeyFromName(s.name.c_str());
        if (!Frame({input_.Key(key, true, s.ctrl, s.shift, s.alt)}, problem)) return false;
        for (int i = 0; i < Frames(s.hold); ++i)
            if (!Frame({}, problem)) return false;
        // The key let go, then its modifiers, as a hand lets go of Ctrl+D: a click after it
        // is a plain click (ImGui's tree nodes ignore a click with Ctrl held).
        std::vector<SDL_Event> up{input_.Key(key, false, s.ctrl, s.shift, s.alt)};
        if (s.ctrl) up.push_back(input_.Key(SDLK_LCTRL, false, false, s.shift, s.alt));
        if (s.shift) up.push_back(input_.Key(SDLK_LSHIFT, false, false, false, s.alt));
        if (s.alt) up.push_back(input_.Key(SDLK_LALT, false, false, false, false));
        return Frame(up, problem);
    }

    bool Do(const WaitStep& s, std::string& problem) {
        for (int i = 0; i < Frames(s.seconds); ++i)
            if (!Frame({}, problem)) return false;
        return true;
    }

    bool Do(const ShotStep& s, std::string& problem) {
        // The picture of the lab as it is now: drawn again if the last frame was not.
        if (!rasterized_) lab_.Frame(state_, {}, 0.0, true, true);
        rasterized_ = true;
        if (const std::string why = lab_.SavePng(s.path); !why.empty()) {
            problem = why;  // it names the file
            return false;
        }
        return true;
    }

    bool Do(const SizeStep& s, std::string& problem) {
        if (!lab_.Resize(s.width, s.height, problem)) return false;
        return Frame({}, problem);
    }

    bool Do(const TextStep& s, std::string& problem) {
        const std::vector<SDL_Event> typed = input_.Text(s.text);
        return Frame(typed, problem);
    }

    bool Do(const ClickStep& s, std::string& problem) {
        // A frame to look first: a window that has just appeared is laid out in its second.
        if (!Frame({}, problem)) return false;
        const std::optional<ScreenRect> item = FindShownItem(state_.panel, s.label);
        if (!item) {
            problem = NoSuchButton(s);
            return false;
        }
        // Pressed in one frame and released in the next, as ImGui 1.86 needs to see a click,
        // then a frame for what the click opened (a tree node opens a frame later).
        const Vec2 at{std::round(item->x + item->w * 0.5), std::round(item->y + item->h * 0.5)};
        return Frame({input_.Move(at), input_.Press(at, kLeft)}, problem) && Frame({input_.Release(at, kLeft)}, problem) &&
               Frame({}, problem);
    }

    // A click on a label not on screen: where in the script, and what is shown instead.
    std::string NoSuchButton(const ClickStep& s) const {
        std::string shown;
        for (const std::string& label : ShownItemLabels(state_.panel)) shown += (shown.empty() ? "\"" : ", \"") + label + "\"";
        return SourceError{s.line, s.column, s.pointer,
                           "no button \"" + s.label + "\" is on screen (shown: " + (shown.empty() ? "none" : shown) + ")"}
            .Format(options_.scriptPath);
    }

    bool Do(const ClassroomStep& s, std::string& problem) {
        state_.classroom = s.on;
        return Frame({}, problem);
    }

    bool pixels() const { return !options_.framesDir.empty() || gif_ != nullptr; }

    // One frame of 1/60 s with these events, and its picture where the run keeps pictures.
    bool Frame(std::initializer_list<SDL_Event> events, std::string& problem) {
        return Frame(std::vector<SDL_Event>(events), problem);
    }
    bool Frame(const std::vector<SDL_Event>& list, std::string& problem) {
        input_.SetTime(time());
        lab_.Frame(state_, list, kFrame, true, pixels());
        rasterized_ = pixels();
        ++frames_;
        if (!options_.framesDir.empty()) {
            char name[32];
            std::snprintf(name, sizeof name, "frame-%05d.png", frames_);
            const std::string path = (fs::path(options_.framesDir) / name).string();
            if (const std::string why = lab_.SavePng(path); !why.empty()) {
                problem = why;  // it names the file
                return false;
            }
        }
        if (gif_ && frames_ % kGifEvery == 1 && !gif_->AddRendererFrame(lab_.renderer(), 5, problem)) return false;
        return true;
    }

    LabState& state_;
    HeadlessLab& lab_;
    const PlayOptions& options_;
    bool scenePoints_ = false;
    SyntheticInput input_;
    std::unique_ptr<render::GifWriter> gif_;
    int frames_ = 0;
    bool rasterized_ = false;
};

}  // namespace

int RunPlay(const PlayOptions& options) {
    const PlayScriptLoad load = LoadPlayScriptFile(options.scriptPath);
    if (!load.script) {
        std::fprintf(stderr, "%s", load.Format(options.scriptPath).c_str());
        return 1;
    }
    const PlayScript& script = *load.script;
    std::string scenePath;
    Scene scene;
    if (!CheckScript(script, options, scenePath, scene)) return 1;

    std::string problem;
    std::unique_ptr<HeadlessLab> lab = HeadlessLab::Start(script.width, script.height, problem);
    if (!lab) {
        std::fprintf(stderr, "circlelab play: %s\n", problem.c_str());
        return 1;
    }
    LabState state;
    StartLab(state, std::move(scene), scenePath, {});
    state.classroom = script.classroom;
    if (!script.lesson.empty() && !OpenLesson(state, FindScene(script.lesson, options.scriptPath))) {
        std::fprintf(stderr, "%s\n%s\n",
                     SourceError{script.lessonLine, script.lessonColumn, "/lesson", "the lesson does not open"}
                         .Format(options.scriptPath).c_str(),
                     state.error.c_str());
        return 1;
    }
    Player player(state, *lab, options, script.scenePoints);
    if (!player.Start(problem)) {
        std::fprintf(stderr, "circlelab play: %s\n", problem.c_str());
        return 1;
    }
    for (std::size_t i = 0; i < script.steps.size(); ++i) {
        if (!player.Run(script.steps[i], problem)) {
            std::fprintf(stderr, "circlelab play: step %zu: %s\n", i, problem.c_str());
            return 1;
        }
        // Each line goes out as it is made, checked: a full disk or a closed pipe stops the run at
        // once, with one message.
        if (!WriteOutput("play", PlayReportLine(state, int(i), player.time(), script.claims, script.words))) return 1;
    }
    if (!player.Finish(problem)) {
        std::fprintf(stderr, "circlelab play: %s\n", problem.c_str());
        return 1;
    }
    return 0;
}

}  // namespace circlelab::app
