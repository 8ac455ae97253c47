#include "app/lab/ui_font.h"

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
        // Latin-1 plus the degree sign and a few math symbols the labels use.
        static const ImWchar kRanges[] = {0x0020, 0x00FF, 0x2070, 0x209F, 0x2190, 0x21FF, 0x2212, 0x2264, 0};
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

}  // namespace circlelab::app
