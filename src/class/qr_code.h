// The class's address as a QR code (libqrencode), so a phone's camera opens the page: a square of
// modules, dark or light, which the window draws large.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace circlelab::live {

struct QrCode {
    int size = 0;                    ///< modules on a side (without the quiet zone)
    std::vector<std::uint8_t> dark;  ///< size × size, row by row: 1 dark, 0 light
    bool Dark(int x, int y) const { return dark[static_cast<std::size_t>(y * size + x)] != 0; }
};

/// The text as a QR code at error correction level M; nullopt when it does not fit.
std::optional<QrCode> EncodeQr(const std::string& text);

}  // namespace circlelab::live
