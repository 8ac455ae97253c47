// The pictures a person found contradicting the exact answer (issue "The picture never lies"),
// each rendered as the lab renders it and checked by the claims checker on the rule it broke.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>

#include "app/shells/headless.h"
#include "app/model/lesson.h"
#include "app/model/predictions.h"
#include "app/lang/tr.h"
#include "app/actions/file_flow.h"
#include "app/model/scene_opening.h"
#include "claims/claims_checker.h"

namespace circlelab::app {
namespace {

const std::string kScenes = std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/";
const std::string kLessons = std::string(CIRCLELAB_SOURCE_ASSETS) + "/lessons/";

// The picture of `state` at a window size, as `shot` makes it (two frames); what it says against
// the rule `rule` ("" for every rule).
std::string Contradictions(LabState& state, int width, int height, const std::string& rule) {
    std::string problem;
    std::unique_ptr<HeadlessLab> lab = HeadlessLab::Start(width, height, problem);
    if (!lab) return problem;
    for (int i = 0; i < 2; ++i) lab->Frame(state, {}, 0.0, true, false);
    std::vector<claims::Contradiction> found = claims::CheckClaims(state.frame.claims, state.doc.scene());
    std::erase_if(found, [&](const claims::Contradiction& c) { return !rule.empty() && c.rule != rule; });
    return claims::Describe(found);
}

LabState SceneFile(const std::string& file) {
    LabState state;
    EXPECT_TRUE(OpenScene(state, kScenes + file)) << state.error;
    return state;
}

LabState LessonStep(const std::string& file, int step, bool revealed) {
    LabState state;
    EXPECT_TRUE(OpenLesson(state, kLessons + file)) << state.error;
    ShowLessonStep(state, step - 1);
    state.teaching.revealed = revealed;
    return state;
}

std::size_t Count(const PictureClaims& picture, const std::string& kind, const std::string& means) {
    std::size_t n = 0;
    for (const Claim& c : picture.claims) n += c.kind == kind && c.means == means;
    return n;
}

// `shot assets/scenes/05_godfrey_regions.json --set settings/overlays/sweep=true --set
// bodies/0/x=740 --set bodies/0/y=360 --set bodies/0/vx=100` said "first touch after 0.000 s"
// with a normal pointing up while the contact normal is (−1, 0).
TEST(PictureDefects, TheSweepOfAnOverlappingCircleTouchesNowAlongTheContactNormal) {
    LabState state = SceneFile("05_godfrey_regions.json");
    state.doc.viewer().overlays.sweep = true;
    Body& ball = state.doc.Bodies().front();
    ball.circle.center = {740, 360};
    ball.velocity = {100, 0};
    EXPECT_EQ(Contradictions(state, 1024, 768, "sweep"), "");
    EXPECT_EQ(Count(state.frame.claims, "arrow", "sweep-normal"), 1u);
}

// Scene 07 with the centre on the box's boundary: the numbers box said "inside" where `query`
// says inside false.
TEST(PictureDefects, ACentreOnTheBoundaryIsNotCalledInside) {
    LabState state = SceneFile("07_edge_cases.json");
    state.doc.Bodies().front().circle.center.y = 200;
    EXPECT_EQ(Contradictions(state, 1024, 768, "readout"), "");
    EXPECT_GT(Count(state.frame.claims, "readout", "region"), 0u);
}

// Worden's map in classroom mode (lesson 02's last step compares his published code): its stated
// area counted the rectangle's inside, where the red was hidden under the shape's opaque fill.
TEST(PictureDefects, TheMapShowsAllTheAreaItStates) {
    LabState state = LessonStep("02_worden_nine_cases.json", 5, true);
    state.classroom = true;
    state.teaching.tutorials.shown = true;
    state.teaching.tutorials.explained = classic::Algorithm::kWordenPublished;
    state.teaching.tutorials.map = true;
    EXPECT_EQ(Contradictions(state, 1024, 768, "shading"), "");
    EXPECT_EQ(Count(state.frame.claims, "shading", "map-disagreement"), 1u);
}

// "9" sat in region 8 on lesson 02's "Case 9" reveal.
TEST(PictureDefects, WordensCaseNineRevealLabelsEachRegionInsideIt) {
    LabState state = LessonStep("02_worden_nine_cases.json", 3, true);
    for (const bool classroom : {false, true}) {
        state.classroom = classroom;
        EXPECT_EQ(Contradictions(state, 1024, 768, "region"), "") << "classroom " << classroom;
    }
    EXPECT_GE(Count(state.frame.claims, "label", "region"), 9u);
}

// Lesson 06 step 3 asks about a circle in a square corner of the grown rectangle and drew no
// number in any corner region: the grown shape's rounded corner, drawn in short pieces, crossed
// the labels' places, and each piece counted as a line of a crowd. A curve is one line.
TEST(PictureDefects, TheGrownShapesRoundedCornersLeaveTheCornerRegionsNumbered) {
    for (const bool classroom : {false, true}) {
        LabState state = LessonStep("06_configuration_space.json", 3, true);
        state.classroom = classroom;
        EXPECT_EQ(Contradictions(state, 1024, 768, "region"), "") << "classroom " << classroom;
        std::set<std::string> numbers;
        for (const Claim& c : state.frame.claims.claims)
            if (c.kind == "label" && c.means == "region") numbers.insert(c.text);
        EXPECT_EQ(numbers, (std::set<std::string>{"1", "2", "3", "4", "5", "6", "7", "8", "9"})) << "classroom " << classroom;
    }
}

// "I" sat in region II on Godfrey's scene as it opens, and on lesson 04 step 3.
TEST(PictureDefects, GodfreysRegionLabelsLieInTheirRegions) {
    LabState opens = SceneFile("05_godfrey_regions.json");
    LabState step3 = LessonStep("04_godfrey_regions.json", 3, true);
    for (const bool classroom : {false, true})
        for (const auto& [w, h] : {std::pair{1024, 768}, std::pair{1280, 800}}) {
            opens.classroom = step3.classroom = classroom;
            EXPECT_EQ(Contradictions(opens, w, h, "region"), "") << w << " classroom " << classroom;
            EXPECT_EQ(Contradictions(step3, w, h, "region"), "") << w << " classroom " << classroom;
        }
}

// Lesson 01 steps 3–4 printed the grey circle's distance inside the box the step asks about.
TEST(PictureDefects, LazyFoosDistanceLabelsSitOnTheirOwnLines) {
    for (const int step : {3, 4})
        for (const bool classroom : {false, true}) {
            LabState state = LessonStep("01_lazyfoo_dot.json", step, true);
            state.classroom = classroom;
            EXPECT_EQ(Contradictions(state, 1024, 768, "distance"), "") << "step " << step << " classroom " << classroom;
            EXPECT_GE(Count(state.frame.claims, "label", "distance"), 2u);
        }
}

// Lazy Foo's scene has a second, orange ball that nothing named and that had no closest line, where
// every shape has one: it is named now, and its closest line and distance are drawn and claimed.
TEST(PictureDefects, LazyFoosSecondBallIsNamedAndHasItsClosestLine) {
    for (const bool classroom : {false, true})
        for (const int step : {1, 4}) {
            LabState state = LessonStep("01_lazyfoo_dot.json", step, true);
            state.classroom = classroom;
            EXPECT_EQ(Contradictions(state, 1024, 768, ""), "") << "step " << step << " classroom " << classroom;
            std::size_t named = 0, lines = 0, distances = 0;
            for (const Claim& c : state.frame.claims.claims) {
                named += c.kind == "label" && c.means == "ball" && c.body == 1;
                lines += c.kind == "line" && c.means == "closest" && c.body == 1;
                distances += c.kind == "label" && c.means == "distance" && c.body == 1;
            }
            EXPECT_EQ(named, 1u) << "step " << step;
            EXPECT_EQ(lines, 1u) << "step " << step;
            EXPECT_EQ(distances, 1u) << "step " << step;
        }
}

// Lesson 06's last step: at 6000 px/s the chart's filled dot hid the red cell of its own velocity
// (now a ring, the cell shows through); the cell under it must say what the core says.
TEST(PictureDefects, TheTunnellingChartsDotSitsOnTheVerdictOfItsVelocity) {
    for (const bool classroom : {false, true}) {
        LabState state = LessonStep("06_configuration_space.json", 7, true);
        state.classroom = classroom;
        EXPECT_EQ(Contradictions(state, 1024, 768, "chart"), "") << "classroom " << classroom;
        ASSERT_EQ(Count(state.frame.claims, "mark", "tunnelling-speed"), 1u);
    }
    // Found by the property test: a cell's verdict is its middle velocity's, and at 10,748 px/s
    // the dot's cell said "caught" where this velocity tunnels through Godfrey's ball.
    LabState thrown = SceneFile("08_godfrey_thrown_circles.json");
    ViewSettings& viewer = thrown.doc.viewer();
    viewer.selected = 3;
    viewer.overlays.sweep = viewer.overlays.tunnelling = true;
    thrown.doc.Bodies().front().circle = {{467.416170, 236.571225}, 52.222635};
    thrown.doc.Bodies().front().velocity = {10743.553741, 312.181414};
    EXPECT_EQ(Contradictions(thrown, 1024, 768, "chart"), "");
    EXPECT_EQ(Count(thrown.frame.claims, "mark", "tunnelling-speed"), 1u);
}

// Lesson 06's last step: the chart stood over the scene and covered its box and needle. It stands
// beside the scene now, which is fitted in the rest of the window.
TEST(PictureDefects, TheTunnellingChartCoversNoShape) {
    for (const bool classroom : {true, false})
        for (const auto& [w, h] : {std::pair{1024, 768}, std::pair{1280, 800}, std::pair{1920, 1080}}) {
            LabState state = LessonStep("06_configuration_space.json", 7, true);
            state.classroom = classroom;
            EXPECT_EQ(Contradictions(state, w, h, "covers"), "") << w << " classroom " << classroom;
            EXPECT_EQ(Count(state.frame.claims, "window", "tunnelling-chart"), 1u);
        }
}

// "Set 1/240 s: what is left of the red?" made the red grow: the speed axis rescaled. The dot of
// the same velocity stays where it was when the frame step changes.
TEST(PictureDefects, TheTunnellingChartKeepsItsSpeedAxisWhenTheFrameStepChanges) {
    const auto mark = [](int rate) {
        LabState state = LessonStep("06_configuration_space.json", 7, true);
        state.doc.viewer().frameRate = rate;
        Contradictions(state, 1024, 768, "");
        for (const Claim& c : state.frame.claims.claims)
            if (c.kind == "mark") return *c.box;
        return std::array<double, 4>{};
    };
    EXPECT_EQ(mark(60), mark(240));
    EXPECT_NE(mark(60), (std::array<double, 4>{}));
}

// The classroom numbers strip said "hit no" without saying of which shape, while the circle
// plainly hit another box: its title names the shape its rows are about.
TEST(PictureDefects, TheClassroomStripNamesItsShape) {
    LabState state = LessonStep("01_lazyfoo_dot.json", 3, true);
    state.classroom = true;
    EXPECT_EQ(Contradictions(state, 1024, 768, "readout"), "");
    EXPECT_EQ(Count(state.frame.claims, "readout", "shape"), 1u);
}

// The tutorials compared lost the chosen method's steps, the exact row and the resolution in
// classroom mode and in any window narrower than 1080 px: a projector never got its main feature.
TEST(PictureDefects, TheTutorialsComparisonKeepsItsStepsExactRowAndResolutionAtEverySize) {
    for (const bool classroom : {false, true})
        for (const auto& [w, h] : {std::pair{1024, 768}, std::pair{1280, 800}, std::pair{1920, 1080}}) {
            LabState state = LessonStep("02_worden_nine_cases.json", 3, true);  // case 9: a hit
            state.classroom = classroom;
            state.teaching.tutorials.shown = true;
            EXPECT_EQ(Contradictions(state, w, h, "readout"), "") << w << " classroom " << classroom;
            const auto exact = [&](const char* means) {
                return std::count_if(state.frame.claims.claims.begin(), state.frame.claims.claims.end(),
                                     [&](const Claim& c) { return c.method == "exact" && c.means == means; });
            };
            EXPECT_EQ(exact("hit"), 1) << w << " classroom " << classroom;
            EXPECT_EQ(exact("resolution"), 1) << w << " classroom " << classroom;
            EXPECT_GE(Count(state.frame.claims, "readout", "method-step"), 2u) << w << " classroom " << classroom;
        }
}

// At 1024 x 768 in classroom mode the comparison's strip showed its verdicts and left the chosen
// method's steps below its bottom edge, out of view: every step must be seen, at every size.
TEST(PictureDefects, TheChosenMethodsStepsAreInViewAtEverySize) {
    for (const bool classroom : {true, false})
        for (const auto& [w, h] : {std::pair{1024, 768}, std::pair{1280, 800}, std::pair{1920, 1080}, std::pair{800, 600}}) {
            LabState state = LessonStep("02_worden_nine_cases.json", 3, true);
            state.classroom = classroom;
            state.teaching.tutorials.shown = true;
            for (const classic::Algorithm method : {classic::Algorithm::kWorden, classic::Algorithm::kMigapro}) {
                state.teaching.tutorials.explained = method;
                EXPECT_EQ(Contradictions(state, w, h, "visible"), "") << w << " classroom " << classroom;
                EXPECT_GE(Count(state.frame.claims, "readout", "method-step"), 2u) << w << " classroom " << classroom;
            }
        }
}

// Lesson 02 step 5 at 1024 x 768 in classroom mode, with the comparison and Worden's published
// code's map on: the map's line and the steps pushed the verdicts below the column (the worden*
// row, the one the step asks about, half seen), "exact: hit (0.0, -135.0" and the steps' heading
// were cut at the right edge. Each row wraps, and the verdicts keep their rows' room.
TEST(PictureDefects, TheComparisonsExactRowHeadingAndVerdictsAreWholeInItsColumn) {
    for (const bool map : {true, false}) {
        LabState state = LessonStep("02_worden_nine_cases.json", 5, true);
        state.classroom = true;
        state.teaching.tutorials.shown = true;
        state.teaching.tutorials.map = map;
        EXPECT_EQ(Contradictions(state, 1024, 768, "visible"), "") << "map " << map;
        EXPECT_EQ(Count(state.frame.claims, "readout", "method-verdict"), 7u) << "map " << map;
        EXPECT_EQ(Count(state.frame.claims, "readout", "method-heading"), 1u) << "map " << map;
        std::size_t placed = 0;
        for (const Claim& c : state.frame.claims.claims) placed += c.method == "exact" && c.box && c.within;
        EXPECT_EQ(placed, 2u) << "map " << map;  // the verdict and its resolution: a hit
    }
}

// The step's answer as the lesson panel shows it: "" while it is hidden (or the step has none).
std::string LessonAnswerShown(LabState& state) {
    Contradictions(state, 1024, 768, "");
    for (const Claim& c : state.frame.claims.claims)
        if (c.kind == "readout" && c.means == "lesson-answer" && !c.hidden) return c.text;
    return "";
}

// Lesson 01 step 4 ("drag the dot ... and watch the orange line") printed its answer at once, before
// anyone had watched anything: a step's answer stays hidden until asked for (V or the button), and
// stays shown while the dot is dragged after that.
TEST(PictureDefects, ALessonStepsAnswerIsHiddenUntilAskedFor) {
    LabState state = LessonStep("01_lazyfoo_dot.json", 4, false);
    state.classroom = true;
    EXPECT_EQ(LessonAnswerShown(state), "");
    Reveal(state);
    EXPECT_NE(LessonAnswerShown(state).find("stays vertical"), std::string::npos);
    NewQuestion(state.teaching);  // the dot dragged on, as the step asks
    EXPECT_NE(LessonAnswerShown(state), "");
    ShowLessonStep(state, 1);  // a prediction step hides its answer until V, and again once the circle moves
    EXPECT_EQ(LessonAnswerShown(state), "");
    Reveal(state);
    EXPECT_NE(LessonAnswerShown(state), "");
}

// At a 1024 x 768 projector in classroom mode the lesson panel, 9 em wide, cut lesson 06 step 3's
// answer at the window's bottom ("so the bounding-box ..."), and a class cannot scroll what it
// reads from the back of the room: every step's prompt and revealed answer stand whole in view.
TEST(PictureDefects, EveryLessonStepsPromptAndAnswerAreWholeInThePanel) {
    std::string problem;
    std::unique_ptr<HeadlessLab> lab = HeadlessLab::Start(1024, 768, problem);
    ASSERT_TRUE(lab) << problem;
    std::size_t answers = 0;
    for (const char* language : {"en", "de", "es", "fr"})
    for (const char* file : {"01_lazyfoo_dot.json", "02_worden_nine_cases.json", "03_worden_tiles.json",
                             "04_godfrey_regions.json", "05_migapro_rotated.json", "06_configuration_space.json"})
        for (const bool classroom : {true, false}) {
            ASSERT_TRUE(SetLanguage(language));
            LabState state;
            ASSERT_TRUE(OpenLesson(state, kLessons + file)) << state.error;
            state.classroom = classroom;
            for (int i = 0; i < static_cast<int>(state.teaching.lesson->steps.size()); ++i) {
                ShowLessonStep(state, i);
                Reveal(state);
                for (int f = 0; f < 2; ++f) lab->Frame(state, {}, 0.0, true, false);
                std::vector<claims::Contradiction> found = claims::CheckClaims(state.frame.claims, state.doc.scene());
                std::erase_if(found, [](const claims::Contradiction& c) { return c.rule != "visible"; });
                EXPECT_EQ(claims::Describe(found), "") << language << " " << file << " step " << i + 1 << " classroom " << classroom;
                std::size_t prompts = 0;
                for (const Claim& c : state.frame.claims.claims) {
                    prompts += c.means == "lesson-prompt" && c.box && c.within;
                    answers += c.means == "lesson-answer" && c.box && c.within && !c.hidden;
                }
                EXPECT_EQ(prompts, 1u) << file << " step " << i + 1;
            }
        }
    ASSERT_TRUE(SetLanguage("en"));
    EXPECT_GE(answers, 80u);
}

// The tutorials comparison's title read "Tutorials compa" in its classroom column at 1024 x 768:
// a window whose title is cut names nothing. Every window's title is whole, in every language,
// in both modes and at a projector's and a laptop's size.
TEST(PictureDefects, NoWindowsTitleIsCut) {
    std::string problem;
    std::unique_ptr<HeadlessLab> lab = HeadlessLab::Start(1024, 768, problem);
    ASSERT_TRUE(lab) << problem;
    std::set<std::string> windows;
    for (const char* language : {"en", "de", "es", "fr", "qps"}) {
        ASSERT_TRUE(SetLanguage(language));
        for (const auto& [w, h] : {std::pair{1024, 768}, std::pair{1280, 800}}) {
            ASSERT_TRUE(lab->Resize(w, h, problem)) << problem;
            for (const bool classroom : {true, false})
                for (const int shown : {0, 1, 2}) {
                    // Lesson 06's last step: the tunnelling chart, with the numbers and the plots,
                    // and the comparison (which the plots give way to) or the help over them all.
                    LabState state = LessonStep("06_configuration_space.json", 7, true);
                    const bool help = shown == 2;
                    state.classroom = classroom;
                    state.teaching.tutorials.shown = shown > 0;
                    state.doc.viewer().overlays.numbers = state.doc.viewer().overlays.plots = true;
                    state.window.showHelp = help;
                    for (int f = 0; f < 2; ++f) lab->Frame(state, {}, 0.0, true, false);
                    std::vector<claims::Contradiction> found = claims::CheckClaims(state.frame.claims, state.doc.scene());
                    std::erase_if(found, [](const claims::Contradiction& c) { return c.rule != "title"; });
                    EXPECT_EQ(claims::Describe(found), "") << language << " " << w << " classroom " << classroom;
                    for (const Claim& c : state.frame.claims.claims)
                        if (c.kind == "title") windows.insert(c.means);
                }
        }
    }
    ASSERT_TRUE(SetLanguage("en"));
    // The plots have a title in a column of their own (not here in classroom mode's low strip).
    for (const char* window : {"panel", "numbers", "tutorials", "help", "tunnelling-chart", "plots"})
        EXPECT_EQ(windows.count(window), 1u) << window;
}

// migapro's step 3 turns the rectangle to 0° and said "watch the ghost", where at 0° none is drawn
// (it would lie on the rectangle). A step whose words speak of the ghost shows one, unless they say
// that none is drawn; then none is.
TEST(PictureDefects, ALessonStepSpeaksOfTheGhostOnlyWhereOneIsDrawn) {
    std::size_t spoken = 0;
    for (const char* file : {"01_lazyfoo_dot.json", "02_worden_nine_cases.json", "03_worden_tiles.json",
                             "04_godfrey_regions.json", "05_migapro_rotated.json", "06_configuration_space.json"}) {
        LabState state;
        ASSERT_TRUE(OpenLesson(state, kLessons + file)) << state.error;
        const std::size_t steps = state.teaching.lesson->steps.size();
        for (std::size_t i = 0; i < steps; ++i) {
            const circlelab::LessonStep step = state.teaching.lesson->steps[i];
            ShowLessonStep(state, static_cast<int>(i));
            Reveal(state);
            const std::string words = step.prompt + " " + step.reveal;
            if (words.find("ghost") == std::string::npos) continue;
            ++spoken;
            const bool none = words.find("no green ghost") != std::string::npos || words.find("no ghost") != std::string::npos;
            Contradictions(state, 1024, 768, "");
            EXPECT_EQ(Count(state.frame.claims, "label", "ghost") > 0, !none) << file << " step " << i + 1;
        }
    }
    EXPECT_GT(spoken, 0u);
}

// The live class's cloud (its answers drawn on the scene after the reveal) claimed nothing: its
// marks and strokes, and the exact answer drawn over them, now say what they are and are checked.
TEST(PictureDefects, TheClassCloudClaimsItsMarksAndTheExactAnswerOverThem) {
    LabState state = SceneFile("05_godfrey_regions.json");
    state.classroom = true;
    const Contact exact = Collide(state.doc.scene().bodies.front().circle, AllShapes(state.doc.scene())[state.doc.viewer().selected]);
    state.teaching.classExact = exact;
    Prediction both, closestOnly, normalOnly;
    both.closest = exact.closest + Vec2{12, -5};
    both.normal = Vec2{0, -1};
    closestOnly.closest = exact.closest + Vec2{-30, 8};
    normalOnly.normal = Vec2{1, 1};
    state.teaching.classCloud = {both, closestOnly, normalOnly};
    EXPECT_EQ(Contradictions(state, 1024, 768, "cloud"), "");
    EXPECT_EQ(Count(state.frame.claims, "mark", "class-closest"), 2u);
    EXPECT_EQ(Count(state.frame.claims, "line", "class-normal"), 2u);
    EXPECT_EQ(Count(state.frame.claims, "mark", "class-exact-closest"), 1u);
    EXPECT_EQ(Count(state.frame.claims, "arrow", "class-exact-normal"), 1u);
    // The rule finds an exact answer drawn where the core does not put it.
    state.doc.Bodies().front().circle.center.x += 40;  // the circle moved after the frame
    EXPECT_NE(claims::Describe(claims::CheckClaims(state.frame.claims, state.doc.scene())).find("cloud:"), std::string::npos);
}

// Lesson 04 step 4 opens as the balls are thrown, and its picture showed two empty plot frames:
// a plot with less than a second to draw says in words how it fills; once the balls move, it draws them.
TEST(PictureDefects, APlotWithNothingToDrawSaysHowItFills) {
    for (const bool classroom : {true, false}) {
        LabState state = LessonStep("04_godfrey_regions.json", 4, false);
        state.classroom = classroom;
        EXPECT_EQ(Contradictions(state, 1024, 768, "plot"), "") << "classroom " << classroom;
        std::size_t plots = 0, words = 0;
        for (const Claim& c : state.frame.claims.claims) {
            plots += c.kind == "plot" && c.box.has_value();
            words += c.kind == "plot" && !c.text.empty();
        }
        EXPECT_GE(plots, 1u) << "classroom " << classroom;
        EXPECT_EQ(words, plots) << "classroom " << classroom;
    }
}

// Godfrey's scene at 1024 x 768 with the configuration space switched on: its outline ran off the
// viewport and the camera did not refit. Switched on, the grown outline is framed whole.
TEST(PictureDefects, TheConfigurationSpaceIsFramedWholeWhenSwitchedOn) {
    LabState state = SceneFile("05_godfrey_regions.json");
    state.classroom = true;
    state.doc.Bodies().front().circle.radius = 90;  // the radius knob turned up
    std::string problem;
    std::unique_ptr<HeadlessLab> lab = HeadlessLab::Start(1024, 768, problem);
    ASSERT_TRUE(lab) << problem;
    lab->Frame(state, {}, 0.0, true, false);
    state.doc.viewer().overlays.configuration = true;  // as the panel's checkbox does
    for (int i = 0; i < 2; ++i) lab->Frame(state, {}, 0.0, true, false);
    const double r = state.doc.scene().bodies.front().circle.radius;
    const Aabb b = Bounds(*state.frame.facts.SelectedShape());
    const Vec2 lo = state.view.ToScreen(b.lo - Vec2{r, r}), hi = state.view.ToScreen(b.hi + Vec2{r, r});
    const ScreenRect& v = state.window.layout.viewport;
    EXPECT_GE(lo.x, v.x - 0.5);
    EXPECT_GE(lo.y, v.y - 0.5);
    EXPECT_LE(hi.x, v.x + v.w + 0.5);
    EXPECT_LE(hi.y, v.y + v.h + 0.5);
}

// F3 showed 101–176 fps where --stats counted 35–38: it averaged each frame's 1/dt, which a few
// quick frames among slow ones inflate. Frames of 1 ms and 50 ms by turns are 2 frames in 51 ms.
TEST(PictureDefects, F3sFramesASecondAreFramesOverSeconds) {
    LabState state = SceneFile("01_sandbox.json");
    std::string problem;
    std::unique_ptr<HeadlessLab> lab = HeadlessLab::Start(640, 480, problem);
    ASSERT_TRUE(lab) << problem;
    for (int i = 0; i < 400; ++i) lab->Frame(state, {}, i % 2 ? 0.050 : 0.001, true, false);
    EXPECT_NEAR(state.window.stats.fps, 2 / 0.051, 2.0);
}

}  // namespace
}  // namespace circlelab::app
