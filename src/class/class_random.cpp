#include "class/class_random.h"

#include <sys/random.h>

#include <array>
#include <cctype>
#include <cstdint>

namespace circlelab::live {
namespace {

constexpr char kCodeAlphabet[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";  // 31 letters and digits, no look-alikes

bool FillRandom(std::uint8_t* out, std::size_t n) {
    std::size_t got = 0;
    while (got < n) {
        const ssize_t r = getrandom(out + got, n - got, 0);
        if (r <= 0) return false;
        got += static_cast<std::size_t>(r);
    }
    return true;
}

}  // namespace

std::string RandomToken() {
    std::array<std::uint8_t, 16> bytes{};
    if (!FillRandom(bytes.data(), bytes.size())) return {};
    static constexpr char kHex[] = "0123456789abcdef";
    std::string token;
    for (std::uint8_t b : bytes) {
        token += kHex[b >> 4];
        token += kHex[b & 15];
    }
    return token;
}

std::string RandomJoinCode(int length) {
    constexpr unsigned kLetters = sizeof(kCodeAlphabet) - 1;
    std::string code;
    while (static_cast<int>(code.size()) < length) {
        std::uint8_t b = 0;
        if (!FillRandom(&b, 1)) return {};
        if (b >= 256 / kLetters * kLetters) continue;  // rejection keeps every letter equally likely
        code += kCodeAlphabet[b % kLetters];
    }
    return code;
}

std::string NormalizeCode(std::string_view typed) {
    std::string out;
    for (char c : typed) {
        if (c == ' ' || c == '-') continue;
        out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    return out;
}

bool SecretsEqual(std::string_view a, std::string_view b) {
    unsigned char diff = a.size() == b.size() ? 0 : 1;
    for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ (i < b.size() ? b[i] : 0));
    return diff == 0;
}

}  // namespace circlelab::live
