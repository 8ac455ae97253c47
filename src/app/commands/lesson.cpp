#include "app/commands/lesson.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <filesystem>
#include <system_error>

#include "app/commands/shot.h"
#include "app/frame/handout_step.h"
#include "app/shells/headless.h"
#include "app/model/lesson.h"
#include "app/model/physics_run.h"
#include "app/model/predictions.h"
#include "core/io/file_io.h"
#include "core/io/lesson.h"
#include "render/gif.h"

namespace circlelab::app {
namespace {
namespace fs = std::filesystem;

// Writes `text` to `path` whole through a temporary file renamed over it, or says why not (a full
// disk, a folder that is not writable): a failed handout leaves the old one as it was.
std::string WriteText(const fs::path& path, const std::string& text) { return WriteFileAtomically(path.string(), text); }

// One picture of step `index`: the scene as the step opens it, the panel showing the step. A
// picture that cuts the step's prompt or answer is still written, and `cut` says what it cuts.
std::string RenderStep(const LessonLoad& load, const std::string& lessonPath, int index, bool revealed,
                       const LessonOptions& options, const fs::path& out, std::string& cut) {
    LabState state = HandoutStepState(*load.lesson, lessonPath, index, revealed, options.classroom);
    if (!state.error.empty()) return state.error;
    ShotOptions shot;
    ParseSize(options.size, shot.width, shot.height);
    const std::string problem = RenderShot(state, shot, out.string());
    cut = CutLessonText(state.frame.claims);
    return problem;
}

// How long a GIF shows a step: time for a class to read its text aloud (about three words a
// second), and never under three seconds.
int ReadingCentiseconds(const std::string& text) {
    int words = 0;
    bool inWord = false;
    for (const char c : text) {
        const bool letter = c != ' ' && c != '\n' && c != '\t';
        words += letter && !inWord;
        inWord = letter;
    }
    return std::max(300, 100 + words * 100 / 3);
}

// The lesson as an animated GIF for a slide: one picture per step, the same as the handout's, and
// after a step with an answer its revealed picture, each held long enough to read
// (the GIF encoder of `play --gif`).
std::string WriteGif(const LessonLoad& load, const LessonOptions& options, int& frames) {
    ShotOptions shot;
    ParseSize(options.size, shot.width, shot.height);
    std::string problem;
    std::unique_ptr<render::GifWriter> gif = render::GifWriter::Open(options.gifPath, shot.width, shot.height, problem);
    if (!gif) return problem;
    const Lesson& lesson = *load.lesson;
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        const LessonStep& step = lesson.steps[i];
        for (const bool revealed : {false, true}) {
            if (revealed && !step.predict && step.reveal.empty()) continue;
            LabState state = HandoutStepState(lesson, options.lessonPath, static_cast<int>(i), revealed, options.classroom);
            if (!state.error.empty()) return "step " + std::to_string(i + 1) + ": " + state.error;
            std::unique_ptr<HeadlessLab> lab = HeadlessLab::Start(shot.width, shot.height, problem);
            if (!lab) return problem;
            DrawShot(*lab, state, shot);  // as `shot` draws it, and the handout's picture
            const int shown = ReadingCentiseconds(revealed ? step.reveal : step.prompt);
            if (!gif->AddRendererFrame(lab->renderer(), shown, problem))
                return "step " + std::to_string(i + 1) + ": " + problem;
            ++frames;
        }
    }
    return gif->Finish(problem) ? std::string() : problem;
}

int WriteFiles(const LessonOptions& options) {
    int w = 0, h = 0;
    if (!ParseSize(options.size, w, h)) {
        std::fprintf(stderr, "circlelab lesson: --size must be WIDTHxHEIGHT (for example 1280x720), not %s\n",
                     options.size.c_str());
        return 1;
    }
    LessonLoad load = LoadLessonFile(options.lessonPath);
    if (load.lesson) load.errors = CheckLessonScenes(*load.lesson, fs::path(options.lessonPath).parent_path().string());
    if (!load.errors.empty()) {
        std::fprintf(stderr, "%s", load.Format(options.lessonPath).c_str());
        return 1;
    }
    if (!options.gifPath.empty()) {
        int frames = 0;
        if (const std::string problem = WriteGif(load, options, frames); !problem.empty()) {
            std::fprintf(stderr, "circlelab lesson: %s: %s\n", options.gifPath.c_str(), problem.c_str());
            return 1;
        }
        std::printf("wrote %d pictures of %zu steps to %s\n", frames, load.lesson->steps.size(), options.gifPath.c_str());
    }
    if (options.handoutDir.empty()) return 0;
    const fs::path dir(options.handoutDir);
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec || !fs::is_directory(dir, ec)) {
        // The reason, so that "--handout /dev/full" says what is wrong with it.
        const bool isSomethingElse = !ec || ec == std::errc::file_exists || ec == std::errc::not_a_directory;
        std::fprintf(stderr, "circlelab lesson: cannot make the folder %s: %s\n", dir.string().c_str(),
                     isSomethingElse ? "a file of that name is there, and a handout needs a folder" : ec.message().c_str());
        return 1;
    }
    const Lesson& lesson = *load.lesson;
    std::string page = "# " + lesson.name + "\n\n";
    if (!lesson.description.empty()) page += lesson.description + "\n\n";
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        const LessonStep& step = lesson.steps[i];
        char name[32];
        std::snprintf(name, sizeof name, "step-%02zu", i + 1);
        const int index = static_cast<int>(i);
        page += "## Step " + std::to_string(i + 1) + "\n\n" + step.prompt + "\n\n![Step " + std::to_string(i + 1) + "](" +
                name + ".png)\n\n";
        const bool answered = step.predict || !step.reveal.empty();  // a step's answer is hidden until asked for
        for (const bool revealed : {false, true}) {
            if (revealed && !answered) continue;
            const std::string file = std::string(name) + (revealed ? "-revealed.png" : ".png");
            const char* which = revealed ? " revealed" : "";
            std::string cut;
            if (std::string problem = RenderStep(load, options.lessonPath, index, revealed, options, dir / file, cut); !problem.empty()) {
                std::fprintf(stderr, "circlelab lesson: step %zu%s: %s\n", i + 1, which, problem.c_str());
                return 1;
            }
            // Written all the same (a small --size may have no room), but never silently.
            if (!cut.empty())
                std::fprintf(stderr, "circlelab lesson: warning: %s cuts the step's text: %s\n", file.c_str(), cut.c_str());
            if (revealed) page += "Revealed:\n\n![Step " + std::to_string(i + 1) + " revealed](" + file + ")\n\n";
        }
        if (!step.reveal.empty()) page += "> " + step.reveal + "\n\n";
    }
    if (const std::string problem = WriteText(dir / "lesson.md", page); !problem.empty()) {
        std::fprintf(stderr, "circlelab lesson: %s\n", problem.c_str());
        return 1;
    }
    std::printf("wrote %zu steps to %s (lesson.md and the pictures)\n", lesson.steps.size(), dir.string().c_str());
    return 0;
}

}  // namespace

int RunLesson(const LessonOptions& options, WindowOptions window) {
    if (!options.handoutDir.empty() || !options.gifPath.empty()) return WriteFiles(options);
    window.lessonPath = options.lessonPath;
    window.classroom = window.classroom || options.classroom;
    return RunLabWindow(window);
}

}  // namespace circlelab::app
