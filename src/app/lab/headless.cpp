#include "app/lab/headless.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdlrenderer.h>

#include <cstdlib>

#include "app/lab/frame.h"
#include "app/lab/physics_driver.h"
#include "render/png.h"
#include "app/lab/scene_catalog.h"

namespace circlelab::app {

std::string RenderShot(LabState& state, const ShotOptions& options, const std::string& outPath) {
    // No display is needed or wanted: the dummy video driver and a renderer onto a surface.
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return std::string("cannot start SDL: ") + SDL_GetError();
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, options.width, options.height, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = surface ? SDL_CreateSoftwareRenderer(surface) : nullptr;
    if (!renderer) {
        const std::string problem = std::string("cannot create a software renderer: ") + SDL_GetError();
        if (surface) SDL_FreeSurface(surface);
        SDL_Quit();
        return problem;
    }
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // no ini file: the same picture every run
    ImGui::StyleColorsLight();
    const UiFonts fonts = LoadUiFonts();
    ImGui_ImplSDLRenderer_Init(renderer);
    io.DisplaySize = ImVec2(float(options.width), float(options.height));
    io.DeltaTime = 1.0f / 60.0f;
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);  // the mouse is off-screen: no hover effects

    std::string problem;
    render::TextureSet textures = render::LoadTextures(renderer, AssetsDir() + "/textures", problem);
    problem.clear();  // missing textures draw as flat colour; the picture is still worth writing
    // ImGui lays its windows out over two frames; only the last one needs drawing.
    const int frames = std::max(options.frames, 2);
    const FrameTarget target{renderer, &fonts, &textures, float(options.width), float(options.height)};
    for (int i = 0; i < frames; ++i) {
        // A running scene moves on by one displayed frame (1/60 s, two physics steps) each frame after the first.
        LabFrame(state, target, {}, i > 0 ? 1.0 / 60.0 : 0.0, options.panels, i == frames - 1);
    }
    problem = render::SaveRendererPng(renderer, outPath);
    render::FreeTextures(textures);

    ImGui_ImplSDLRenderer_Shutdown();
    ImGui::DestroyContext();
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    SDL_Quit();
    return problem;
}

}  // namespace circlelab::app
