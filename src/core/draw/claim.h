// What a picture asserts, as data (docs/picture-claims.md): every label, arrow, closest-point
// line, readout row, shading and chart mark says what it means — which shape, which quantity or
// region, which value — so a program can check the picture against the core's exact answer.
// A draw command carries its `Meaning` from where it is made; the frame that places it on screen
// turns it into a `Claim` with its window position. A mark with an empty meaning is decoration
// (a sweep's capsule, a rolling mark); a label or arrow without one is a fault the checker finds.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/geometry/vec2.h"

namespace circlelab {

/// What one drawn mark means, in scene terms.
struct Meaning {
    /// The quantity, as the numbers box and `report` spell it ("distance", "region", "normal",
    /// "resolution", "sweep-normal", ...); "" for decoration.
    std::string means{};
    int shape = -1;  ///< the shape it is about, as `report` numbers them (-1: none)
    int body = -1;   ///< the body it is about (contact arrows of the physics; -1: none)
    std::optional<double> value{};  ///< the number it states (a distance, a depth, a time)
    std::optional<Vec2> vector{};   ///< the exact vector an arrow stands for
    /// A region label: the region's name as RegionOf spells it ("II", "case 9", "edge hypotenuse").
    std::string region{};
    /// A region label: the region's polygon (scene pixels, convex) the label is kept inside.
    std::vector<Vec2> area{};
};

/// One claim of a picture, in window pixels (x right, y down).
struct Claim {
    std::string kind{};                   ///< "label", "line", "arrow", "readout", "shading", "mark", "window", "plot"
    std::string means{};                  ///< as Meaning::means
    int shape = -1;
    int body = -1;
    std::optional<double> value{};        ///< a stated number
    std::optional<bool> truth{};          ///< a stated yes/no (readouts "hit", "inside")
    std::optional<Vec2> vector{};         ///< a stated vector (arrows, readouts "normal", "closest")
    std::string word{};                   ///< a stated word (readouts "region", "feature")
    std::string text{};                   ///< what the picture shows, as written
    bool hidden = false;                  ///< shown as "?" (predict first): states nothing
    std::string region{}, zone{};         ///< region labels (zone: where it lies in a rectangle's frame)
    std::optional<std::array<double, 4>> box{}; ///< text: [left, top, right, bottom]; windows and plots: their frame
    /// A readout: the part of its window in view, [left, top, right, bottom] (a row outside it is
    /// scrolled or cut off: not seen).
    std::optional<std::array<double, 4>> within{};
    std::optional<Vec2> from{}, to{};     ///< lines and arrows
    std::string method{};                 ///< shading: the tutorial's method
    std::optional<double> statedArea{}, visibleArea{}; ///< shading, in scene px²
    std::optional<double> speed{};        ///< chart mark: the speed it marks (px/s)
    std::string cell{};                   ///< chart mark: "tunnels", "caught", "missed" under it
};

/// A picture's claims: its size, the view (screen = scene · scale + offset) and every claim.
struct PictureClaims {
    Vec2 size{};
    double scale = 1;
    Vec2 offset{};
    std::vector<Claim> claims{};
};

}  // namespace circlelab
