#include "core/io/report.h"

#include "core/classic/classic.h"
#include "core/collide/contact.h"
#include "core/io/json.h"
#include "core/io/query.h"

namespace circlelab {

std::string SceneReport(const Scene& scene) {
    const std::vector<Shape> shapes = AllShapes(scene);
    std::string out = "{\"scene\":" + QuoteJson(scene.name) + ",\"bodies\":[\n";
    for (std::size_t b = 0; b < scene.bodies.size(); ++b) {
        const Circle& c = scene.bodies[b].circle;
        out += " {\"body\":" + std::to_string(b) + ",\"circle\":{\"x\":" + FormatNumber(c.center.x) +
               ",\"y\":" + FormatNumber(c.center.y) + ",\"r\":" + FormatNumber(c.radius) + "},\"contacts\":[\n";
        for (std::size_t s = 0; s < shapes.size(); ++s) {
            out += "  {\"shape\":" + std::to_string(s) + ",\"type\":\"" + std::string(TypeName(shapes[s])) + "\"," +
                   ContactFields(Collide(c, shapes[s])) + ",\"classic\":{";
            // Each tutorial's verdict; null where its method does not apply to this shape.
            for (std::size_t a = 0; a < classic::kAllAlgorithms.size(); ++a) {
                const classic::Verdict v = classic::Evaluate(classic::kAllAlgorithms[a], c, shapes[s]);
                out += (a ? ",\"" : "\"") + std::string(classic::Name(classic::kAllAlgorithms[a])) + "\":" +
                       (v.hit ? (*v.hit ? "true" : "false") : "null");
            }
            out += "}}";
            out += s + 1 < shapes.size() ? ",\n" : "\n";
        }
        out += b + 1 < scene.bodies.size() ? " ]},\n" : " ]}\n";
    }
    out += "]}\n";
    return out;
}

}  // namespace circlelab
