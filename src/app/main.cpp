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
#include "app/commands/window.h"
#include "app/lang/tr.h"
#include "build_info.h"  // generated: CIRCLELAB_VERSION, CIRCLELAB_COMMIT

int main(int argc, char** argv) {
    using namespace circlelab::app;
    CLI::App cli{"Circle Collision Lab: how a circle collides with rectangles, rotated rectangles, "
                 "right-triangle tiles and other circles."};
    cli.set_version_flag("--version", "circlelab " CIRCLELAB_VERSION " (commit " CIRCLELAB_COMMIT ")");
    cli.footer("With no command, opens the window (F1 in the window lists every shortcut).");
    WindowOptions window;
    // The language of the window and its pictures (docs/languages.md); the command line's own help,
    // messages and output stay English. Given after a command too (`play S.json --lang de`).
    std::string lang;
    cli.add_option("--lang", lang, "Language of the window: en, de, es, fr or qps (pseudo); default: LANGUAGE/LANG")
        ->check([](const std::string& code) {
            return SetLanguage(code) ? std::string() : "must be one of " + LanguageCodes();
        });
    cli.fallthrough();
    cli.add_option("scene", window.scenePath, "Scene file to open (default: the built-in sandbox)");
    cli.add_option("--frames", window.frames, "With --exit: draw this many frames, then close")->check(CLI::Range(1, 1000000));
    cli.add_flag("--exit", window.exitAfter, "Close after --frames frames (for scripted runs)");
    cli.add_option("--seconds", window.seconds, "Close after S seconds of wall time, as if quit without saving")
        ->check(CLI::Range(0.0, 86400.0));
    cli.add_flag("--classroom", window.classroom, "Open in classroom mode: large text and thick lines (F2)");
    cli.add_flag("--fullscreen", window.fullscreen, "Open fullscreen (F11 toggles)");
    cli.add_flag("--stats", window.stats, "At exit print one JSON line: frames, seconds, simulated, frame ms");

    CLI::App* query = cli.add_subcommand(
        "query", "Read JSON Lines {\"circle\":{x,y,r},\"shape\":{...}} on stdin; write one contact per line");

    CLI::App* check = cli.add_subcommand("check", "Validate scene and lesson files; print each error as file:line:column");
    std::vector<std::string> checkFiles;
    check->add_option("files", checkFiles, "Scene or lesson files")->required();

    CLI::App* shot = cli.add_subcommand("shot", "Render a scene headless (no display needed) and write a PNG");
    ShotCommand shotCommand;
    shot->add_option("scene", shotCommand.scenePath, "Scene file")->required();
    shot->add_option("-o,--output", shotCommand.outPath, "PNG to write (- for the standard output)")->required();
    shot->add_option("--size", shotCommand.size, "Image size WIDTHxHEIGHT")->capture_default_str();
    shot->add_option("--frames", shotCommand.frames, "Frames to run before the picture")->check(CLI::Range(1, 100000));
    shot->add_flag("--no-panel", shotCommand.noPanel, "The scene alone, without the panels");
    shot->add_flag("--classroom", shotCommand.classroom, "Large text and thick lines");
    shot->add_option("--tutorials", shotCommand.tutorials, "Show the tutorials compared, explaining this method");
    shot->add_flag("--map", shotCommand.map, "Shade where the explained method disagrees with the exact answer");
    shot->add_flag("--predict", shotCommand.predict, "Predict-then-reveal: hide the answers");
    shot->add_option("--claims", shotCommand.claimsPath, "Also write what the picture asserts, as JSON, to this file");
    shot->add_option("--set", shotCommand.sets, "Override a scene value for this shot: PATH=VALUE, e.g. bodies/0/x=310");

    CLI::App* play = cli.add_subcommand("play", "Run a scripted session of the lab headless; one JSON line per step");
    PlayOptions playOptions;
    play->add_option("script", playOptions.scriptPath, "Script file (JSON: scene, size, classroom, steps)")->required();
    play->add_option("--frames-dir", playOptions.framesDir, "Write every frame as DIR/frame-NNNNN.png");
    play->add_option("--gif", playOptions.gifPath, "Write the run as an animated GIF");

    CLI::App* lesson = cli.add_subcommand("lesson", "Open a lesson in the window, or write its handout (--handout DIR)");
    LessonOptions lessonOptions;
    lesson->add_option("lesson", lessonOptions.lessonPath, "Lesson file (assets/lessons/*.json)")->required();
    lesson->add_option("--handout", lessonOptions.handoutDir, "Write a PNG per step and lesson.md into DIR");
    lesson->add_option("--gif", lessonOptions.gifPath, "Write the lesson as an animated GIF: a picture per step and reveal");
    lesson->add_option("--size", lessonOptions.size, "Handout picture size WIDTHxHEIGHT")->capture_default_str();
    lesson->add_flag("--classroom", lessonOptions.classroom, "Classroom mode: large text and thick lines");
    lesson->fallthrough();  // the window's options (--seconds, --stats, --fullscreen) also after the lesson

    CLI::App* describe = cli.add_subcommand("describe", "Print the scene in words, as a screen reader says it (in --lang)");
    std::string describeScene;
    describe->add_option("scene", describeScene, "Scene file")->required();

    CLI::App* report = cli.add_subcommand("report", "Print every body's contact with every shape as JSON");
    std::string reportScene;
    report->add_option("scene", reportScene, "Scene file")->required();

    CLI::App* screenshots =
        cli.add_subcommand("screenshots", "Render every scene and compare it with screenshots/<name>.png");
    ScreenshotsOptions shots;
    std::string tolerance;
    screenshots->add_flag("--update", shots.update, "Rewrite the reference pictures");
    screenshots->add_option("--scene", shots.only, "Only scenes whose file name contains this");
    screenshots->add_option("--scenes", shots.scenesDir, "Folder of scenes (default: assets/scenes)");
    screenshots->add_option("--references", shots.referencesDir, "Folder of reference PNGs (default: screenshots)");
    screenshots->add_option("--out", shots.outDir, "Where to write .actual.png and .diff.png (default: --references)");
    screenshots->add_option("--tolerance", tolerance,
                            "DELTA:PIXELS: channels may differ by DELTA, and up to PIXELS pixels may differ more");

    CLI::App* simulate = cli.add_subcommand("simulate", "Run a scene's physics headless; JSON Lines of every body");
    SimulateOptions sim;
    simulate->add_option("scene", sim.scenePath, "Scene file")->required();
    const CLI::Validator whole(WholeNumber, "WHOLE");
    simulate->add_option("--steps", sim.steps, "Fixed steps to run (1/120 s each, or 1/--rate)")->required()->transform(whole)->check(CLI::Range(0L, 100000000L));
    simulate->add_option("--every", sim.every, "Write every K-th step")->transform(whole)->check(CLI::Range(1L, 100000000L));
    simulate->add_option("--model", sim.model, "Response model: tutorial or physical (default: the scene's)")
        ->check(CLI::IsMember({"tutorial", "physical"}));
    simulate->add_option("--rate", sim.rate, "Steps per simulated second (default 120, as the window)")
        ->check(CLI::Range(1.0, 10000.0));

    CLI::App* liveClass = cli.add_subcommand(
        "class", "Run a live class: students predict on their own devices, the teacher sees the whole class");
    ClassOptions classOptions;
    liveClass->add_option("--port", classOptions.port, "Port to listen on (0: any free port)")->check(CLI::Range(0, 65535))
        ->capture_default_str();
    liveClass->add_option("--bind", classOptions.bind,
                          "Address to listen on; 0.0.0.0 opens the class to the local network (default: this computer only)")
        ->capture_default_str();
    liveClass->add_option("--db", classOptions.db, "The class's database (SQLite): questions and answers")->capture_default_str();
    liveClass->add_option("--code", classOptions.code, "The join code (default: the database's, else a new one)");
    liveClass->add_option("--site", classOptions.site, "The built web page (default: CIRCLELAB_SITE, else build-web/site)");
    CLI::App* classExport = liveClass->add_subcommand("export", "Write every question's answers");
    std::string exportDb;
    classExport->add_option("--db", exportDb, "The class's database")->required();
    bool exportCsv = false;
    classExport->add_flag("--csv", exportCsv, "As CSV, one row per answer (the only format)")->required();

    CLI11_PARSE(cli, argc, argv);
    // The window follows the system's language; headless pictures (shot, play, screenshots,
    // handouts) stay English unless --lang says otherwise, so they are the same on every machine.
    const bool headless = *query || *check || *shot || *play || *report || *simulate || *screenshots || *liveClass ||
                          (*lesson && !lessonOptions.handoutDir.empty()) || (*lesson && !lessonOptions.gifPath.empty());
    SetLanguage(headless && lang.empty() ? "en" : ChooseLanguage(lang, [](const char* name) -> const char* {
        return std::getenv(name);
    }));

    // Every command's output is checked before it exits (a full disk is not a success).
    if (*query) return FinishOutput("query", RunQueryCommand());
    if (*check) return FinishOutput("check", RunCheck(checkFiles));
    if (*shot) return FinishOutput("shot", RunShot(shotCommand));
    if (*play) return FinishOutput("play", RunPlay(playOptions));
    if (*report) return FinishOutput("report", RunReport(reportScene));
    if (*describe) return FinishOutput("describe", RunDescribe(describeScene));
    if (*lesson) return FinishOutput("lesson", RunLesson(lessonOptions, window));
    if (*classExport) return FinishOutput("class export", RunClassExport(exportDb));
    if (*liveClass) return FinishOutput("class", RunClass(classOptions));
    if (*simulate) return FinishOutput("simulate", RunSimulate(sim));
    if (*screenshots) {
        if (!tolerance.empty() && !ParseTolerance(tolerance, shots.tolerance)) {
            std::fprintf(stderr, "circlelab screenshots: --tolerance must be DELTA:PIXELS, for example 4:100\n");
            return 1;
        }
        return FinishOutput("screenshots", RunScreenshots(shots));
    }
    if (window.exitAfter && window.frames == 0) window.frames = 60;
    return FinishOutput("window", RunLabWindow(window));
}
