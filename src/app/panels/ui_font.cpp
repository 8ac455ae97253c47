#include "app/panels/ui_font.h"

#include "app/base/glyph_ranges.h"
#include "app/model/scene_catalog.h"

#include <imgui.h>
#include <imgui_impl_sdlrenderer.h>

#include <cstdio>
#include <initializer_list>
#include <string>

namespace circlelab::app {

UiFonts LoadUiFonts() {
    UiFonts fonts;
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    // The install tree's own copy (or the Debian package's link to fonts-dejavu-core) first, then
    // where Debian and Arch keep DejaVu Sans.
    const std::string installed = AssetsDir().empty() ? std::string() : AssetsDir() + "/fonts/DejaVuSans.ttf";
    for (const std::string& candidate :
         {installed, std::string("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), std::string("/usr/share/fonts/TTF/DejaVuSans.ttf")}) {
        if (candidate.empty()) continue;
        const char* path = candidate.c_str();
        std::FILE* f = std::fopen(path, "rb");
        if (!f) continue;
        std::fclose(f);
        static_assert(sizeof(ImWchar) == sizeof(kUiGlyphRanges[0]));
        const ImWchar* const kRanges = kUiGlyphRanges;  // app/base/glyph_ranges.h
        fonts.normal = io.Fonts->AddFontFromFileTTF(path, fonts.normalSize, nullptr, kRanges);
        if (fonts.normal) {
            fonts.path = path;
            return fonts;
        }
    }
    ImFontConfig config;
    config.SizePixels = 13.0f;
    fonts.normal = fonts.large = io.Fonts->AddFontDefault(&config);
    fonts.normalSize = fonts.largeSize = 13.0f;
    return fonts;
}

ImFont* LargeUiFont(UiFonts& fonts) {
    if (fonts.large) return fonts.large;
    if (!fonts.path.empty()) {
        const ImWchar* const kRanges = kUiGlyphRanges;
        fonts.large = ImGui::GetIO().Fonts->AddFontFromFileTTF(fonts.path.c_str(), fonts.largeSize, nullptr, kRanges);
    }
    if (!fonts.large) {  // the built-in font, or a file gone since: the normal font at its size
        fonts.large = fonts.normal;
        fonts.largeSize = fonts.normalSize;
        return fonts.large;
    }
    // The atlas is built again, with both sizes, by the backend's next NewFrame.
    ImGui_ImplSDLRenderer_DestroyFontsTexture();
    return fonts.large;
}

ImVec4 UiColour(Rgba c) { return {c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, c.a / 255.0f}; }

void ApplyUiStyle() {
    ImGui::StyleColorsLight();
    // ImGui's 60 % grey fades to nothing on a projector; 40 % still reads as secondary.
    ImGui::GetStyle().Colors[ImGuiCol_TextDisabled] = UiColour(palette::kUiSecondary);
}

}  // namespace circlelab::app
