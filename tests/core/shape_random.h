// Random shapes and circles for the sweep and invariance tests, from a fixed seed so every
// run checks the same cases.
#pragma once

#include <random>

#include "core/geometry/shapes.h"

namespace circlelab::testing {

class RandomShapes {
public:
    explicit RandomShapes(unsigned seed) : rng_(seed) {}

    double Uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng_); }
    int Int(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }

    /// A shape of the given kind (0 circle, 1 rect, 2 triangle) around the origin, sometimes
    /// axis-aligned, sometimes at a quarter turn, otherwise at any angle.
    Shape Make(int kind) {
        const Vec2 topLeft{Uniform(-200, 100), Uniform(-200, 100)};
        const Vec2 size{Uniform(0.5, 300), Uniform(0.5, 300)};
        const int angleKind = Int(0, 3);
        const double angle = angleKind == 0 ? 0.0 : angleKind == 1 ? 90.0 * Int(-4, 4) : Uniform(-720, 720);
        switch (kind) {
            case 0: return Circle{topLeft, size.x / 2};
            case 1: return Rect{topLeft, size, angle};
            default: return Triangle{topLeft, size, static_cast<Corner>(Int(0, 3)), angle};
        }
    }

    Vec2 Point() { return {Uniform(-400, 400), Uniform(-400, 400)}; }

private:
    std::mt19937_64 rng_;
};

}  // namespace circlelab::testing
