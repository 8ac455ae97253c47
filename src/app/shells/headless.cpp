#include "app/shells/headless.h"

#include <imgui.h>
#include <imgui_impl_sdlrenderer.h>

#include <algorithm>
#include <cfloat>
#include <cstdlib>

#include "app/frame/frame.h"
#include "app/base/heap_reuse.h"
#include "app/model/scene_catalog.h"
#include "app/shells/lab_start.h"
#include "core/io/file_io.h"
#include "render/png.h"

namespace circlelab::app {
namespace {

// One font atlas for every headless lab of a process: `screenshots` makes a lab per scene, and
// rasterising the glyphs again for each was most of its time. Each lab still has its own ImGui
// context (the same picture as a lab made alone) and its own font texture for its renderer.
struct SharedFonts {
    ImFontAtlas atlas;
    UiFonts fonts;
    bool loaded = false;
};

SharedFonts& Shared() {
    static SharedFonts* const shared = new SharedFonts;  // never freed: outlives every context
    return *shared;
}

}  // namespace

std::unique_ptr<HeadlessLab> HeadlessLab::Start(int width, int height, std::string& problem) {
    KeepFreedMemoryForReuse();  // the target, the font atlas and the PNG are frame-sized blocks
    std::unique_ptr<HeadlessLab> lab(new HeadlessLab);
    // No display is needed or wanted: the dummy video driver and a renderer onto a surface.
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        problem = std::string("cannot start SDL: ") + SDL_GetError();
        return nullptr;
    }
    lab->sdl_ = true;
    SharedFonts& shared = Shared();
    lab->context_ = StartLabImGui(&shared.atlas);
    ImGuiIO& io = ImGui::GetIO();
    io.DeltaTime = 1.0f / 60.0f;
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);  // the mouse is off-screen until an event moves it
    // Keyboard navigation keys as ImGui's SDL backend maps them (scancodes).
    const std::pair<ImGuiKey, SDL_Scancode> keys[] = {
        {ImGuiKey_Tab, SDL_SCANCODE_TAB},         {ImGuiKey_LeftArrow, SDL_SCANCODE_LEFT},
        {ImGuiKey_RightArrow, SDL_SCANCODE_RIGHT}, {ImGuiKey_UpArrow, SDL_SCANCODE_UP},
        {ImGuiKey_DownArrow, SDL_SCANCODE_DOWN},   {ImGuiKey_PageUp, SDL_SCANCODE_PAGEUP},
        {ImGuiKey_PageDown, SDL_SCANCODE_PAGEDOWN}, {ImGuiKey_Home, SDL_SCANCODE_HOME},
        {ImGuiKey_End, SDL_SCANCODE_END},          {ImGuiKey_Delete, SDL_SCANCODE_DELETE},
        {ImGuiKey_Backspace, SDL_SCANCODE_BACKSPACE}, {ImGuiKey_Space, SDL_SCANCODE_SPACE},
        {ImGuiKey_Enter, SDL_SCANCODE_RETURN},     {ImGuiKey_Escape, SDL_SCANCODE_ESCAPE},
    };
    for (const auto& [key, scancode] : keys) io.KeyMap[key] = scancode;
    if (!shared.loaded) shared.fonts = LoadUiFonts();
    shared.loaded = true;
    lab->fonts_ = &shared.fonts;
    if (!lab->MakeTarget(width, height, problem)) return nullptr;
    return lab;
}

bool HeadlessLab::MakeTarget(int width, int height, std::string& problem) {
    surface_ = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
    renderer_ = surface_ ? SDL_CreateSoftwareRenderer(surface_) : nullptr;
    if (!renderer_) {
        problem = std::string("cannot create a software renderer: ") + SDL_GetError();
        FreeTarget();
        return false;
    }
    ImGui_ImplSDLRenderer_Init(renderer_);
    std::string missing;
    textures_ = render::LoadTextures(renderer_, AssetsDir() + "/textures", missing);
    // Missing textures draw as flat colour; the picture is still worth making.
    width_ = width;
    height_ = height;
    ImGui::GetIO().DisplaySize = ImVec2(float(width), float(height));
    return true;
}

void HeadlessLab::FreeTarget() {
    if (renderer_) {
        render::FreeTextures(textures_);
        textures_ = {};
        ImGui_ImplSDLRenderer_Shutdown();
        SDL_DestroyRenderer(renderer_);
        renderer_ = nullptr;
    }
    if (surface_) SDL_FreeSurface(surface_);
    surface_ = nullptr;
}

HeadlessLab::~HeadlessLab() {
    if (context_) ImGui::SetCurrentContext(context_);
    FreeTarget();
    if (context_) ImGui::DestroyContext(context_);
    if (sdl_) SDL_Quit();
}

bool HeadlessLab::Resize(int width, int height, std::string& problem) {
    if (width == width_ && height == height_) return true;
    ImGui::SetCurrentContext(context_);
    FreeTarget();
    return MakeTarget(width, height, problem);
}

void HeadlessLab::Frame(LabState& state, std::span<const SDL_Event> events, double dt, bool panels, bool rasterize) {
    ImGui::SetCurrentContext(context_);  // this lab's own, when two draw in turn
    for (const SDL_Event& e : events) FeedImGui(e);
    LabFrame(state, {renderer_, fonts_, &textures_, float(width_), float(height_)}, events, dt, panels, rasterize);
    ImGui::GetIO().MouseWheel = 0;
}

std::string HeadlessLab::SavePng(const std::string& path) const {
    // The software renderer draws into surface_: its pixels are the picture, with no read-back copy.
    SDL_RenderFlush(renderer_);
    return render::SaveSurfacePng(surface_, path);
}

std::string HeadlessLab::WritePngToStandardOutput() const {
    SDL_RenderFlush(renderer_);
    std::string png;
    std::string problem = render::EncodeSurfacePng(surface_, png);
    if (problem.empty()) problem = WriteStandardOutput(png);
    return problem;
}

void FeedImGui(const SDL_Event& e) {
    ImGuiIO& io = ImGui::GetIO();
    switch (e.type) {
        case SDL_MOUSEMOTION: io.MousePos = ImVec2(float(e.motion.x), float(e.motion.y)); break;
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP: {
            io.MousePos = ImVec2(float(e.button.x), float(e.button.y));
            // ImGui's buttons: 0 left, 1 right, 2 middle.
            const int b = e.button.button == SDL_BUTTON_LEFT ? 0 : e.button.button == SDL_BUTTON_RIGHT ? 1 : 2;
            io.MouseDown[b] = e.type == SDL_MOUSEBUTTONDOWN;
            break;
        }
        case SDL_MOUSEWHEEL: io.MouseWheel += float(e.wheel.y); break;
        case SDL_TEXTINPUT: io.AddInputCharactersUTF8(e.text.text); break;
        case SDL_KEYDOWN:
        case SDL_KEYUP: {
            const int scancode = e.key.keysym.scancode;
            if (scancode >= 0 && scancode < int(IM_ARRAYSIZE(io.KeysDown))) io.KeysDown[scancode] = e.type == SDL_KEYDOWN;
            const Uint16 mod = e.key.keysym.mod;
            io.KeyCtrl = (mod & KMOD_CTRL) != 0;
            io.KeyShift = (mod & KMOD_SHIFT) != 0;
            io.KeyAlt = (mod & KMOD_ALT) != 0;
            io.KeySuper = (mod & KMOD_GUI) != 0;
            break;
        }
        default: break;
    }
}

void DrawShot(HeadlessLab& lab, LabState& state, const ShotOptions& options) {
    // ImGui lays its windows out over two frames; only the last one needs drawing. A running scene
    // moves on by one displayed frame (1/60 s, two physics steps) each frame after the first.
    const int frames = std::max(options.frames, 2);
    lab.Frame(state, {}, 0.0, options.panels, false);
    for (int i = 1; i < frames; ++i) lab.Frame(state, {}, 1.0 / 60.0, options.panels, i == frames - 1);
}

std::string RenderShot(LabState& state, const ShotOptions& options, const std::string& outPath) {
    std::string problem;
    std::unique_ptr<HeadlessLab> lab = HeadlessLab::Start(options.width, options.height, problem);
    if (!lab) return problem;
    DrawShot(*lab, state, options);
    return outPath == "-" ? lab->WritePngToStandardOutput() : lab->SavePng(outPath);
}

}  // namespace circlelab::app
