// The lab without a display: SDL's software renderer drawing into memory (the dummy video
// driver), exactly the frames the window would show, for `shot` and `play`. Its input comes from
// events a caller makes, fed to ImGui as the window's platform backend would feed it.
#pragma once

#include <SDL.h>

#include <memory>
#include <span>
#include <string>

#include "app/model/lab_state.h"
#include "app/panels/ui_font.h"
#include "render/geometry_renderer.h"

struct ImGuiContext;

namespace circlelab::app {

class HeadlessLab {
public:
    /// Starts SDL (dummy video) and ImGui for frames of width × height; null with `problem` set.
    static std::unique_ptr<HeadlessLab> Start(int width, int height, std::string& problem);
    ~HeadlessLab();
    HeadlessLab(const HeadlessLab&) = delete;
    HeadlessLab& operator=(const HeadlessLab&) = delete;

    /// A new frame size, as a user resizing the window.
    bool Resize(int width, int height, std::string& problem);
    /// One frame of `dt` seconds: ImGui sees `events`, then the lab's frame (app/frame/frame.h).
    void Frame(LabState& state, std::span<const SDL_Event> events, double dt, bool panels, bool rasterize);
    /// Writes the last rasterized frame as PNG; an empty string on success, else the problem.
    std::string SavePng(const std::string& path) const;
    /// The same written to the standard output (`shot -o -`).
    std::string WritePngToStandardOutput() const;

    SDL_Renderer* renderer() const { return renderer_; }
    int width() const { return width_; }
    int height() const { return height_; }

private:
    HeadlessLab() = default;
    bool MakeTarget(int width, int height, std::string& problem);
    void FreeTarget();

    SDL_Surface* surface_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
    render::TextureSet textures_;
    UiFonts* fonts_ = nullptr;  // shared by every headless lab of the process (SharedFonts)
    int width_ = 0, height_ = 0;
    ImGuiContext* context_ = nullptr;  // this lab's ImGui context: two labs draw in turn
    bool sdl_ = false;
};

/// ImGui's view of an event: pointer, buttons, wheel, keys and modifiers (what ImGui's SDL
/// backend does in the window). ImGui 1.86 sees a press and a release only in different frames.
void FeedImGui(const SDL_Event& event);

struct ShotOptions {
    int width = 1280;
    int height = 720;
    int frames = 2;  ///< ImGui needs two frames to lay its windows out
    bool panels = true;
};

/// Draws `state` into `lab` as a shot shows it: the layout settled, then `options.frames` frames,
/// the last one rasterized (its claims in state.frame.claims).
void DrawShot(HeadlessLab& lab, LabState& state, const ShotOptions& options);

/// Renders `state` and writes `outPath` ("-": the standard output). Returns an empty string on success, else the problem.
std::string RenderShot(LabState& state, const ShotOptions& options, const std::string& outPath);

}  // namespace circlelab::app
