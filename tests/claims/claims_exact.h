// What the rules of the claims checker share: the claims, the exact answers for the scene and
// the view between window and scene pixels; and the small readings of text and geometry.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numbers>
#include <optional>
#include <string>
#include <vector>

#include "claims/claims_checker.h"
#include "core/collide/contact.h"

namespace circlelab::claims {

// What every rule reads: the claims, the exact answers, and the view between their coordinates.
struct Exact {
    const PictureClaims& picture;
    const Scene& scene;
    std::vector<Shape> shapes;
    std::vector<Contact> contacts;  // body 0 against each shape
    std::vector<Contradiction> found;

    Vec2 ToScene(Vec2 screen) const { return (screen - picture.offset) / picture.scale; }
    bool ValidShape(int s) const { return s >= 0 && s < static_cast<int>(shapes.size()); }
    void Report(const char* rule, std::string what) { found.push_back({rule, std::move(what)}); }
};

inline Vec2 Centre(const Claim& c) { return {((*c.box)[0] + (*c.box)[2]) * 0.5, ((*c.box)[1] + (*c.box)[3]) * 0.5}; }

inline std::string Text(Vec2 p) {
    char s[64];
    std::snprintf(s, sizeof s, "(%.3f, %.3f)", p.x, p.y);
    return s;
}

inline double DistanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 d = b - a;
    const double l2 = LengthSquared(d);
    const double t = l2 > 0 ? std::clamp(Dot(p - a, d) / l2, 0.0, 1.0) : 0.0;
    return Length(p - (a + d * t));
}

// The angle between two directions, in degrees.
inline double DegreesBetween(Vec2 a, Vec2 b) {
    const double la = Length(a), lb = Length(b);
    if (!(la > 0 && lb > 0)) return 180;
    return std::acos(std::clamp(Dot(a, b) / (la * lb), -1.0, 1.0)) * 180 / std::numbers::pi;
}

// The first number written in `text` (after `from`), if any.
inline std::optional<double> NumberIn(const std::string& text, std::size_t from = 0) {
    for (std::size_t i = from; i < text.size(); ++i) {
        if (std::isdigit(static_cast<unsigned char>(text[i])) || ((text[i] == '-' || text[i] == '.') && i + 1 < text.size() &&
                                                                   std::isdigit(static_cast<unsigned char>(text[i + 1])))) {
            char* end = nullptr;
            const double v = std::strtod(text.c_str() + i, &end);
            if (end != text.c_str() + i) return v;
        }
    }
    return std::nullopt;
}

// Whether `shown` (a number written to the program's precision) says `exact`.
inline bool Says(double shown, double exact, double precision) { return std::abs(shown - exact) <= precision * 0.5 + 1e-9 * (1 + std::abs(exact)); }

/// The rules, each adding what it finds to `x.found`.
void CheckArrows(Exact& x);
void CheckSweep(Exact& x);
void CheckReadouts(Exact& x);
void CheckOverlaps(Exact& x);
void CheckShading(Exact& x);
void CheckChart(Exact& x);
void CheckVisible(Exact& x);
void CheckTitles(Exact& x);
void CheckCovers(Exact& x);
void CheckCloud(Exact& x);
void CheckPlots(Exact& x);

}  // namespace circlelab::claims
