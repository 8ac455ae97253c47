// Every character of the shipped scenes' names and descriptions is one the UI font holds.
#include "app/base/glyph_ranges.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace circlelab::app {
namespace {

bool Held(char32_t c) {
    for (int i = 0; kUiGlyphRanges[i] != 0; i += 2)
        if (c >= kUiGlyphRanges[i] && c <= kUiGlyphRanges[i + 1]) return true;
    return false;
}

// UTF-8 decoded by hand: the files are UTF-8 (their reader refuses anything else).
std::u32string Decode(const std::string& s) {
    std::u32string out;
    for (std::size_t i = 0; i < s.size();) {
        const unsigned char b = static_cast<unsigned char>(s[i]);
        const int n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
        char32_t c = n == 1 ? b : b & (0x7F >> n);
        for (int k = 1; k < n && i + k < s.size(); ++k) c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        out.push_back(c);
        i += n;
    }
    return out;
}

TEST(GlyphRanges, EveryCharacterOfTheShippedScenesIsInTheFont) {
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(CIRCLELAB_SOURCE_ASSETS "/scenes")) {
        std::ifstream f(entry.path(), std::ios::binary);
        const std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
        ++files;
        for (const char32_t c : Decode(text))
            if (c >= 0x20) EXPECT_TRUE(Held(c)) << entry.path() << " has U+" << std::hex << unsigned(c);
    }
    EXPECT_GE(files, 10);
    EXPECT_TRUE(Held(U'\u2014'));   // the em dash, once shown as "?"
    EXPECT_FALSE(Held(U'\u4E00'));  // and the ranges are not everything
}

}  // namespace
}  // namespace circlelab::app
