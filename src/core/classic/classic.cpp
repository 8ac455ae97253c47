#include "core/classic/classic.h"
#include "core/classic/explain.h"

#include <cstdio>

namespace circlelab::classic {

std::string_view Name(Algorithm a) {
    switch (a) {
        case Algorithm::kLazyFoo: return "lazyfoo";
        case Algorithm::kLazyFooPublished: return "lazyfoo-published";
        case Algorithm::kWorden: return "worden";
        case Algorithm::kWordenPublished: return "worden-published";
        case Algorithm::kGodfrey: return "godfrey";
        case Algorithm::kMigapro: return "migapro";
        case Algorithm::kBoundingBox: return "bounding-box";
    }
    return "bounding-box";
}

std::optional<Algorithm> AlgorithmNamed(std::string_view name) {
    for (const Algorithm a : kAllAlgorithms)
        if (Name(a) == name) return a;
    return std::nullopt;
}

std::string AlgorithmNames() {
    std::string out;
    for (const Algorithm a : kAllAlgorithms) out += (out.empty() ? "" : ", ") + std::string(Name(a));
    return out;
}

std::string_view Source(Algorithm a) {
    switch (a) {
        case Algorithm::kLazyFoo: return "Lazy Foo', Circular Collision Detection: a cross of thin rectangles and corners in the circle, on int";
        case Algorithm::kLazyFooPublished: return "Lazy Foo' as printed: the corner test checks corner 3 four times";
        case Algorithm::kWorden: return "Worden, Mixed Bounding Types: the clamp test and the triangle's seven cases, on Long";
        case Algorithm::kWordenPublished: return "Worden as printed: the clamp measures to (TestX, TextY = 0); the walk compares with (Left, Right)";
        case Algorithm::kGodfrey: return "Godfrey, Circle-Rectangle Collisions: regions I-VIII, the bounding square, the resolution vector";
        case Algorithm::kMigapro: return "migapro, Circle and Rotated Rectangle: rotate the centre back, clamp, compare";
        case Algorithm::kBoundingBox: return "The mistake Godfrey warns about: the circle's bounding square against the shape's bounding box";
    }
    return "";
}

std::string Num(double v) {
    char text[48];
    std::snprintf(text, sizeof text, "%.1f", v);
    return text;
}

namespace {

// The one place an algorithm picks its method, for both ways of running it (explain.h).
template <class Out>
std::optional<bool> Run(Algorithm a, const Circle& circle, const Shape& shape, Out& out) {
    switch (a) {
        case Algorithm::kLazyFoo: return detail::LazyFooMethod(circle, shape, false, out);
        case Algorithm::kLazyFooPublished: return detail::LazyFooMethod(circle, shape, true, out);
        case Algorithm::kWorden: return detail::WordenMethod(circle, shape, false, out);
        case Algorithm::kWordenPublished: return detail::WordenMethod(circle, shape, true, out);
        case Algorithm::kGodfrey: return detail::GodfreyMethod(circle, shape, out);
        case Algorithm::kMigapro: return detail::MigaproMethod(circle, shape, out);
        case Algorithm::kBoundingBox: return detail::BoundingBoxMethod(circle, shape, out);
    }
    return std::nullopt;
}

}  // namespace

Verdict Evaluate(Algorithm a, const Circle& circle, const Shape& shape) {
    return detail::WithSteps([&](auto& out) { return Run(a, circle, shape, out); });
}

std::optional<bool> Hit(Algorithm a, const Circle& circle, const Shape& shape) {
    return detail::VerdictOnly([&](auto& out) { return Run(a, circle, shape, out); });
}

}  // namespace circlelab::classic
