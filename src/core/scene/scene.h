// A scene: the circles that move (bodies), the static shapes they meet, an optional tile map, the
// settings a scene opens with (docs/architecture.md, Scene files) and, apart from them, what the
// viewer shows when it opens (view_settings.h). The first body is the circle the user drags.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/collide/region.h"
#include "core/geometry/shapes.h"
#include "core/scene/view_settings.h"

namespace circlelab {

struct Body {
    Circle circle;
    double mass = 1.0;        ///< > 0
    double elasticity = 0.8;  ///< restitution, 0..1
    Vec2 velocity;            ///< px/s
    bool fixed = false;       ///< no physics (Godfrey's entity without a physics component): never moves, infinite mass
    double friction = 0.3;    ///< Coulomb friction coefficient at its contacts (the physical model), 0..10
    // The physical model's rolling and sleeping. Angle and spin are saved in files (in degrees);
    // sleeping is the state of a run (a scene opens with its balls awake).
    double angle = 0.0;       ///< radians, as docs/architecture.md's R(θ): positive turns clockwise on screen (y down)
    double spin = 0.0;        ///< angular velocity, rad/s; a solid disc, I = ½ m r²
    bool asleep = false;      ///< at rest for a while: not integrated until touched, dragged or hit
    double still = 0.0;       ///< seconds it has been at rest (sleeps after physics::kSleepAfter)
    Vec2 restsAt;             ///< where its rest began: it rests while it stays near it
    friend bool operator==(const Body&, const Body&) = default;
};

/// Worden's mini-golf tile world ("Mixed Bounding Types"): a grid of square tiles from `origin` (top-left),
/// one string per row: '.' open, '#' solid, '1'–'4' the triangle tiles in the order of his enum
/// (missing upper-left, upper-right, lower-left, lower-right).
struct TileMap {
    Vec2 origin;
    double size = 32.0;
    std::vector<std::string> rows;
    friend bool operator==(const TileMap&, const TileMap&) = default;
};

/// The static shapes of the tile map, in row order: a Rect per '#', a Triangle per '1'–'4'.
std::vector<Shape> TileShapes(const TileMap& tiles);

/// The swept path shows where the circle goes in this many seconds at its velocity.
inline constexpr double kSweepSeconds = 1.0;

enum class ResponseModel { kPhysical, kTutorial };

/// The tutorial a scene is built around (`"tutorial"` in its settings): its regions go by that
/// tutorial's names (Worden's case numbers, Godfrey's I–VIII) and the lab explains that method.
enum class Tutorial { kNone, kLazyFoo, kWorden, kGodfrey, kMigapro };

struct Settings {
    Vec2 gravity;  ///< px/s², y down
    ResponseModel response = ResponseModel::kPhysical;
    Tutorial tutorial = Tutorial::kNone;
    double damping = 0.0;  ///< the fraction of speed lost per second (air, or an older file's rolling friction)
    /// Rolling resistance, px/s²: a steady slowing of every moving body, as a green slows a golf
    /// ball; unlike damping it brings a crawling ball to a stop within moments.
    double rolling = 0.0;
    bool running = false;  ///< the simulation runs when the scene opens
    std::optional<Circle> cup;  ///< mini-golf: the hole the ball must stop in
    int par = 0;                ///< mini-golf: the strokes the hole should take (0: none given)
    /// What the camera frames, when the scene's author chose it (`"view": [x, y, w, h]`); else the
    /// bounds of its shapes, bodies and tiles.
    std::optional<Aabb> view;
    friend bool operator==(const Settings&, const Settings&) = default;
};

struct Scene {
    std::string name;
    std::string description;
    std::vector<Body> bodies;
    std::vector<Shape> shapes;
    std::optional<TileMap> tiles;
    Settings settings;
    /// What the scene opens showing (a file's `"viewer"`): the viewer's, never an edit's.
    ViewSettings viewer;
    friend bool operator==(const Scene&, const Scene&) = default;
};

/// Whether two scenes are the same apart from what the viewer shows: what an edit can change.
bool SameContent(const Scene& a, const Scene& b);

/// How many shapes AllShapes gives, without building them.
int ShapeCount(const Scene& scene);

/// Keeps the selection among the scene's shapes (after an edit or an undo took some away).
void KeepSelectionInRange(Scene& scene);

/// How the scene's regions are named: by Worden's case numbers in a scene built on his tutorial,
/// else by Godfrey's regions.
inline RegionNaming RegionNamingOf(const Scene& scene) {
    return scene.settings.tutorial == Tutorial::kWorden ? RegionNaming::kWorden : RegionNaming::kGodfrey;
}

/// The listed shapes followed by the tile map's, in row order: the order of `report`.
std::vector<Shape> AllShapes(const Scene& scene);

}  // namespace circlelab
