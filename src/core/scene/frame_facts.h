// What one frame of the lab is about: every shape (the listed ones, then the tile map's) and the
// dragged circle's contact with each. Computed once per frame and read by everything that draws
// or explains it — the scene's picture, the numbers box, the tutorials window, hover — so no part
// of a frame rebuilds the tile map's shapes or collides the circle again.
#pragma once

#include <vector>

#include "core/collide/contact.h"
#include "core/scene/scene.h"

namespace circlelab {

struct FrameFacts {
    std::vector<Shape> shapes;      ///< AllShapes order
    std::vector<Contact> contacts;  ///< the dragged circle (the first body) against each; empty without a body
    int selected = -1;              ///< the selected shape's index, -1 when the selection is out of range

    const Shape* SelectedShape() const { return selected >= 0 ? &shapes[selected] : nullptr; }
    const Contact* SelectedContact() const {
        return selected >= 0 && !contacts.empty() ? &contacts[selected] : nullptr;
    }
};

FrameFacts ComputeFacts(const Scene& scene);

}  // namespace circlelab
