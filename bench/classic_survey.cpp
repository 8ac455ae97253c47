// How often each classic tutorial's verdict differs from the exact one, over a large random set
// of cases near the shapes (fixed seed: the same table every run), with an example of each kind
// of error. Prints the Markdown table of README.md. Run: build/bench/circlelab_classic_survey
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <string>

#include "core/classic/classic.h"
#include "core/classic/disagreement.h"
#include "core/collide/contact.h"
#include "core/io/shape_json.h"

using namespace circlelab;

namespace {

struct Tally {
    long applicable = 0, falseHits = 0, falseMisses = 0;
    std::string falseHitExample, falseMissExample;
};

std::string Example(const Circle& c, const Shape& s) {
    char text[96];
    std::snprintf(text, sizeof text, "centre (%.1f, %.1f) r %.1f, ", c.center.x, c.center.y, c.radius);
    return text + ShapeToJson(s);
}

}  // namespace

int main(int argc, char** argv) {
    const long cases = argc > 1 ? std::atol(argv[1]) : 200000;
    std::mt19937_64 rng(2024);
    auto uniform = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); };
    const char* kinds[] = {"circle", "rect", "rotated rect", "triangle tile"};
    std::map<std::pair<int, classic::Algorithm>, Tally> tallies;
    for (int kind = 0; kind < 4; ++kind) {
        for (long i = 0; i < cases; ++i) {
            // Whole-pixel shapes, as in the tutorials; centres anywhere near the shape.
            const Vec2 topLeft{std::round(uniform(0, 400)), std::round(uniform(0, 400))};
            const Vec2 size{std::round(uniform(4, 300)), std::round(uniform(4, 300))};
            Shape shape;
            if (kind == 0) shape = Circle{topLeft, std::round(size.x / 2)};
            else if (kind == 1) shape = Rect{topLeft, size, 0};
            else if (kind == 2) shape = Rect{topLeft, size, uniform(-180, 180)};
            else shape = Triangle{topLeft, size, static_cast<Corner>(rng() % 4), 0};
            const double radius = uniform(1, 60);
            Vec2 lo, hi;
            classic::MapWindow(shape, radius, lo, hi);
            const Circle circle{{uniform(lo.x, hi.x), uniform(lo.y, hi.y)}, radius};
            const bool exact = Collide(circle, shape).hit;
            for (classic::Algorithm a : classic::kAllAlgorithms) {
                const classic::Verdict v = classic::Evaluate(a, circle, shape);
                if (!v.hit) continue;
                Tally& t = tallies[{kind, a}];
                ++t.applicable;
                if (*v.hit && !exact && t.falseHits++ == 0) t.falseHitExample = Example(circle, shape);
                if (!*v.hit && exact && t.falseMisses++ == 0) t.falseMissExample = Example(circle, shape);
            }
        }
    }
    std::printf("| method | shape | cases | wrong | false hits | false misses |\n|---|---|---|---|---|---|\n");
    for (classic::Algorithm a : classic::kAllAlgorithms)
        for (int kind = 0; kind < 4; ++kind) {
            const auto it = tallies.find({kind, a});
            if (it == tallies.end()) continue;
            const Tally& t = it->second;
            std::printf("| %s | %s | %ld | %.2f%% | %ld | %ld |\n", std::string(classic::Name(a)).c_str(), kinds[kind],
                        t.applicable, 100.0 * double(t.falseHits + t.falseMisses) / double(t.applicable), t.falseHits,
                        t.falseMisses);
        }
    std::printf("\nFirst example of each kind of error:\n\n");
    for (classic::Algorithm a : classic::kAllAlgorithms)
        for (int kind = 0; kind < 4; ++kind) {
            const auto it = tallies.find({kind, a});
            if (it == tallies.end()) continue;
            if (!it->second.falseHitExample.empty())
                std::printf("- %s, false hit: %s\n", std::string(classic::Name(a)).c_str(), it->second.falseHitExample.c_str());
            if (!it->second.falseMissExample.empty())
                std::printf("- %s, false miss: %s\n", std::string(classic::Name(a)).c_str(), it->second.falseMissExample.c_str());
        }
    return 0;
}
