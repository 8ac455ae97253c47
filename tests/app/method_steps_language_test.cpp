// The classic methods' steps, written by the core in English, read in the chosen language where the
// tutorials comparison shows them (app/base/method_phrases.cpp, docs/languages.md): over a sweep of
// circles around every kind of shape, every phrase of every step of every method is in the
// catalogue, and so is every reason a method does not apply and every method's source line.
#include <gtest/gtest.h>

#include <map>
#include <regex>
#include <string>
#include <vector>

#include "app/lang/tr.h"
#include "core/classic/classic.h"

namespace circlelab::app {
namespace {

// The shapes the methods tell apart: a box, a turned box, each tile, a thin tile (a long walk), a
// disc, and ones beyond the tutorials' int and Long coordinates.
std::vector<Shape> Shapes() {
    std::vector<Shape> shapes{Rect({100, 100}, {80, 60}), Rect({100, 100}, {80, 60}, 30), Circle{{140, 130}, 30},
                              Triangle({100, 100}, {200, 12}, Corner::kBottomLeft), Rect({3e9, 0}, {10, 10}),
                              Circle{{3e9, 0}, 5}, Triangle({100, 100}, {80, 60}, Corner::kTopLeft, 15)};
    for (Corner c : {Corner::kTopLeft, Corner::kTopRight, Corner::kBottomLeft, Corner::kBottomRight})
        shapes.push_back(Triangle({100, 100}, {80, 60}, c));
    return shapes;
}

// In the pseudo-language every translated letter is accented: a run of two plain letters left in a
// shown text is English that escaped the catalogue.
TEST(MethodStepsLanguage, EveryStepOfEveryMethodIsInTheCatalogue) {
    ASSERT_TRUE(SetLanguage("qps"));
    const std::regex english("[A-Za-z_]{2,}");
    std::map<std::string, std::string> untranslated;  // the English word, a text it shows in
    int steps = 0;
    const auto check = [&](const std::string& shown, const std::string& english_text) {
        for (std::sregex_iterator it(shown.begin(), shown.end(), english), end; it != end; ++it)
            untranslated.emplace(it->str(), english_text);
    };
    for (const Shape& shape : Shapes())
        for (double x = 20; x <= 320; x += 10)
            for (double y = 30; y <= 230; y += 10)
                for (double r : {4.0, 25.0, 70.0, 3e9})
                    for (classic::Algorithm a : classic::kAllAlgorithms) {
                        const classic::Verdict v = classic::Evaluate(a, Circle{{x, y}, r}, shape);
                        for (const std::string& step : v.steps) check(TrPhrases("method", step), step), ++steps;
                        if (!v.hit) check(TrC("not applicable", v.notApplicable), v.notApplicable);
                    }
    // The centres coinciding (Godfrey's undefined resolution).
    for (const std::string& step : classic::Evaluate(classic::Algorithm::kGodfrey, Circle{{140, 130}, 10}, Circle{{140, 130}, 30}).steps)
        check(TrPhrases("method", step), step);
    for (classic::Algorithm a : classic::kAllAlgorithms) {
        const std::string source(classic::Source(a));
        check(TrC("method source", source), source);
    }
    SetLanguage("en");
    EXPECT_GT(steps, 1000);
    std::string all;
    for (const auto& [word, text] : untranslated) all += "\n  \"" + word + "\" in \"" + text + "\"";
    EXPECT_EQ(all, "");
}

}  // namespace
}  // namespace circlelab::app
