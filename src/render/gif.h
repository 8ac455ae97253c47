// An animated GIF of the lab, frame by frame (giflib), for putting a scripted demo on a slide.
//
// One fixed 256-colour palette for every frame: the lab's own colours (draw/palette.h) exactly,
// the translucent region shades as they show over the background, then a 6×6×6 colour cube and a
// grey ramp for anti-aliased edges and textures. Each frame stores only the
// rectangle that changed since the one before, so a still scene costs almost nothing. The file goes
// through the program's one safe writer (core/io/file_io.h, FileWriter): a failed run never leaves
// a partial GIF, a link or a device (/dev/null, a FIFO) is never replaced, and a full disk is named.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/io/file_io.h"

struct GifFileType;
struct SDL_Renderer;

namespace circlelab::render {

class GifWriter {
public:
    /// Starts `path` (width × height pixels, looping forever); null with `problem` set on failure.
    static std::unique_ptr<GifWriter> Open(const std::string& path, int width, int height, std::string& problem);
    ~GifWriter();  ///< without Finish, the target is left as it was

    /// Adds a frame of RGBA pixels (`pitch` bytes per row) shown for `centiseconds`.
    bool AddFrame(const std::uint8_t* rgba, int pitch, int centiseconds, std::string& problem);
    /// Adds what the renderer drew (before SDL_RenderPresent), at its output size.
    bool AddRendererFrame(SDL_Renderer* renderer, int centiseconds, std::string& problem);
    /// Ends the file and moves it to its path.
    bool Finish(std::string& problem);

    /// The palette index a colour is written with (exact for the lab's palette colours).
    static std::uint8_t IndexOf(std::uint8_t r, std::uint8_t g, std::uint8_t b);
    /// The colour a palette index stands for.
    static void ColorOf(std::uint8_t index, std::uint8_t& r, std::uint8_t& g, std::uint8_t& b);

private:
    GifWriter() = default;

    // giflib's output function: every byte goes through the file writer, which keeps the reason.
    static int Output(GifFileType* gif, const unsigned char* bytes, int length);

    GifFileType* gif_ = nullptr;
    FileWriter file_;
    int width_ = 0, height_ = 0;
    std::vector<std::uint8_t> previous_, current_;
    bool first_ = true;
};

}  // namespace circlelab::render
