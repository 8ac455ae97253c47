// A scene: the circles that move (bodies) and the static shapes they meet (DESIGN.md, Scene
// files). The first body is the circle the user drags.
#pragma once

#include <string>
#include <vector>

#include "shapes.h"

namespace circlelab {

struct Body {
    Circle circle;
    double mass = 1.0;
    double elasticity = 0.8;  ///< restitution, 0..1
    Vec2 velocity;
};

struct Scene {
    std::string name;
    std::string description;
    std::vector<Body> bodies;
    std::vector<Shape> shapes;
};

/// The scene the program opens with when none is given: one of each shape kind and a circle
/// to drag, so a new user sees every kind of contact at once.
Scene DefaultScene();

}  // namespace circlelab
