#include "lab_window.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>

#include <cstdio>

#include "core/scene.h"
#include "core/scene_draw.h"
#include "render/geometry_renderer.h"
#include "ui_font.h"

namespace circlelab::app {
namespace {

struct Lab {
    SDL_Window* window = nullptr;
    SDL_Renderer* renderer = nullptr;
    Scene scene = DefaultScene();
    View view;
    bool dragging = false;
    Vec2 grabOffset;  // circle centre minus the pointer, kept while dragging
    bool quit = false;
};

bool Init(Lab& lab, const WindowOptions& options) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "circlelab: cannot start SDL video: %s\n", SDL_GetError());
        return false;
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    lab.window = SDL_CreateWindow("Circle Collision Lab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options.width,
                                  options.height, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!lab.window) {
        std::fprintf(stderr, "circlelab: cannot open a window: %s\n", SDL_GetError());
        return false;
    }
    lab.renderer = SDL_CreateRenderer(lab.window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!lab.renderer) lab.renderer = SDL_CreateRenderer(lab.window, -1, SDL_RENDERER_SOFTWARE);
    if (!lab.renderer) {
        std::fprintf(stderr, "circlelab: cannot create a renderer: %s\n", SDL_GetError());
        return false;
    }
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui::StyleColorsLight();
    LoadUiFont(18.0f);
    ImGui_ImplSDL2_InitForSDLRenderer(lab.window);
    ImGui_ImplSDLRenderer_Init(lab.renderer);
    return true;
}

// High-DPI: draw in window coordinates (where mouse events land) and let the renderer scale
// them to the drawable's pixels.
void MatchRendererScaleToWindow(Lab& lab) {
    int ww = 0, wh = 0, ow = 0, oh = 0;
    SDL_GetWindowSize(lab.window, &ww, &wh);
    SDL_GetRendererOutputSize(lab.renderer, &ow, &oh);
    if (ww > 0 && wh > 0) SDL_RenderSetScale(lab.renderer, float(ow) / float(ww), float(oh) / float(wh));
}

void HandleEvent(Lab& lab, const SDL_Event& e) {
    ImGui_ImplSDL2_ProcessEvent(&e);
    const ImGuiIO& io = ImGui::GetIO();
    if (e.type == SDL_QUIT) lab.quit = true;
    if (lab.scene.bodies.empty()) return;
    Circle& circle = lab.scene.bodies.front().circle;
    if (!io.WantCaptureMouse) {
        if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT) {
            const Vec2 p = lab.view.ToWorld({double(e.button.x), double(e.button.y)});
            lab.dragging = true;
            // Grabbing inside the circle keeps the offset; clicking elsewhere brings it there.
            lab.grabOffset = Length(p - circle.center) <= circle.radius ? circle.center - p : Vec2{};
            circle.center = p + lab.grabOffset;
        }
        if (e.type == SDL_MOUSEMOTION && lab.dragging)
            circle.center = lab.view.ToWorld({double(e.motion.x), double(e.motion.y)}) + lab.grabOffset;
    }
    if (e.type == SDL_MOUSEBUTTONUP && e.button.button == SDL_BUTTON_LEFT) lab.dragging = false;
}

void Update(Lab& lab, double dt) {
    // Arrow keys / WASD move the circle, as the dot of Lazy Foo's tutorial (seed 004).
    if (ImGui::GetIO().WantCaptureKeyboard || lab.scene.bodies.empty()) return;
    const Uint8* keys = SDL_GetKeyboardState(nullptr);
    const double speed = 240.0 * dt;
    Vec2 d;
    if (keys[SDL_SCANCODE_LEFT] || keys[SDL_SCANCODE_A]) d.x -= speed;
    if (keys[SDL_SCANCODE_RIGHT] || keys[SDL_SCANCODE_D]) d.x += speed;
    if (keys[SDL_SCANCODE_UP] || keys[SDL_SCANCODE_W]) d.y -= speed;
    if (keys[SDL_SCANCODE_DOWN] || keys[SDL_SCANCODE_S]) d.y += speed;
    lab.scene.bodies.front().circle.center = lab.scene.bodies.front().circle.center + d;
}

void DrawLabels(const DrawList& list, const View& view) {
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    for (const TextCmd& t : list.labels) {
        const Vec2 s = view.ToScreen(t.at);
        ImVec2 at(float(s.x), float(s.y));
        if (t.centered) {
            const ImVec2 size = ImGui::CalcTextSize(t.text.c_str());
            at.x -= size.x * 0.5f;
            at.y -= size.y * 0.5f;
        }
        dl->AddText(at, IM_COL32(t.color.r, t.color.g, t.color.b, t.color.a), t.text.c_str());
    }
}

void Draw(Lab& lab) {
    DrawList list;
    DrawScene(lab.scene, list);

    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    ImGui::SetNextWindowPos({12, 12}, ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize({360, 0}, ImGuiCond_FirstUseEver);
    ImGui::Begin("Circle Collision Lab");
    ImGui::TextWrapped("%s", lab.scene.description.c_str());
    if (!lab.scene.bodies.empty()) {
        float radius = float(lab.scene.bodies.front().circle.radius);
        if (ImGui::SliderFloat("radius", &radius, 0.0f, 200.0f, "%.1f px"))
            lab.scene.bodies.front().circle.radius = radius;
    }
    ImGui::End();
    DrawLabels(list, lab.view);
    ImGui::Render();

    const Rgba bg = palette::kBackground;
    SDL_SetRenderDrawColor(lab.renderer, bg.r, bg.g, bg.b, 255);
    SDL_RenderClear(lab.renderer);
    render::DrawGeometry(lab.renderer, list, lab.view);
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
    SDL_RenderPresent(lab.renderer);
}

void Shutdown(Lab& lab) {
    if (ImGui::GetCurrentContext()) {
        ImGui_ImplSDLRenderer_Shutdown();
        ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext();
    }
    if (lab.renderer) SDL_DestroyRenderer(lab.renderer);
    if (lab.window) SDL_DestroyWindow(lab.window);
    SDL_Quit();
}

}  // namespace

int RunLabWindow(const WindowOptions& options) {
    Lab lab;
    if (!Init(lab, options)) {
        Shutdown(lab);
        return 1;
    }
    Uint64 last = SDL_GetPerformanceCounter();
    while (!lab.quit) {
        SDL_Event e;
        while (SDL_PollEvent(&e)) HandleEvent(lab, e);
        const Uint64 now = SDL_GetPerformanceCounter();
        const double dt = double(now - last) / double(SDL_GetPerformanceFrequency());
        last = now;
        Update(lab, dt < 0.1 ? dt : 0.1);
        MatchRendererScaleToWindow(lab);
        Draw(lab);
    }
    Shutdown(lab);
    return 0;
}

}  // namespace circlelab::app
