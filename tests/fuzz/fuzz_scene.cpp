// Fuzz target: a scene file. A scene the loader accepts is written back and read again as the same
// scene, its every body's contact with every shape is finite, and its physics runs a few steps
// without a crash or a NaN; a scene it refuses gets messages that are valid UTF-8.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/collide/contact.h"
#include "core/io/scene_json.h"
#include "core/physics/simulation.h"
#include "core/scene/scene.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace circlelab;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const SceneLoad load = ParseScene(text);
    if (!load.scene) {
        fuzz::Require(!load.errors.empty(), "a refused scene says why");
        for (const SourceError& e : load.errors) fuzz::RequireUtf8(e.Format("s.json"), "the errors are UTF-8");
        return 0;
    }
    Scene scene = *load.scene;
    const SceneLoad again = ParseScene(SceneToJson(scene));
    fuzz::Require(again.scene.has_value(), "a written scene reads back");
    fuzz::Require(*again.scene == scene, "a written scene reads back the same");
    const std::vector<Shape> shapes = AllShapes(scene);
    if (shapes.size() * scene.bodies.size() <= 20000) {
        for (const Body& b : scene.bodies)
            for (const Shape& s : shapes) {
                const Contact c = Collide(b.circle, s);
                fuzz::Require(std::isfinite(c.distance) && std::isfinite(c.closest.x) && std::isfinite(c.closest.y),
                              "a contact in range is finite");
                fuzz::Require(std::abs(std::hypot(c.normal.x, c.normal.y) - 1.0) < 1e-9, "a contact's normal is unit");
            }
    }
    if (shapes.size() + scene.bodies.size() <= 2000) {
        physics::Simulation sim(scene);
        for (int i = 0; i < 8; ++i) sim.Step();
        for (const Body& b : sim.scene().bodies)
            fuzz::Require(std::isfinite(b.circle.center.x) && std::isfinite(b.circle.center.y), "bodies stay finite");
    }
    return 0;
}
