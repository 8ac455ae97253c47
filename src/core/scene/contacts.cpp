#include "core/scene/contacts.h"

namespace circlelab {

std::vector<Contact> DraggedContacts(const Scene& scene) {
    std::vector<Contact> out;
    if (scene.bodies.empty()) return out;
    for (const Shape& s : AllShapes(scene)) out.push_back(Collide(scene.bodies.front().circle, s));
    return out;
}

}  // namespace circlelab
