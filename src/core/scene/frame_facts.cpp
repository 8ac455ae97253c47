#include "core/scene/frame_facts.h"

namespace circlelab {

FrameFacts ComputeFacts(const Scene& scene) {
    FrameFacts facts;
    facts.shapes = AllShapes(scene);
    if (!scene.bodies.empty()) {
        const Circle& dragged = scene.bodies.front().circle;
        facts.contacts.reserve(facts.shapes.size());
        for (const Shape& s : facts.shapes) facts.contacts.push_back(Collide(dragged, s));
    }
    const int s = scene.viewer.selected;
    if (s >= 0 && s < static_cast<int>(facts.shapes.size())) facts.selected = s;
    return facts;
}

}  // namespace circlelab
