#include "app/model/scene_description.h"

#include <cmath>

#include "app/model/lab_state.h"
#include "app/model/predictions.h"
#include "app/lang/tr.h"
#include "core/draw/readout.h"
#include "core/geometry/number_text.h"
#include "core/geometry/shapes.h"

namespace circlelab::app {
namespace {

// "shape 2 (rect)", as the numbers box and report number them.
std::string ShapeName(int i, const Shape& shape) {
    return Format(Tr("shape %d (%s)"), i, TrC("numbers", std::string(TypeName(shape))).c_str());
}

std::string Touched(const FrameFacts& facts) {
    std::string list;
    int count = 0;
    facts.ForEachContact([&](std::size_t i, const Shape& shape, const Contact& c) {  // every hit is among them
        if (c.hit) list += (count++ ? ", " : "") + ShapeName(static_cast<int>(i), shape);
    });
    return count == 0 ? std::string(Tr("The circle touches no shape.")) : Format(Tr("The circle touches %s."), list.c_str());
}

// The selected shape's rows of the numbers box, in words.
std::string Selected(const Scene& scene, const FrameFacts& facts) {
    std::string distance, region, normal, depth;
    for (const auto& [name, value] : ContactReadout(scene, facts)) {
        if (name == "distance") distance = value;
        else if (name == "region") region = TrPhrases("numbers", value);
        else if (name == "normal") normal = value;
        else if (name == "depth") depth = value;
    }
    if (distance.empty()) return "";
    return Format(Tr("Selected: %s, distance %s px, region %s, normal %s, depth %s px."),
                  ShapeName(facts.selected, *facts.SelectedShape()).c_str(), distance.c_str(), region.c_str(), normal.c_str(), depth.c_str());
}

std::string Motion(const Scene& scene, bool running) {
    int moving = 0, still = 0;
    for (const Body& b : scene.bodies) {
        if (b.fixed) continue;
        const bool rests = b.asleep || std::hypot(b.velocity.x, b.velocity.y) < 1.0;
        (rests ? still : moving) += 1;
    }
    if (!running) return scene.bodies.size() > 1 ? Format(Tr("The physics is paused; %d balls."), moving + still) : "";
    return Format(Tr("The physics runs: %d balls moving, %d at rest."), moving, still);
}

}  // namespace

std::string DescribeScene(const Scene& scene, const FrameFacts& facts, const DescribedMoment& moment) {
    std::string text = TrC("scene", scene.name) + ".";
    const auto add = [&](const std::string& sentence) {
        if (!sentence.empty()) text += " " + sentence;
    };
    if (!scene.bodies.empty()) {
        const Circle& c = scene.bodies.front().circle;
        add(Format(Tr("The circle is at %s with radius %s px."), FormatPoint(c.center).c_str(), FormatFixed(c.radius).c_str()));
    }
    if (!moment.question.empty()) {
        add(moment.question);  // the answers stay hidden until the reveal
    } else if (!scene.bodies.empty()) {
        add(Touched(facts));
        add(Selected(scene, facts));
    }
    add(Motion(scene, moment.running));
    return text;
}

std::string DescribeLab(const LabState& state) {
    return DescribeScene(state.doc.scene(), state.frame.facts,
                         {.running = state.run.running, .question = state.answersHidden() ? PredictPrompt(state.teaching) : ""});
}

}  // namespace circlelab::app
