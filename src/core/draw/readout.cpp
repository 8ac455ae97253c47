#include "core/draw/readout.h"

#include <cstdio>

#include "core/collide/contact.h"
#include "core/collide/region.h"
#include "core/geometry/number_text.h"

namespace circlelab {

std::vector<std::pair<std::string, std::string>> ContactReadout(const Scene& scene) {
    return ContactReadout(scene, ComputeFacts(scene));
}

std::vector<std::pair<std::string, std::string>> ContactReadout(const Scene& scene, const FrameFacts& facts) {
    std::vector<std::pair<std::string, std::string>> rows;
    if (scene.bodies.empty()) return rows;
    const Circle& circle = scene.bodies.front().circle;
    rows.push_back({"centre", FormatPoint(circle.center)});
    rows.push_back({"radius", FormatFixed(circle.radius)});
    const int s = facts.selected;
    if (s < 0) return rows;
    const Shape& shape = *facts.SelectedShape();
    const Contact& c = *facts.SelectedContact();
    rows.push_back({"shape", "#" + std::to_string(s) + " " + std::string(TypeName(shape))});
    rows.push_back({"distance", FormatFixed(c.distance)});
    rows.push_back({"depth", FormatFixed(c.depth)});
    rows.push_back({"region", RegionOf(shape, circle.center, RegionNamingOf(scene))});
    rows.push_back({"closest", FormatPoint(c.closest)});
    char normal[64];
    std::snprintf(normal, sizeof normal, "(%.3f, %.3f)", c.normal.x, c.normal.y);
    rows.push_back({"normal", normal});
    rows.push_back({"feature", std::string(FeatureName(c.feature))});
    rows.push_back({"hit", c.hit ? "yes" : "no"});
    return rows;
}

}  // namespace circlelab
