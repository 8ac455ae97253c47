// Classroom body text is at least 22 px to the em (issue 12), measured two ways on DejaVu Sans,
// the lab's UI font: from the file's metrics, and from the pixels of a rasterised capital H.
#include "app/panels/ui_font.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace circlelab::app {
namespace {

const char* DejaVuPath() {
    for (const char* path : {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf"})
        if (std::ifstream(path).good()) return path;
    return nullptr;
}

// Big-endian fields of a TrueType table (Apple, "TrueType Reference Manual": 'head', 'hhea').
struct TrueType {
    std::vector<unsigned char> bytes;
    unsigned U16(std::size_t at) const { return bytes.at(at) << 8 | bytes.at(at + 1); }
    int S16(std::size_t at) const { return static_cast<std::int16_t>(U16(at)); }
    std::size_t Table(const std::string& tag) const {
        for (unsigned i = 0, n = U16(4); i < n; ++i) {
            const std::size_t entry = 12 + 16 * i;
            if (std::string(bytes.begin() + entry, bytes.begin() + entry + 4) == tag)
                return std::size_t(U16(entry + 8)) << 16 | U16(entry + 10);
        }
        ADD_FAILURE() << "no " << tag << " table";
        return 0;
    }
};

// ImGui sizes a TrueType font by its line height, ascender minus descender (stb_truetype's
// ScaleForPixelHeight), not by its em; DejaVu's line is 1.164 em, so a "26 px" font is 22.3 px to
// the em.
TEST(UiFont, ClassroomBodyTextIsAtLeast22PixelsToTheEm) {
    const char* path = DejaVuPath();
    if (!path) GTEST_SKIP() << "DejaVu Sans is not installed (the lab falls back to ImGui's bitmap font)";
    std::ifstream in(path, std::ios::binary);
    const TrueType font{{std::istreambuf_iterator<char>(in), {}}};
    const double unitsPerEm = font.U16(font.Table("head") + 18);
    const std::size_t hhea = font.Table("hhea");
    const double line = font.S16(hhea + 4) - font.S16(hhea + 6);
    const float size = UiFonts{}.largeSize;
    EXPECT_GE(size * unitsPerEm / line, 22.0) << "ImGui size " << size;

    // The pixels: the capital H rasterised at that size, its stem's column of coverage summed.
    // DejaVu Sans's H stands 1493 of its 2048 units (0.729 em) on the baseline.
    ImFontAtlas atlas;
    ImFont* large = atlas.AddFontFromFileTTF(path, size);
    ASSERT_NE(large, nullptr);
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    atlas.GetTexDataAsAlpha8(&pixels, &width, &height);
    const ImFontGlyph* h = large->FindGlyph('H');
    ASSERT_NE(h, nullptr);
    const int x0 = int(h->U0 * width), x1 = int(h->U1 * width), y0 = int(h->V0 * height), y1 = int(h->V1 * height);
    double tallest = 0;
    for (int x = x0; x < x1; ++x) {
        double column = 0;
        for (int y = y0; y < y1; ++y) column += pixels[y * width + x] / 255.0;
        tallest = std::max(tallest, column);
    }
    EXPECT_GE(tallest / (1493.0 / 2048.0), 22.0 - 0.25) << "the H stands " << tallest << " px";
}

}  // namespace
}  // namespace circlelab::app
