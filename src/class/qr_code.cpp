#include "class/qr_code.h"

#include <qrencode.h>

namespace circlelab::live {

std::optional<QrCode> EncodeQr(const std::string& text) {
    QRcode* code = QRcode_encodeString8bit(text.c_str(), 0, QR_ECLEVEL_M);
    if (!code) return std::nullopt;
    QrCode out;
    out.size = code->width;
    out.dark.resize(static_cast<std::size_t>(code->width) * static_cast<std::size_t>(code->width));
    // libqrencode's bit 0 of each byte says dark; the other bits say what the module is for.
    for (std::size_t i = 0; i < out.dark.size(); ++i) out.dark[i] = code->data[i] & 1;
    QRcode_free(code);
    return out;
}

}  // namespace circlelab::live
