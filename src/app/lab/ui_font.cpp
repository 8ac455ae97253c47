#include "app/lab/ui_font.h"

#include "app/lab/glyph_ranges.h"

#include <imgui.h>

#include <cstdio>
#include <initializer_list>

namespace circlelab::app {

UiFonts LoadUiFonts() {
    UiFonts fonts;
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    for (const char* path : {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf"}) {
        std::FILE* f = std::fopen(path, "rb");
        if (!f) continue;
        std::fclose(f);
        static_assert(sizeof(ImWchar) == sizeof(kUiGlyphRanges[0]));
        const ImWchar* const kRanges = kUiGlyphRanges;  // app/lab/glyph_ranges.h
        fonts.normal = io.Fonts->AddFontFromFileTTF(path, fonts.normalSize, nullptr, kRanges);
        fonts.large = io.Fonts->AddFontFromFileTTF(path, fonts.largeSize, nullptr, kRanges);
        if (fonts.normal && fonts.large) return fonts;
    }
    ImFontConfig config;
    config.SizePixels = 13.0f;
    fonts.normal = fonts.large = io.Fonts->AddFontDefault(&config);
    fonts.normalSize = fonts.largeSize = 13.0f;
    return fonts;
}

void ApplyUiStyle() {
    ImGui::StyleColorsLight();
    // ImGui's 60 % grey fades to nothing on a projector; 40 % still reads as secondary.
    ImGui::GetStyle().Colors[ImGuiCol_TextDisabled] = ImVec4(0.40f, 0.40f, 0.40f, 1.0f);
}

}  // namespace circlelab::app
