// The contacts a frame of the lab is about: the dragged circle (the first body) against every shape.
#pragma once

#include <vector>

#include "core/collide/contact.h"
#include "core/scene/scene.h"

namespace circlelab {

/// Every shape's contact with the dragged circle (the first body), in AllShapes order; empty
/// when the scene has no body.
std::vector<Contact> DraggedContacts(const Scene& scene);

}  // namespace circlelab
