// What to draw, as plain data: the core decides every line, colour and label; src/render only
// executes it. A test can check that a contact produced the orange line to the right point
// without a pixel being drawn.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/draw/claim.h"
#include "core/geometry/vec2.h"

namespace circlelab {

struct Rgba {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;
    friend constexpr bool operator==(Rgba, Rgba) = default;
};

/// Fully transparent: "no fill" or "no outline".
inline constexpr Rgba kNoColor{0, 0, 0, 0};

/// An image from assets/textures drawn inside a fill, tinted by the fill colour.
enum class Texture { kNone, kBall, kTile };

/// A straight stroke; `width` in screen pixels at zoom 1.
struct LineCmd {
    Vec2 a, b;
    Rgba color;
    float width = 1.0f;
    Meaning meaning;  ///< a closest-point line says whose; "" for a decoration
    /// On screen, px: a line shorter than this says nothing there and is not drawn (a ball's
    /// turning mark on a ball a few pixels wide is a smudge, and two thousand of them cost a
    /// software-rendered frame more than the balls). 0: always drawn.
    float minLength = 0.0f;
};

/// How a shape is painted: a fill (optionally textured) and an outline; alpha 0 skips either.
struct Paint {
    Rgba fill;
    Rgba outline = kNoColor;
    float outlineWidth = 1.0f;  ///< screen pixels at zoom 1
    Texture texture = Texture::kNone;
};

/// A convex polygon (world space).
struct PolygonCmd {
    std::vector<Vec2> points;
    Paint paint;
    /// One of a grid of cells that must tile exactly (the disagreement map): drawn with its corners
    /// on whole screen pixels and no smooth edge, so neighbours neither leave a gap nor overlap.
    bool tiled = false;
};

struct TileMap;

/// A tile map too big to draw tile by tile (a million tiles, the most the valid ranges allow): one
/// mark for the whole map instead of some 400,000 polygons a frame. The renderer draws the rows
/// and columns in view only, each run of a row's squares as one bar and each triangle alone
/// (MapRowParts), all with `paint`; where a row is thinner on screen than its outline, all that
/// shows is the outline's colour, and the row is one quad of it. Labels keep clear of the map's
/// outer edge instead of every tile's edges.
struct BigMapCmd {
    std::shared_ptr<const TileMap> map;
    std::size_t at = 0;  ///< drawn before polygons[at], after the ones before it
    Paint paint;
    /// A tile that stands out (hit, or selected): drawn after its row, whose bars and plain
    /// triangles keep its place (a row cut round it ended a pixel off the others, seen whole).
    struct Standing {
        std::size_t row = 0;
        PolygonCmd polygon;
    };
    std::vector<Standing> standing;  ///< in row order
};

struct CircleCmd {
    Vec2 center;
    double radius = 0.0;
    Paint paint;
};

/// A text label anchored at a world point (its top-left, or its centre with `centered`).
struct TextCmd {
    Vec2 at;
    std::string text;
    Rgba color;
    float scale = 1.0f;  ///< relative to the UI font
    bool centered = false;
    Meaning meaning;  ///< what the text states (docs/picture-claims.md)
};

/// An arrow from a world point along a world vector. On screen it is never shorter than
/// kMinArrowPixels (a 1 px resolution vector stays visible), its head grows with the text, and its
/// label, placed at the tip, says the true length.
struct ArrowCmd {
    Vec2 from, vector;
    Rgba color;
    float width = 2.5f;
    std::string label;  ///< "" for none
    /// The tip stays where `from + vector` is and an arrow lengthened to the minimum grows
    /// backwards: for an arrow that must end on a point (a push that ends on the surface).
    bool pinnedAtTip = false;
    Meaning meaning;  ///< what the arrow and its label state
};

/// The camera: screen = world · zoom + pan. It changes only the view, never the scene.
struct View {
    double zoom = 1.0;
    Vec2 pan;
    constexpr Vec2 ToScreen(Vec2 world) const { return world * zoom + pan; }
    constexpr Vec2 ToWorld(Vec2 screen) const { return (screen - pan) / zoom; }
};

/// Drawn in this order: polygons (a big map among them), circles, lines, arrows, labels.
struct DrawList {
    std::vector<PolygonCmd> polygons;
    std::optional<BigMapCmd> bigMap;
    std::vector<CircleCmd> circles;
    /// How many of the first circles are the scene's shapes, which stay as they are while the
    /// circle moves: a renderer may keep them drawn from frame to frame (render/circle_layers.h).
    /// Only a hint: what is drawn is the same either way.
    std::size_t stillCircles = 0;
    std::vector<LineCmd> lines;
    std::vector<ArrowCmd> arrows;
    std::vector<TextCmd> labels;
};

/// An arrow from `from` to `to` (nothing when they coincide), with an optional label at its tip.
void AddArrow(DrawList& out, Vec2 from, Vec2 to, Rgba color, float width, std::string label = "", Meaning meaning = {});
/// An arrow of `vector` that ends at `tip` (lengthened backwards when short, see ArrowCmd).
void AddArrowEndingAt(DrawList& out, Vec2 tip, Vec2 vector, Rgba color, float width, std::string label = "",
                      Meaning meaning = {});

/// The shortest an arrow is drawn, in screen pixels at scale 1.
inline constexpr double kMinArrowPixels = 40.0;

/// An arrow as the screen shows it: its shaft from `from` to `tip` and the two strokes of its head.
struct ScreenArrow {
    Vec2 from, tip, headLeft, headRight;
    bool visible = false;  ///< false for a zero vector
};
/// Where `arrow` goes on screen under `view`; `scale` grows the minimum length and the head with
/// the text (1 in the lab, larger in classroom mode).
ScreenArrow ArrowOnScreen(const ArrowCmd& arrow, const View& view, double scale);

}  // namespace circlelab
