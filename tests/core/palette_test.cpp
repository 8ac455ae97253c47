// The palette read by eyes that see red and green alike, and on a washed-out projector: every pair
// of colours that tells the viewer something stays apart. Colours are compared in CIELAB (CIE76
// ΔE) after simulating deuteranopia and protanopia with the matrices of Machado, Oliveira and
// Fernandes, "A Physiologically-based Model for Simulation of Color Vision Deficiency" (2009,
// severity 1), and a projector as the colour mixed 45 % with white.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <string>

#include "core/draw/palette.h"

namespace circlelab {
namespace {

using Matrix = std::array<std::array<double, 3>, 3>;
constexpr Matrix kIdentity{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
constexpr Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kProtanopia{{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};

double Linear(double c) {
    c /= 255;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// A colour as drawn: a translucent one over the background.
std::array<double, 3> Drawn(Rgba c) {
    const double a = c.a / 255.0;
    const Rgba bg = palette::kBackground;
    return {c.r * a + bg.r * (1 - a), c.g * a + bg.g * (1 - a), c.b * a + bg.b * (1 - a)};
}

std::array<double, 3> Lab(std::array<double, 3> srgb, const Matrix& eye, double washed) {
    std::array<double, 3> lin{};
    for (int i = 0; i < 3; ++i) lin[i] = Linear(srgb[i] * (1 - washed) + 255 * washed);
    std::array<double, 3> seen{};
    for (int i = 0; i < 3; ++i) seen[i] = eye[i][0] * lin[0] + eye[i][1] * lin[1] + eye[i][2] * lin[2];
    const double x = 0.4124 * seen[0] + 0.3576 * seen[1] + 0.1805 * seen[2];
    const double y = 0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2];
    const double z = 0.0193 * seen[0] + 0.1192 * seen[1] + 0.9505 * seen[2];
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    const double fx = f(x / 0.9505), fy = f(y), fz = f(z / 1.089);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

double DeltaE(Rgba a, Rgba b, const Matrix& eye, double washed = 0) {
    const auto la = Lab(Drawn(a), eye, washed), lb = Lab(Drawn(b), eye, washed);
    return std::hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
}

struct Pair {
    const char* what;
    Rgba a, b;
};

// What must never be confused: hit or not, the circle against the shapes, the three arrows, the
// regions, and the lines and shading against the background.
const Pair kPairs[] = {
    {"hit shape / shape", palette::kHit, palette::kShape},
    {"hit shape / selected shape", palette::kHit, palette::kSelectedShape},
    {"hit circle / circle", palette::kHit, palette::kCircle},
    {"circle / shape", palette::kCircle, palette::kShape},
    {"ball / shape", palette::kBody, palette::kShape},
    {"normal / resolution", palette::kNormal, palette::kResolution},
    {"normal / impulse", palette::kNormal, palette::kImpulse},
    {"resolution / impulse", palette::kResolution, palette::kImpulse},
    {"face region / corner region", palette::kFaceRegion, palette::kCornerRegion},
    {"face region / current region", palette::kFaceRegion, palette::kCurrentRegion},
    {"corner region / current region", palette::kCornerRegion, palette::kCurrentRegion},
    {"closest line / background", palette::kClosest, palette::kBackground},
    {"unrotated frame / background", palette::kGhost, palette::kBackground},
    {"disagreement / background", palette::kDisagree, palette::kBackground},
    {"prediction / closest line", palette::kPrediction, palette::kClosest},
    {"prediction / normal", palette::kPrediction, palette::kNormal},
    {"prediction / resolution", palette::kPrediction, palette::kResolution},
    {"prediction / hit shape", palette::kPrediction, palette::kHit},
    {"prediction / circle", palette::kPrediction, palette::kCircle},
    {"prediction / shape", palette::kPrediction, palette::kShape},
    {"other model / impulse", palette::kOtherModel, palette::kImpulse},
    {"other model / ball", palette::kOtherModel, palette::kBody},
    {"other model / shape", palette::kOtherModel, palette::kShape},
    {"other model / hit", palette::kOtherModel, palette::kHit},
    {"other model / velocity", palette::kOtherModel, palette::kVelocity},
    {"other model / resolution", palette::kOtherModel, palette::kResolution},
    {"other model / background", palette::kOtherModel, palette::kBackground},
};

TEST(Palette, RedGreenColourBlindEyesTellEveryPairApart) {
    for (const Pair& p : kPairs) {
        EXPECT_GE(DeltaE(p.a, p.b, kDeuteranopia), 20) << p.what << " (deuteranopia)";
        EXPECT_GE(DeltaE(p.a, p.b, kProtanopia), 20) << p.what << " (protanopia)";
    }
}

TEST(Palette, AWashedOutProjectorKeepsEveryPairApart) {
    for (const Pair& p : kPairs) EXPECT_GE(DeltaE(p.a, p.b, kIdentity, 0.45), 12) << p.what;
}

// The check itself: red and green that differ only in hue are one colour to a deuteranope.
TEST(Palette, TheSimulationConfusesRedAndGreen) {
    const Rgba red{180, 90, 40, 255}, green{115, 130, 30, 255};
    EXPECT_GT(DeltaE(red, green, kIdentity), 40);
    EXPECT_LT(DeltaE(red, green, kDeuteranopia), 2);
}

}  // namespace
}  // namespace circlelab
