#include "render/gif.h"

#include <SDL.h>
#include <gif_lib.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "core/draw/palette.h"

namespace circlelab::render {
namespace {

// The colour cube: 6 levels of red, 6 of green, 6 of blue (216 entries) from index 0.
constexpr int kCubeLevels = 6;
constexpr int kCubeSize = kCubeLevels * kCubeLevels * kCubeLevels;
// Then a ramp of greys for text halos and panel shades.
constexpr int kGreys = 12;

// A translucent overlay colour as it shows over the background (SDL's blend: src·a + dst·(1−a)).
constexpr Rgba OverBackground(Rgba c) {
    const auto mix = [&](int src, int dst) { return std::uint8_t((src * c.a + dst * (255 - c.a) + 127) / 255); };
    return {mix(c.r, palette::kBackground.r), mix(c.g, palette::kBackground.g), mix(c.b, palette::kBackground.b), 255};
}

// The colours the lab draws flat, kept exact, after the cube and the greys.
constexpr std::array<Rgba, 27> kExact{
    palette::kBackground, palette::kShape,      palette::kSelectedShape, palette::kOutline,
    palette::kHit,        palette::kCircle,     palette::kBody,          palette::kClosest,
    palette::kGhost,      palette::kNormal,     palette::kResolution,    palette::kText,
    palette::kRegionText, palette::kImpulse,    palette::kCup,           palette::kCupRim,
    palette::kFlag,       palette::kHandle,     Rgba{0, 0, 0, 255},      Rgba{240, 240, 240, 255},
    Rgba{66, 150, 250, 255}, Rgba{255, 255, 255, 255},
    // The regions and the disagreement map as they lie over the background.
    OverBackground(palette::kFaceRegion), OverBackground(palette::kCornerRegion), OverBackground(palette::kInsideRegion),
    OverBackground(palette::kCurrentRegion), OverBackground(palette::kDisagree)};
static_assert(kCubeSize + kGreys + kExact.size() <= 256);

int CubeLevel(std::uint8_t v) { return (v * (kCubeLevels - 1) + 127) / 255; }

std::uint32_t Key(std::uint8_t r, std::uint8_t g, std::uint8_t b) { return (r << 16) | (g << 8) | b; }

ColorMapObject* MakePalette() {
    std::array<GifColorType, 256> colors{};
    for (int i = 0; i < 256; ++i) {
        std::uint8_t r = 0, g = 0, b = 0;
        GifWriter::ColorOf(std::uint8_t(i), r, g, b);
        colors[i] = {r, g, b};
    }
    return GifMakeMapObject(256, colors.data());
}

std::string GifProblem(const char* what, int code) {
    const char* text = GifErrorString(code);
    return std::string(what) + ": " + (text ? text : "unknown GIF error");
}

}  // namespace

void GifWriter::ColorOf(std::uint8_t index, std::uint8_t& r, std::uint8_t& g, std::uint8_t& b) {
    if (index < kCubeSize) {
        const auto level = [](int l) { return std::uint8_t(l * 255 / (kCubeLevels - 1)); };
        r = level(index / (kCubeLevels * kCubeLevels));
        g = level(index / kCubeLevels % kCubeLevels);
        b = level(index % kCubeLevels);
    } else if (index < kCubeSize + kGreys) {
        r = g = b = std::uint8_t((index - kCubeSize) * 255 / (kGreys - 1));
    } else if (index < kCubeSize + kGreys + int(kExact.size())) {
        const Rgba c = kExact[index - kCubeSize - kGreys];
        r = c.r, g = c.g, b = c.b;
    } else {
        r = g = b = 0;
    }
}

std::uint8_t GifWriter::IndexOf(std::uint8_t r, std::uint8_t g, std::uint8_t b) {
    // The lab's own colours, exactly or within rounding of the renderer's blending.
    int best = -1, bestDistance = 7;
    for (std::size_t i = 0; i < kExact.size(); ++i) {
        const int d = std::abs(kExact[i].r - r) + std::abs(kExact[i].g - g) + std::abs(kExact[i].b - b);
        if (d < bestDistance) best = int(i), bestDistance = d;
    }
    if (best >= 0) return std::uint8_t(kCubeSize + kGreys + best);
    // Nearly grey: the finer grey ramp; anything else the nearest cube colour.
    const int hi = std::max({r, g, b}), lo = std::min({r, g, b});
    if (hi - lo <= 6) return std::uint8_t(kCubeSize + ((r + g + b) / 3 * (kGreys - 1) + 127) / 255);
    return std::uint8_t((CubeLevel(r) * kCubeLevels + CubeLevel(g)) * kCubeLevels + CubeLevel(b));
}

std::unique_ptr<GifWriter> GifWriter::Open(const std::string& path, int width, int height, std::string& problem) {
    if (width <= 0 || height <= 0 || width > 65535 || height > 65535) {
        problem = "a GIF is 1 to 65535 pixels a side";
        return nullptr;
    }
    std::unique_ptr<GifWriter> w(new GifWriter);
    w->width_ = width;
    w->height_ = height;
    if (std::string why = w->file_.Open(path); !why.empty()) {
        problem = why;
        return nullptr;
    }
    int error = 0;
    w->gif_ = EGifOpen(w.get(), &GifWriter::Output, &error);
    if (!w->gif_) {
        problem = GifProblem("cannot start the GIF", error);
        return nullptr;
    }
    EGifSetGifVersion(w->gif_, true);
    ColorMapObject* palette = MakePalette();
    const bool ok = palette && EGifPutScreenDesc(w->gif_, width, height, 8, 0, palette) == GIF_OK;
    GifFreeMapObject(palette);
    // The Netscape extension: loop forever.
    static const unsigned char kLoop[3] = {1, 0, 0};
    if (!ok || EGifPutExtensionLeader(w->gif_, APPLICATION_EXT_FUNC_CODE) != GIF_OK ||
        EGifPutExtensionBlock(w->gif_, 11, "NETSCAPE2.0") != GIF_OK ||
        EGifPutExtensionBlock(w->gif_, 3, kLoop) != GIF_OK || EGifPutExtensionTrailer(w->gif_) != GIF_OK) {
        problem = w->file_.problem().empty() ? GifProblem("cannot write the GIF header", w->gif_->Error) : w->file_.problem();
        return nullptr;
    }
    w->previous_.assign(std::size_t(width) * height, 0);
    w->current_.resize(w->previous_.size());
    return w;
}

int GifWriter::Output(GifFileType* gif, const unsigned char* bytes, int length) {
    auto* self = static_cast<GifWriter*>(gif->UserData);
    const bool ok = self->file_.Write(std::string_view(reinterpret_cast<const char*>(bytes), std::size_t(length))).empty() &&
                    self->file_.problem().empty();
    return ok ? length : 0;
}

GifWriter::~GifWriter() {
    if (gif_) {
        int error = 0;
        EGifCloseFile(gif_, &error);
    }
}

bool GifWriter::AddFrame(const std::uint8_t* rgba, int pitch, int centiseconds, std::string& problem) {
    if (!gif_) {
        problem = "the GIF is already finished";
        return false;
    }
    for (int y = 0; y < height_; ++y) {
        const std::uint8_t* row = rgba + std::size_t(y) * pitch;
        std::uint8_t* out = current_.data() + std::size_t(y) * width_;
        std::uint32_t lastKey = 0xFFFFFFFF;
        std::uint8_t lastIndex = 0;
        for (int x = 0; x < width_; ++x) {
            const std::uint32_t key = Key(row[4 * x], row[4 * x + 1], row[4 * x + 2]);
            if (key != lastKey) lastKey = key, lastIndex = IndexOf(row[4 * x], row[4 * x + 1], row[4 * x + 2]);
            out[x] = lastIndex;
        }
    }
    // Only the rectangle that changed (the whole first frame); an unchanged frame is one pixel.
    int x0 = 0, y0 = 0, x1 = width_ - 1, y1 = height_ - 1;
    if (!first_) {
        x0 = width_, y0 = height_, x1 = -1, y1 = -1;
        for (int y = 0; y < height_; ++y) {
            const std::size_t at = std::size_t(y) * width_;
            for (int x = 0; x < width_; ++x) {
                if (current_[at + x] == previous_[at + x]) continue;
                x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
            }
        }
        if (x1 < 0) x0 = y0 = x1 = y1 = 0;
    }
    GraphicsControlBlock gcb{};
    gcb.DisposalMode = DISPOSE_DO_NOT;
    gcb.DelayTime = std::clamp(centiseconds, 2, 65535);
    gcb.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const std::size_t length = EGifGCBToExtension(&gcb, extension);
    bool ok = EGifPutExtension(gif_, GRAPHICS_EXT_FUNC_CODE, int(length), extension) == GIF_OK &&
              EGifPutImageDesc(gif_, x0, y0, x1 - x0 + 1, y1 - y0 + 1, false, nullptr) == GIF_OK;
    for (int y = y0; ok && y <= y1; ++y)
        ok = EGifPutLine(gif_, current_.data() + std::size_t(y) * width_ + x0, x1 - x0 + 1) == GIF_OK;
    if (!ok) {
        problem = file_.problem().empty() ? GifProblem("cannot write a GIF frame", gif_->Error) : file_.problem();
        return false;
    }
    previous_.swap(current_);
    first_ = false;
    return true;
}

bool GifWriter::AddRendererFrame(SDL_Renderer* renderer, int centiseconds, std::string& problem) {
    int w = 0, h = 0;
    if (SDL_GetRendererOutputSize(renderer, &w, &h) != 0 || w != width_ || h != height_) {
        problem = "the picture is " + std::to_string(w) + "x" + std::to_string(h) + ", the GIF " +
                  std::to_string(width_) + "x" + std::to_string(height_);
        return false;
    }
    std::vector<std::uint8_t> pixels(std::size_t(w) * h * 4);
    float sx = 1, sy = 1;
    SDL_RenderGetScale(renderer, &sx, &sy);
    SDL_RenderSetScale(renderer, 1, 1);
    const int read = SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_RGBA32, pixels.data(), w * 4);
    SDL_RenderSetScale(renderer, sx, sy);
    if (read != 0) {
        problem = std::string("cannot read the picture back: ") + SDL_GetError();
        return false;
    }
    return AddFrame(pixels.data(), w * 4, centiseconds, problem);
}

bool GifWriter::Finish(std::string& problem) {
    if (!gif_) {
        problem = "the GIF is already finished";
        return false;
    }
    int error = 0;
    const int closed = EGifCloseFile(gif_, &error);  // writes the trailer, closes the file
    gif_ = nullptr;
    if (closed != GIF_OK) {
        problem = file_.problem().empty() ? GifProblem("cannot finish the GIF", error) : file_.problem();
        return false;
    }
    problem = file_.Commit();
    return problem.empty();
}

}  // namespace circlelab::render
