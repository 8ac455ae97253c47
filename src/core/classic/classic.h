// The classic tutorials' algorithms (Lazy Foo, Worden, Godfrey, migapro), reproduced as each
// tutorial describes them, with their own number types and comparisons, beside the exact answer
// (Collide). Each one also writes down its steps with the live numbers, for the explain panel;
// Hit gives the verdict alone, without the text, for the disagreement map.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/geometry/shapes.h"

namespace circlelab::classic {

enum class Algorithm {
    kLazyFoo,           ///< Lazy Foo', "Circular Collision Detection", as the prose describes it
    kLazyFooPublished,  ///< Lazy Foo' as printed: the corner test repeats corner 3
    kWorden,            ///< Worden, "Mixed Bounding Types", as the prose describes it
    kWordenPublished,   ///< Worden as printed: TextY for TestY; the walk measures to (Left, Right)
    kGodfrey,           ///< Godfrey, "Circle-Rectangle Collisions" and "Circle Collisions": regions,
                        ///< bounding square, resolution vector
    kMigapro,           ///< migapro, "Circle and Rotated Rectangle": rotate the centre back, clamp, compare
    kBoundingBox,       ///< the circle's bounding square against the shape's bounding box
};
inline constexpr std::array<Algorithm, 7> kAllAlgorithms{
    Algorithm::kLazyFoo, Algorithm::kLazyFooPublished, Algorithm::kWorden, Algorithm::kWordenPublished,
    Algorithm::kGodfrey, Algorithm::kMigapro, Algorithm::kBoundingBox};

/// "lazyfoo", "lazyfoo-published", "worden", "worden-published", "godfrey", "migapro", "bounding-box".
std::string_view Name(Algorithm algorithm);
/// The method of that name, as Name writes it; none for any other text.
std::optional<Algorithm> AlgorithmNamed(std::string_view name);
/// Every name, for messages: "lazyfoo, lazyfoo-published, ..., bounding-box".
std::string AlgorithmNames();
/// One line: whose method, from which tutorial.
std::string_view Source(Algorithm algorithm);

struct Verdict {
    std::optional<bool> hit;          ///< nullopt: the algorithm does not apply to this shape
    std::optional<Vec2> resolution;   ///< Godfrey's resolution vector for the circle, when it has one
    std::string notApplicable;        ///< why, when !hit
    std::vector<std::string> steps;   ///< the method's steps with the numbers of this case
};

/// Runs one algorithm on a circle and a (valid) shape, with its steps written out.
Verdict Evaluate(Algorithm algorithm, const Circle& circle, const Shape& shape);
/// The same algorithm's verdict alone, with no text: always Evaluate(...).hit (the same code runs,
/// see explain.h), at a small part of the cost. nullopt: the algorithm does not apply.
std::optional<bool> Hit(Algorithm algorithm, const Circle& circle, const Shape& shape);

/// Formats a number for a step: one decimal ("412.0").
std::string Num(double v);

}  // namespace circlelab::classic
