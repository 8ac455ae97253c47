// circlelab: the command line (docs/architecture.md, Command line). Each subcommand lives in app/commands/;
// this file only declares the options and hands them over. With no command it opens the window.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <cstdlib>

#include "app/commands/check.h"
#include "app/commands/class.h"
#include "app/commands/describe.h"
#include "app/commands/lesson.h"
#include "app/commands/output.h"
#include "app/commands/play.h"
#include "app/commands/query.h"
#include "app/commands/report.h"
#include "app/commands/screenshots.h"
#include "app/commands/shot.h"
#include "app/commands/simulate.h"
#include "app/shells/window.h"
#include "app/lang/tr.h"
#include "build_info.h"  // generated: CIRCLELAB_VERSION, CIRCLELAB_COMMIT

namespace {

using namespace circlelab::app;

// Every command's options and the subcommand that fills them, as CLI11 parses the line.
struct Commands {
    WindowOptions window;
    std::vector<std::string> checkFiles;
    ShotCommand shotCommand;
    PlayOptions playOptions;
    LessonOptions lessonOptions;
    std::string reportScene;
    std::string describeScene;
    std::string lang;
    ScreenshotsOptions shots;
    std::string tolerance;
    SimulateOptions sim;
    ClassOptions classOptions;
    std::string exportDb;
    bool exportCsv = false;
    CLI::App* query = nullptr;
    CLI::App* check = nullptr;
    CLI::App* shot = nullptr;
    CLI::App* play = nullptr;
    CLI::App* lesson = nullptr;
    CLI::App* report = nullptr;
    CLI::App* describe = nullptr;
    CLI::App* screenshots = nullptr;
    CLI::App* simulate = nullptr;
    CLI::App* liveClass = nullptr;
    CLI::App* classExport = nullptr;
};

// The window's own options: with no command, the lab opens.
void DeclareWindow(CLI::App& cli, Commands& c) {
    // The language of the window and its pictures (docs/languages.md); the command line's own help,
    // messages and output stay English. Given after a command too (`play S.json --lang de`).
    cli.add_option("--lang", c.lang, "Language of the window: en, de, es, fr or qps (pseudo); default: LANGUAGE/LANG")
        ->check([](const std::string& code) {
            return SetLanguage(code) ? std::string() : "must be one of " + LanguageCodes();
        });
    cli.fallthrough();
    cli.add_option("scene", c.window.scenePath, "Scene file to open (default: the built-in sandbox)");
    cli.add_option("--frames", c.window.frames, "With --exit: draw this many frames, then close")->check(CLI::Range(1, 1000000));
    cli.add_flag("--exit", c.window.exitAfter, "Close after --frames frames (for scripted runs)");
    cli.add_option("--seconds", c.window.seconds, "Close after S seconds of wall time, as if quit without saving")
        ->check(CLI::Range(0.0, 86400.0));
    cli.add_flag("--classroom", c.window.classroom, "Open in classroom mode: large text and thick lines (F2)");
    cli.add_flag("--fullscreen", c.window.fullscreen, "Open fullscreen (F11 toggles)");
    cli.add_flag("--stats", c.window.stats, "At exit print one JSON line: frames, seconds, simulated, frame ms");
}

// The commands that read and answer: query and check.
void DeclareQueries(CLI::App& cli, Commands& c) {
    c.query = cli.add_subcommand(
        "query", "Read JSON Lines {\"circle\":{x,y,r},\"shape\":{...}} on stdin; write one contact per line");

    c.check = cli.add_subcommand("check", "Validate scene and lesson files; print each error as file:line:column");
    c.check->add_option("files", c.checkFiles, "Scene or lesson files")->required();
}

// The headless picture and the scripted run.
void DeclarePicturesAndRuns(CLI::App& cli, Commands& c) {
    c.shot = cli.add_subcommand("shot", "Render a scene headless (no display needed) and write a PNG");
    c.shot->add_option("scene", c.shotCommand.scenePath, "Scene file")->required();
    c.shot->add_option("-o,--output", c.shotCommand.outPath, "PNG to write (- for the standard output)")->required();
    c.shot->add_option("--size", c.shotCommand.size, "Image size WIDTHxHEIGHT")->capture_default_str();
    c.shot->add_option("--frames", c.shotCommand.frames, "Frames to run before the picture")->check(CLI::Range(1, 100000));
    c.shot->add_flag("--no-panel", c.shotCommand.noPanel, "The scene alone, without the panels");
    c.shot->add_flag("--classroom", c.shotCommand.classroom, "Large text and thick lines");
    c.shot->add_option("--tutorials", c.shotCommand.tutorials, "Show the tutorials compared, explaining this method");
    c.shot->add_flag("--map", c.shotCommand.map, "Shade where the explained method disagrees with the exact answer");
    c.shot->add_flag("--predict", c.shotCommand.predict, "Predict-then-reveal: hide the answers");
    c.shot->add_option("--claims", c.shotCommand.claimsPath, "Also write what the picture asserts, as JSON, to this file");
    c.shot->add_option("--set", c.shotCommand.sets, "Override a scene value for this shot: PATH=VALUE, e.g. bodies/0/x=310");

    c.play = cli.add_subcommand("play", "Run a scripted session of the lab headless; one JSON line per step");
    c.play->add_option("script", c.playOptions.scriptPath, "Script file (JSON: scene, size, classroom, steps)")->required();
    c.play->add_option("--frames-dir", c.playOptions.framesDir, "Write every frame as DIR/frame-NNNNN.png");
    c.play->add_option("--gif", c.playOptions.gifPath, "Write the run as an animated GIF");
}

// Lessons, the scene report and the visual regression.
void DeclareLessonsAndReports(CLI::App& cli, Commands& c) {
    c.lesson = cli.add_subcommand("lesson", "Open a lesson in the window, or write its handout (--handout DIR)");
    c.lesson->add_option("lesson", c.lessonOptions.lessonPath, "Lesson file (assets/lessons/*.json)")->required();
    c.lesson->add_option("--handout", c.lessonOptions.handoutDir, "Write a PNG per step and lesson.md into DIR");
    c.lesson->add_option("--gif", c.lessonOptions.gifPath, "Write the lesson as an animated GIF: a picture per step and reveal");
    c.lesson->add_option("--size", c.lessonOptions.size, "Handout picture size WIDTHxHEIGHT")->capture_default_str();
    c.lesson->add_flag("--classroom", c.lessonOptions.classroom, "Classroom mode: large text and thick lines");
    c.lesson->fallthrough();  // the window's options (--seconds, --stats, --fullscreen) also after the lesson

    c.report = cli.add_subcommand("report", "Print every body's contact with every shape as JSON");
    c.report->add_option("scene", c.reportScene, "Scene file")->required();

    c.describe = cli.add_subcommand("describe", "Print the scene in words, as a screen reader says it (in --lang)");
    c.describe->add_option("scene", c.describeScene, "Scene file")->required();

    c.screenshots =
        cli.add_subcommand("screenshots", "Render every scene and compare it with screenshots/<name>.png");
    c.screenshots->add_flag("--update", c.shots.update, "Rewrite the reference pictures");
    c.screenshots->add_option("--scene", c.shots.only, "Only scenes whose file name contains this");
    c.screenshots->add_option("--scenes", c.shots.scenesDir, "Folder of scenes (default: assets/scenes)");
    c.screenshots->add_option("--references", c.shots.referencesDir, "Folder of reference PNGs (default: screenshots)");
    c.screenshots->add_option("--out", c.shots.outDir, "Where to write .actual.png and .diff.png (default: --references)");
    c.screenshots->add_option("--tolerance", c.tolerance,
                            "DELTA:PIXELS: channels may differ by DELTA, and up to PIXELS pixels may differ more");
}

// The physics headless and the live class.
void DeclareSimulateAndClass(CLI::App& cli, Commands& c) {
    c.simulate = cli.add_subcommand("simulate", "Run a scene's physics headless; JSON Lines of every body");
    c.simulate->add_option("scene", c.sim.scenePath, "Scene file")->required();
    const CLI::Validator whole(WholeNumber, "WHOLE");
    c.simulate->add_option("--steps", c.sim.steps, "Fixed steps to run (1/120 s each, or 1/--rate)")->required()->transform(whole)->check(CLI::Range(0L, 100000000L));
    c.simulate->add_option("--every", c.sim.every, "Write every K-th step")->transform(whole)->check(CLI::Range(1L, 100000000L));
    c.simulate->add_option("--model", c.sim.model, "Response model: tutorial or physical (default: the scene's)")
        ->check(CLI::IsMember({"tutorial", "physical"}));
    c.simulate->add_option("--rate", c.sim.rate, "Steps per simulated second (default 120, as the window)")
        ->check(CLI::Range(1.0, 10000.0));

    c.liveClass = cli.add_subcommand(
        "class", "Run a live class: students predict on their own devices, the teacher sees the whole class");
    c.liveClass->add_option("--port", c.classOptions.port, "Port to listen on (0: any free port)")->check(CLI::Range(0, 65535))
        ->capture_default_str();
    c.liveClass->add_option("--bind", c.classOptions.bind,
                          "Address to listen on; 0.0.0.0 opens the class to the local network (default: this computer only)")
        ->capture_default_str();
    c.liveClass->add_option("--db", c.classOptions.db, "The class's database (SQLite): questions and answers")->capture_default_str();
    c.liveClass->add_option("--code", c.classOptions.code, "The join code (default: the database's, else a new one)");
    c.liveClass->add_option("--site", c.classOptions.site, "The built web page (default: CIRCLELAB_SITE, else build-web/site)");
    c.classExport = c.liveClass->add_subcommand("export", "Write every question's answers");
    c.classExport->add_option("--db", c.exportDb, "The class's database")->required();
    c.classExport->add_flag("--csv", c.exportCsv, "As CSV, one row per answer (the only format)")->required();
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App cli{"Circle Collision Lab: how a circle collides with rectangles, rotated rectangles, "
                 "right-triangle tiles and other circles."};
    cli.set_version_flag("--version", "circlelab " CIRCLELAB_VERSION " (commit " CIRCLELAB_COMMIT ")");
    cli.footer("With no command, opens the window (F1 in the window lists every shortcut).");
    Commands c;
    DeclareWindow(cli, c);
    DeclareQueries(cli, c);
    DeclarePicturesAndRuns(cli, c);
    DeclareLessonsAndReports(cli, c);
    DeclareSimulateAndClass(cli, c);

    CLI11_PARSE(cli, argc, argv);
    // The window follows the system's language; headless pictures (shot, play, screenshots,
    // handouts) stay English unless --lang says otherwise, so they are the same on every machine.
    const bool headless = *c.query || *c.check || *c.shot || *c.play || *c.report || *c.simulate || *c.screenshots ||
                          *c.liveClass || (*c.lesson && !c.lessonOptions.handoutDir.empty()) ||
                          (*c.lesson && !c.lessonOptions.gifPath.empty());
    SetLanguage(headless && c.lang.empty() ? "en" : ChooseLanguage(c.lang, [](const char* name) -> const char* {
        return std::getenv(name);
    }));

    // Every command's output is checked before it exits (a full disk is not a success).
    if (*c.query) return FinishOutput("query", RunQueryCommand());
    if (*c.check) return FinishOutput("check", RunCheck(c.checkFiles));
    if (*c.shot) return FinishOutput("shot", RunShot(c.shotCommand));
    if (*c.play) return FinishOutput("play", RunPlay(c.playOptions));
    if (*c.report) return FinishOutput("report", RunReport(c.reportScene));
    if (*c.describe) return FinishOutput("describe", RunDescribe(c.describeScene));
    if (*c.lesson) return FinishOutput("lesson", RunLesson(c.lessonOptions, c.window));
    if (*c.classExport) return FinishOutput("class export", RunClassExport(c.exportDb));
    if (*c.liveClass) return FinishOutput("class", RunClass(c.classOptions));
    if (*c.simulate) return FinishOutput("simulate", RunSimulate(c.sim));
    if (*c.screenshots) {
        if (!c.tolerance.empty() && !ParseTolerance(c.tolerance, c.shots.tolerance)) {
            std::fprintf(stderr, "circlelab screenshots: --tolerance must be DELTA:PIXELS, for example 4:100\n");
            return 1;
        }
        return FinishOutput("screenshots", RunScreenshots(c.shots));
    }
    if (c.window.exitAfter && c.window.frames == 0) c.window.frames = 60;
    return FinishOutput("window", RunLabWindow(c.window));
}
