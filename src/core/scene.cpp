#include "scene.h"

namespace circlelab {

Scene DefaultScene() {
    Scene s;
    s.name = "Sandbox";
    s.description = "Drag the circle (or use the arrow keys) against a box, a rotated box, a triangle tile "
                    "and another circle. Whatever it touches turns blue; orange lines join its centre to the "
                    "closest point of each shape.";
    s.bodies.push_back(Body{Circle{{640, 380}, 40}, 1.0, 0.8, {}});
    s.shapes = {Rect{{140, 120}, {240, 140}, 0}, Rect{{520, 110}, {220, 120}, 30},
                Triangle{{880, 120}, {200, 200}, Corner::kTopLeft, 0}, Circle{{300, 520}, 80},
                Triangle{{820, 460}, {240, 160}, Corner::kBottomRight, 0}};
    return s;
}

}  // namespace circlelab
