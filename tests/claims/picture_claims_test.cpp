// The picture never contradicts the exact answer: the lab's real frame (the same code as the
// window, `shot` and `play`, laid out but not rasterised) over every shipped scene and lesson step,
// normal and classroom, at three window sizes, with seeded random circles, velocities, selections
// and overlays — and the claims checker finds nothing.
#include <gtest/gtest.h>

#include <cstdlib>

#include <map>
#include <memory>
#include <random>

#include "app/shells/headless.h"
#include "app/model/lesson.h"
#include "app/model/physics_run.h"
#include "app/model/predictions.h"
#include "app/model/scene_catalog.h"
#include "app/lang/tr.h"
#include "app/actions/file_flow.h"
#include "app/model/scene_opening.h"
#include "claims/claims_checker.h"
#include "core/scene/view_bounds.h"

namespace circlelab::app {
namespace {

struct World {
    std::string name;
    std::string scene;   // a scene file, or
    std::string lesson;  // a lesson with its step
    int step = 0;
};

// The shipped scenes and lessons, found as the program finds them (AssetsDir: CIRCLELAB_ASSETS
// first), here in the source tree; set before any test runs, as AssetsDir looks only once.
const bool kSourceAssets = [] { return setenv("CIRCLELAB_ASSETS", CIRCLELAB_SOURCE_ASSETS, 0) == 0; }();

std::vector<World> AllWorlds() {
    std::vector<World> worlds;
    for (const ShippedScene& s : ShippedScenes()) worlds.push_back({s.path, s.path, "", 0});
    for (const ShippedLesson& l : ShippedLessons()) {
        LabState probe;
        if (!OpenLesson(probe, l.path)) continue;
        for (int i = 0; i < static_cast<int>(probe.teaching.lesson->steps.size()); ++i)
            worlds.push_back({l.path + " step " + std::to_string(i + 1), "", l.path, i});
    }
    return worlds;
}

bool Open(LabState& state, const World& w) {
    if (!w.lesson.empty()) {
        if (!OpenLesson(state, w.lesson)) return false;
        ShowLessonStep(state, w.step);
        return true;
    }
    return OpenScene(state, w.scene);
}

// What a user could set in a frame: where the circle is, how big and how fast, which shape is
// selected, and which of the panel's overlays are on.
void Shake(LabState& state, std::mt19937& random, int frame) {
    const Scene& scene = state.doc.scene();
    if (scene.bodies.empty()) return;
    const auto uniform = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(random); };
    const Aabb view = ViewBounds(scene).value_or(Aabb{{0, 0}, {1000, 700}});
    Body& ball = state.doc.Bodies().front();
    if (frame > 0) {  // the first frame of each world is the world as it opens
        ball.circle.center = {uniform(view.lo.x, view.hi.x), uniform(view.lo.y, view.hi.y)};
        ball.circle.radius = uniform(4, 90);
        const double speed = random() % 3 == 0 ? 0.0 : uniform(0, 12000);
        const double angle = uniform(0, 6.283185307179586);
        ball.velocity = {speed * std::cos(angle), speed * std::sin(angle)};
        const std::size_t shapes = state.frame.facts.Count();
        if (shapes > 0 && random() % 2) state.doc.viewer().selected = static_cast<int>(random() % shapes);
        Overlays& o = state.doc.viewer().overlays;
        const std::uint32_t bits = random();
        o.closestLines = bits & 1;
        o.regions = bits & 2;
        o.vectors = bits & 4;
        o.selectedOnly = bits & 8;
        o.ghost = bits & 16;
        o.sweep = bits & 32;
        o.tunnelling = bits & 64;
        o.configuration = bits & 128;
        o.numbers = bits & 256;
        o.velocities = bits & 512;
        state.teaching.tutorials.shown = bits & 1024;
        state.teaching.tutorials.map = (bits & (2048 | 4096 | 8192)) == 0;  // an eighth of the frames: the map is costly
        // Half the frames of a lesson's step show its answer, asked for (V) as a class would.
        if (state.teaching.lesson && (bits & 16384)) Reveal(state);
    }
}

struct Tally {
    long frames = 0;
    long answers = 0;  // frames showing a lesson step's answer, where rule "visible" holds it in view
    std::map<std::string, long> byRule;
    std::string first;  // the first few contradictions, with the frame that showed them
    int described = 0;
};

void RunWorld(HeadlessLab& lab, const World& w, bool classroom, int framesPerWorld, std::mt19937& random, Tally& tally) {
    LabState state;
    ASSERT_TRUE(Open(state, w)) << w.name << ": " << state.error;
    state.classroom = classroom;
    for (int f = 0; f < framesPerWorld; ++f) {
        Shake(state, random, f);
        lab.Frame(state, {}, 0.0, true, false);
        const std::vector<claims::Contradiction> found = claims::CheckClaims(state.frame.claims, state.doc.scene());
        ++tally.frames;
        for (const Claim& c : state.frame.claims.claims) tally.answers += c.means == "lesson-answer" && c.box.has_value();
        for (const claims::Contradiction& c : found) ++tally.byRule[c.rule];
        if (!found.empty() && tally.described < 12) {
            const Body& b = state.doc.scene().bodies.front();
            tally.first += w.name + (classroom ? " classroom " : " ") + std::to_string(lab.width()) + "x" +
                           std::to_string(lab.height()) + " circle (" + std::to_string(b.circle.center.x) + ", " +
                           std::to_string(b.circle.center.y) + ") r " + std::to_string(b.circle.radius) + " v (" +
                           std::to_string(b.velocity.x) + ", " + std::to_string(b.velocity.y) + ") selected " +
                           std::to_string(state.doc.viewer().selected) + ":\n  " + claims::Describe(found);
            ++tally.described;
        }
    }
}

TEST(PictureClaims, NoFrameOfAnySceneOrLessonStepContradictsTheExactAnswer) {
    const std::vector<World> worlds = AllWorlds();
    ASSERT_GE(worlds.size(), 30u);  // ten scenes and the lessons' steps
    std::mt19937 random(20261127);
    Tally tally;
    const std::pair<int, int> sizes[] = {{1024, 768}, {1280, 800}, {1920, 1080}};
    std::string problem;
    std::unique_ptr<HeadlessLab> lab = HeadlessLab::Start(1024, 768, problem);
    ASSERT_TRUE(lab) << problem;
    // About 10,200 frames: every world in both modes at every size, 46 frames each.
    const int framesPerWorld = 46;
    for (const auto& [width, height] : sizes) {
        ASSERT_TRUE(lab->Resize(width, height, problem)) << problem;
        for (const bool classroom : {false, true})
            for (const World& w : worlds) RunWorld(*lab, w, classroom, framesPerWorld, random, tally);
    }
    EXPECT_GE(tally.frames, 10000);
    EXPECT_GE(tally.answers, 500);
    std::string counts;
    for (const auto& [rule, n] : tally.byRule) counts += rule + ": " + std::to_string(n) + "  ";
    EXPECT_TRUE(tally.byRule.empty()) << tally.frames << " frames; contradictions by rule: " << counts << "\n" << tally.first;
}

// A projector in Berlin, Madrid or Lyon, and the pseudo-language (every string about 40 % longer):
// every shipped scene and lesson step at 1024 x 768, classroom and normal, shaken as above, with
// the help (F1) over it in some frames. No claim is contradicted (no window title cut, no readout
// out of view, no labels over each other), no panel label runs past the panel, and the help is read
// without scrolling, each in the very frame that shows it.
TEST(PictureClaims, NoFrameInAnyLanguageCutsALabel) {
    const std::vector<World> worlds = AllWorlds();
    std::mt19937 random(20261129);
    std::string problem;
    std::unique_ptr<HeadlessLab> lab = HeadlessLab::Start(1024, 768, problem);
    ASSERT_TRUE(lab) << problem;
    std::map<std::string, long> byRule;
    std::string first;
    long frames = 0, helpFrames = 0;
    for (const char* language : {"de", "es", "fr", "qps"}) {
        ASSERT_TRUE(SetLanguage(language));
        for (const bool classroom : {false, true})
            for (const World& w : worlds) {
                LabState state;
                ASSERT_TRUE(Open(state, w)) << w.name << ": " << state.error;
                state.classroom = classroom;
                for (int f = 0; f < 6; ++f) {
                    Shake(state, random, f);
                    state.window.showHelp = f == 5;
                    lab->Frame(state, {}, 0.0, true, false);
                    ++frames;
                    helpFrames += state.window.showHelp;
                    std::vector<std::string> found;
                    for (const claims::Contradiction& c : claims::CheckClaims(state.frame.claims, state.doc.scene()))
                        found.push_back(c.rule + ": " + c.what);
                    if (state.frame.panelOverflow > 1.5f)
                        found.push_back("panel: a label runs " + std::to_string(state.frame.panelOverflow) + " px past the panel");
                    if (state.window.showHelp && state.window.helpOverflows) found.push_back("help: its rows do not all fit");
                    for (const std::string& what : found) {
                        const std::string rule = what.substr(0, what.find(':'));
                        if (byRule[rule]++ < 3)
                            first += std::string(language) + (classroom ? " classroom " : " ") + w.name + ": " + what + "\n";
                    }
                }
            }
    }
    ASSERT_TRUE(SetLanguage("en"));
    EXPECT_GE(frames, 4L * 2 * 30 * 6);
    EXPECT_GE(helpFrames, 4L * 2 * 30);
    std::string counts;
    for (const auto& [rule, n] : byRule) counts += rule + ": " + std::to_string(n) + "  ";
    EXPECT_TRUE(byRule.empty()) << frames << " frames; by rule: " << counts << "\n" << first;
}

}  // namespace
}  // namespace circlelab::app
