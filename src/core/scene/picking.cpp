#include "core/scene/picking.h"

#include "core/collide/contact.h"

namespace circlelab {

int ShapeAt(const Scene& scene, Vec2 world) { return ShapeAt(AllShapes(scene), world); }

int ShapeAt(std::span<const Shape> shapes, Vec2 world) {
    for (int i = static_cast<int>(shapes.size()) - 1; i >= 0; --i) {
        // Inside, or within 3 px of the outline so thin shapes can be picked.
        if (Collide(Circle{world, 3.0}, shapes[i]).hit) return i;
    }
    return -1;
}

}  // namespace circlelab
