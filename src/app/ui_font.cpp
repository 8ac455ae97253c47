#include "ui_font.h"

#include <imgui.h>

#include <cstdio>
#include <initializer_list>

namespace circlelab::app {

bool LoadUiFont(float pixelSize) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    for (const char* path : {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                             "/usr/share/fonts/TTF/DejaVuSans.ttf"}) {
        if (std::FILE* f = std::fopen(path, "rb")) {
            std::fclose(f);
            if (io.Fonts->AddFontFromFileTTF(path, pixelSize)) return true;
        }
    }
    ImFontConfig config;
    config.SizePixels = pixelSize;
    io.Fonts->AddFontDefault(&config);
    return false;
}

}  // namespace circlelab::app
