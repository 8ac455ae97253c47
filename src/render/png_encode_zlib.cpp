// The desktop PNG encoder: zlib at its fastest level, no per-row filter. A picture is waited for
// by a person (`shot`, `screenshots`, F12), and SDL2_image's libpng path spends most of that
// time in level 6 with adaptive filtering for files a third smaller. A lab picture is mostly flat
// background, which deflate's fastest level still packs well: the shipped references grow from
// about 1.2 MB to 1.3 MB in all, and each is encoded in a third of the time.
#include "png_encode.h"

#include <zlib.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace circlelab::render {
namespace {

void PutU32(std::string& out, std::uint32_t v) {
    const char bytes[4] = {char(v >> 24), char(v >> 16), char(v >> 8), char(v)};
    out.append(bytes, 4);
}

// One chunk: length, type, data, CRC of type and data.
void Chunk(std::string& out, const char type[4], const unsigned char* data, std::size_t size) {
    PutU32(out, static_cast<std::uint32_t>(size));
    const std::size_t typeAt = out.size();
    out.append(type, 4);
    if (size) out.append(reinterpret_cast<const char*>(data), size);
    const uLong crc = crc32(0, reinterpret_cast<const Bytef*>(out.data() + typeAt), static_cast<uInt>(size + 4));
    PutU32(out, static_cast<std::uint32_t>(crc));
}

bool Opaque(const SDL_Surface* s) {
    for (int y = 0; y < s->h; ++y) {
        const auto* p = static_cast<const unsigned char*>(s->pixels) + std::size_t(y) * s->pitch;
        for (int x = 0; x < s->w; ++x)
            if (p[4 * x + 3] != 255) return false;
    }
    return true;
}

std::string Encode(const SDL_Surface* s, std::string& png) {
    // An opaque picture (every lab picture) is written as RGB: a quarter less to compress, and the
    // same pixels once read back.
    const bool rgb = Opaque(s);
    const int channels = rgb ? 3 : 4;
    const std::size_t row = std::size_t(s->w) * channels;
    z_stream z{};
    if (deflateInit2(&z, 1, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return "cannot start zlib";
    // Not zeroed: deflate writes a tenth of the worst case it has to be given room for, and
    // clearing the rest cost as much as compressing.
    const uLong bound = deflateBound(&z, static_cast<uLong>((row + 1) * s->h));
    const std::unique_ptr<unsigned char[]> compressed(new unsigned char[bound]);
    std::vector<unsigned char> line(row + 1, 0);  // filter byte 0 (none), then the row
    z.next_out = compressed.get();
    z.avail_out = static_cast<uInt>(bound);
    int status = Z_OK;
    for (int y = 0; y < s->h && status == Z_OK; ++y) {
        const auto* p = static_cast<const unsigned char*>(s->pixels) + std::size_t(y) * s->pitch;
        if (rgb) {
            for (int x = 0; x < s->w; ++x) std::memcpy(&line[1 + 3 * std::size_t(x)], p + 4 * std::size_t(x), 3);
        } else {
            std::memcpy(&line[1], p, row);
        }
        z.next_in = line.data();
        z.avail_in = static_cast<uInt>(line.size());
        status = deflate(&z, y + 1 == s->h ? Z_FINISH : Z_NO_FLUSH);
        if (z.avail_in != 0 && status == Z_OK) status = Z_BUF_ERROR;  // deflateBound was too small
    }
    const std::size_t size = z.total_out;
    deflateEnd(&z);
    if (status != Z_STREAM_END) return "cannot compress the picture (zlib)";

    static constexpr unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    png.assign(reinterpret_cast<const char*>(kSignature), sizeof kSignature);
    std::string header;
    PutU32(header, static_cast<std::uint32_t>(s->w));
    PutU32(header, static_cast<std::uint32_t>(s->h));
    header += char(8);              // bits per channel
    header += char(rgb ? 2 : 6);    // colour type: RGB or RGBA
    header += std::string(3, '\0');  // deflate, adaptive filtering (per row), no interlace
    Chunk(png, "IHDR", reinterpret_cast<const unsigned char*>(header.data()), header.size());
    Chunk(png, "IDAT", compressed.get(), size);
    Chunk(png, "IEND", nullptr, 0);
    return {};
}

}  // namespace

std::string EncodePng(SDL_Surface* surface, std::string& png) {
    if (surface->format->format == SDL_PIXELFORMAT_RGBA32) return Encode(surface, png);
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32, 0);
    if (!rgba) return SDL_GetError();
    const std::string error = Encode(rgba, png);
    SDL_FreeSurface(rgba);
    return error;
}

}  // namespace circlelab::render
