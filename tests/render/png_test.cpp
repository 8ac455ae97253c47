// The PNG encoder, read back with SDL2_image's decoder: every pixel as it was (opaque pictures
// as RGB, others with their alpha), the same bytes on every run, and a failed write that leaves
// the old picture whole.
#include <SDL.h>
#include <SDL_image.h>
#include <unistd.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "render/png.h"
#include "render/png_encode.h"

namespace circlelab::render {
namespace {

namespace fs = std::filesystem;

// A picture with every channel varying, so a swapped or dropped channel shows; `alpha` sets
// one pixel's alpha (255: opaque throughout).
SDL_Surface* Pattern(int w, int h, Uint8 alpha) {
    SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    for (int y = 0; y < h; ++y) {
        auto* row = static_cast<Uint8*>(s->pixels) + y * s->pitch;
        for (int x = 0; x < w; ++x) {
            Uint8* p = row + 4 * x;
            p[0] = Uint8(x * 7 + y), p[1] = Uint8(y * 13), p[2] = Uint8(x ^ y), p[3] = 255;
        }
    }
    static_cast<Uint8*>(s->pixels)[4 * (w + 1) + 3] = alpha;
    return s;
}

// Decodes `png` and compares it with `expected` pixel by pixel.
void ExpectSamePixels(const std::string& png, SDL_Surface* expected) {
    SDL_RWops* rw = SDL_RWFromConstMem(png.data(), int(png.size()));
    SDL_Surface* raw = IMG_LoadPNG_RW(rw);
    SDL_RWclose(rw);
    ASSERT_NE(raw, nullptr) << IMG_GetError();
    SDL_Surface* got = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    ASSERT_EQ(got->w, expected->w);
    ASSERT_EQ(got->h, expected->h);
    for (int y = 0; y < got->h; ++y)
        ASSERT_EQ(std::memcmp(static_cast<Uint8*>(got->pixels) + y * got->pitch,
                              static_cast<Uint8*>(expected->pixels) + y * expected->pitch, std::size_t(got->w) * 4),
                  0)
            << "row " << y;
    SDL_FreeSurface(got);
}

TEST(PngEncoder, AnOpaquePictureReadsBackPixelForPixel) {
    SDL_Surface* s = Pattern(97, 31, 255);
    std::string png;
    ASSERT_EQ(EncodePng(s, png), "");
    ExpectSamePixels(png, s);
    SDL_FreeSurface(s);
}

TEST(PngEncoder, APictureWithTransparencyKeepsItsAlpha) {
    SDL_Surface* s = Pattern(64, 9, 77);
    std::string png;
    ASSERT_EQ(EncodePng(s, png), "");
    ExpectSamePixels(png, s);
    SDL_FreeSurface(s);
}

TEST(PngEncoder, TheSamePixelsGiveTheSameBytes) {
    SDL_Surface* s = Pattern(320, 200, 255);
    std::string first, second;
    ASSERT_EQ(EncodePng(s, first), "");
    ASSERT_EQ(EncodePng(s, second), "");
    EXPECT_EQ(first, second);
    SDL_FreeSurface(s);
}

TEST(PngEncoder, AnotherPixelFormatIsConvertedFirst) {
    SDL_Surface* rgba = Pattern(40, 30, 255);
    SDL_Surface* bgr = SDL_ConvertSurfaceFormat(rgba, SDL_PIXELFORMAT_BGR888, 0);
    std::string png;
    ASSERT_EQ(EncodePng(bgr, png), "");
    ExpectSamePixels(png, rgba);
    SDL_FreeSurface(bgr);
    SDL_FreeSurface(rgba);
}

TEST(PngEncoder, AFailedWriteLeavesTheOldPictureWhole) {
    const fs::path dir = fs::temp_directory_path() / ("circlelab-png-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path path = dir / "old.png";
    { std::ofstream(path) << "the old picture"; }
    SDL_Surface* s = Pattern(16, 16, 255);
    EXPECT_NE(SaveSurfacePng(s, (dir / "missing-folder" / "new.png").string()), "");
    if (fs::exists("/dev/full")) {
        EXPECT_NE(SaveSurfacePng(s, "/dev/full"), "");
    }
    std::stringstream old;
    old << std::ifstream(path).rdbuf();
    EXPECT_EQ(old.str(), "the old picture");
    SDL_FreeSurface(s);
    fs::remove_all(dir);
}

}  // namespace
}  // namespace circlelab::render
