// The lab in a web page (emscripten): the same window, lab and frame as the desktop program,
// driven by the browser's main loop instead of a while loop. The page (web/lab.js) stands in for
// the desktop's files: a file upload or a dropped file opens a scene, and every file the lab
// writes (Save, F12) becomes a browser download. A scene can come with the page's address as
// `#scene=` + base64url of its JSON (docs/architecture.md, The web page).
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/shells/lab_start.h"
#include "app/shells/window.h"
#include "app/actions/editor.h"
#include "app/actions/file_flow.h"
#include "app/input/gestures.h"
#include "app/model/disagreement_worker.h"
#include "app/input/input.h"
#include "app/model/lesson.h"
#include "app/model/scene_description.h"
#include "app/lang/tr.h"
#include "app/model/physics_run.h"
#include "app/frame/play_report.h"
#include "app/base/wait_policy.h"
#include "app/web/class_student.h"
#include "app/web/page_link.h"
#include "app/web/page_loop.h"
#include "app/actions/shortcuts.h"
#include "core/io/file_io.h"
#include "core/io/scene_json.h"
#include "render/circle_sprites.h"

namespace circlelab::app {
namespace {

struct Page {
    LabWindow window;
    LabState state;
    std::vector<SDL_Event> events;
    double lastSeconds = 0;
    int frames = 0;        ///< frames drawn
    int settleFrames = 3;  ///< frames still to draw after the last event (ImGui settles hover states)
    bool sleeping = false;  ///< the main loop is paused (a still lab)
    bool slept = false;     ///< the loop slept since the last frame drawn
    int wakeUps = 0;        ///< times the loop called Frame, drawing or not (the page test counts them)
    std::string address;    ///< the address after '#' the page shows
    int addressFor = -1;    ///< the document (its `opened` count) the address was written for
    int sceneEdges[4] = {-1, -1, -1, -1};  ///< what the page was last told: the scene's left, bottom, folded, help open
    /// A pasted link waiting on the unsaved-changes question, and the lesson before it.
    bool asked = false;
    int askedOpened = 0;
    std::optional<Lesson> lessonBefore;
    std::string lessonPathBefore;
    int lessonStepBefore = -1;
    int selectAfter = -1;  ///< the shape the link selects, once its scene opens
};
Page* page = nullptr;  // made once in main, alive as long as the page is

// clang-format off
EM_JS(void, PageDownload, (const char* name, const char* mime, const std::uint8_t* data, int size), {
    window.circlelabPage.download(UTF8ToString(name), UTF8ToString(mime), HEAPU8.slice(data, data + size));
});
EM_JS(void, PageChooseFile, (), { window.circlelabPage.chooseFile(); });
// The lab could not open its drawing surface (WebGL turned off, or the context refused): the page
// says why in words, with SDL's last error (often only that no renderer could be made).
EM_JS(void, PageCannotDraw, (const char* reason), { window.circlelabPage.cannotDraw(UTF8ToString(reason)); });
// The address as the page shows it (a scene compressed), and as the lab reads it (web/lab.js
// expands a compressed scene before the program starts).
EM_JS(char*, PageHash, (), { return allocateUTF8(location.hash || ""); });
EM_JS(char*, PageStartHash, (), { return allocateUTF8(window.circlelabPage.startHash || ""); });
EM_JS(void, PageSetAddress, (const char* hash), { window.circlelabPage.setAddress(UTF8ToString(hash)); });
EM_JS(void, PageCopyLink, (const char* hash), { window.circlelabPage.copyLink(UTF8ToString(hash)); });
// The browser's languages in order of preference ("de-DE:en-US"), as LANGUAGE lists them.
EM_JS(char*, PageLanguages, (), { return allocateUTF8((navigator.languages || [navigator.language || ""]).join(":")); });
// The scene in words into the live region beside the canvas, the canvas's name and the page's
// language (web/index.html): a screen reader speaks the region when it changes.
EM_JS(void, PageDescribe, (const char* text, const char* label, const char* lang), {
    const region = document.getElementById("description");
    if (region) region.textContent = UTF8ToString(text);
    const canvas = document.getElementById("canvas");
    if (canvas) canvas.setAttribute("aria-label", UTF8ToString(label));
    document.documentElement.lang = UTF8ToString(lang);
});
// clang-format on

// A file the lab wrote into the page's memory goes to the user as a download of the same name.
void OfferDownload(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in.good() && !in.eof()) return;
    const std::filesystem::path p(path);
    const char* mime = p.extension() == ".png" ? "image/png" : "application/json";
    PageDownload(p.filename().string().c_str(), mime, reinterpret_cast<const std::uint8_t*>(bytes.data()),
                 static_cast<int>(bytes.size()));
}

// Where the lab's scene begins, for the page's buttons (web/index.html): the panel's width (its
// folded strip's, when folded) and the height of the numbers strip below the scene, in the page's
// pixels. On a phone the buttons sit in the folded panel's empty strip, or just right of the open
// panel above the numbers, where they cover neither.
// While the help is open the buttons stand in the strip it leaves them (app/panels/help_window.cpp).
EM_JS(void, PageSceneEdges, (int left, int bottom, int folded, int help), {
    const root = document.documentElement;
    root.style.setProperty('--scene-left', left + 'px');
    root.style.setProperty('--scene-bottom', bottom + 'px');
    root.classList.toggle('panel-folded', !!folded);
    root.classList.toggle('help-open', !!help);
});

// Copy link: the scene as it is now, in the page's address (no server keeps anything); the page
// copies it, or shows it in a field to copy by hand where the browser does not let it.
void ShareLink(Page& p) {
    p.address = ShareAddress(p.state);
    p.addressFor = p.state.doc.opened();
    PageCopyLink(p.address.c_str());
    p.state.status = "The link to this scene is in the page's address.";
    p.state.statusUntil = 0;
}

// The address follows the scene shown, so a reload (or a bookmark) brings back what is on
// screen. A link that asked about unsaved changes and was cancelled leaves the scene, the lesson
// and the address as they were, so the same link can be pasted again.
void FollowAddress(Page& p) {
    LabState& state = p.state;
    if (p.asked && state.files.pending == LabState::Pending::kNone) {
        p.asked = false;
        if (state.doc.opened() == p.askedOpened) {  // cancelled, or the link did not open
            if (state.teaching.lessonStep < 0) {  // a lesson link whose first step never showed
                state.teaching.lesson = std::move(p.lessonBefore);
                state.teaching.lessonPath = p.lessonPathBefore;
                state.teaching.lessonStep = p.lessonStepBefore;
            }
            PageSetAddress(p.address.c_str());
        } else {  // followed: the link as pasted is the address
            char* hash = PageHash();
            p.address = hash && *hash == '#' ? hash + 1 : (hash ? hash : "");
            std::free(hash);
            p.addressFor = state.doc.opened();
            if (p.selectAfter >= 0) state.doc.viewer().selected = p.selectAfter;
            return;
        }
    }
    if (p.asked || state.doc.opened() == p.addressFor || state.teaching.lesson || state.teaching.teacherReveals) return;
    p.addressFor = state.doc.opened();
    p.address = AddressOf(state);
    PageSetAddress(p.address.c_str());
}

// Tells the page where the scene begins when the panel or the numbers strip moved.
void FollowLayout(Page& p) {
    const LabState& state = p.state;
    const ScreenRect& scene = state.window.layout.viewport;
    const int edges[4] = {int(std::lround(scene.x)), int(std::lround(float(state.window.windowSize.y) - scene.y - scene.h)),
                          state.window.sidebarOpen ? 0 : 1, state.window.showHelp ? 1 : 0};
    if (std::equal(std::begin(edges), std::end(edges), std::begin(p.sceneEdges))) return;
    std::copy(std::begin(edges), std::end(edges), std::begin(p.sceneEdges));
    PageSceneEdges(edges[0], edges[1], edges[2], edges[3]);
}

// The loop sleeps while the lab is still (no requestAnimationFrame at all, so a page left open
// costs nothing); an event (web/lab.js), a page call or the next due moment wakes it.
void Sleep(Page& p, int waitMs) {
    p.sleeping = p.slept = true;
    emscripten_pause_main_loop();
    if (waitMs != kWaitForEvent) emscripten_async_call([](void*) { WakePage(); }, nullptr, waitMs);
}

// The live region follows the scene when it changes, at most every 0.75 s: a drag does not make
// the screen reader speak every frame, and the words where the drag stops are the last said.
void Describe(Page& p, double now) {
    static std::string said, waiting;
    static double saidAt = -1;
    waiting = DescribeLab(p.state);
    if (waiting == said) return;
    if (now - saidAt < 0.75) {
        p.settleFrames = std::max(p.settleFrames, 1);  // frames go on until the words are said
        return;
    }
    said = waiting;
    saidAt = now;
    const std::string label = std::string(Tr("Circle Collision Lab")) + ": " + TrC("scene", p.state.doc.scene().name);
    PageDescribe(said.c_str(), label.c_str(), CurrentLanguage() == "qps" ? "en" : CurrentLanguage().c_str());
}

// Called at the display's rate (requestAnimationFrame) while the lab animates. As on the
// desktop, a still lab draws nothing until something happens; here it also stops asking for frames.
void Frame(void*) {
    Page& p = *page;
    ++p.wakeUps;
    const double now = emscripten_get_now() / 1000.0;
    LabActivity activity;
    activity.running = p.state.run.running;
    activity.mapComputing = p.state.teaching.tutorials.worker->Busy();
    activity.gesture = Gesturing(p.state.input);
    activity.keyHeld = HeldDirection(p.state.input.held) != Vec2{};
    activity.settleFrames = p.settleFrames;
    activity.statusUntil = p.state.status.empty() ? 0 : p.state.statusUntil;
    activity.wakeAt = p.state.teaching.wakeAt;
    const int wait = WaitMilliseconds(activity, p.state.clock + (now - p.lastSeconds));
    if (!SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT) && (wait == kWaitForEvent || wait > 16)) {
        Sleep(p, wait);
        return;
    }
    // A tab in the background gets no frames: take up again without a jump of minutes. After a
    // sleep the clock takes the whole time (nothing moved meanwhile), so a message due to fade
    // while the lab slept fades now, not a quarter second later each time it wakes.
    const double dt = p.slept ? now - p.lastSeconds : std::min(now - p.lastSeconds, 0.25);
    p.slept = false;
    p.lastSeconds = now;
    if (LabWindowFrame(p.window, p.state, p.events, dt)) p.settleFrames = 3;
    else if (p.settleFrames > 0) --p.settleFrames;
    ++p.frames;
    FollowAddress(p);
    FollowLayout(p);
    Describe(p, now);
}

}  // namespace

void WakePage() {
    if (!page) return;
    page->settleFrames = std::max(page->settleFrames, 3);
    if (!page->sleeping) return;
    page->sleeping = false;
    emscripten_resume_main_loop();
}

}  // namespace circlelab::app

using circlelab::app::page;
using circlelab::app::WakePage;

extern "C" {
// The page wrote an uploaded or dropped file here: open it as Open does.
// Each wakes a still lab, to draw what it did.
EMSCRIPTEN_KEEPALIVE void circlelab_open_file(const char* path) {
    if (!page) return;
    circlelab::app::RequestOpen(page->state, path);
    WakePage();
}
// The address's #fragment changed (a pasted link). What it asks may wait on the unsaved-changes
// question; answered Cancel, the lab keeps its scene and lesson (FollowAddress).
EMSCRIPTEN_KEEPALIVE void circlelab_open_link(const char* hash) {
    if (!page) return;
    circlelab::app::Page& p = *page;
    p.asked = true;
    p.askedOpened = p.state.doc.opened();
    p.lessonBefore = p.state.teaching.lesson;
    p.lessonPathBefore = p.state.teaching.lessonPath;
    p.lessonStepBefore = p.state.teaching.lessonStep;
    p.selectAfter = circlelab::app::OpenLink(p.state, hash, true);
    WakePage();
}
// Any input the page saw (web/lab.js): SDL has queued it; the sleeping loop draws it.
EMSCRIPTEN_KEEPALIVE void circlelab_wake() { WakePage(); }
// Whether closing the page would lose edits (the browser's beforeunload question).
EMSCRIPTEN_KEEPALIVE int circlelab_dirty() { return page && page->state.doc.Dirty() ? 1 : 0; }
// Whether a text field of the panel has the keys (the page leaves its own F key alone then).
EMSCRIPTEN_KEEPALIVE int circlelab_typing() { return page && ImGui::GetIO().WantTextInput ? 1 : 0; }
// The page's buttons (web/index.html): "help", "classroom", "panel", "picture".
EMSCRIPTEN_KEEPALIVE void circlelab_action(const char* name) {
    if (!page) return;
    using circlelab::app::Action;
    const std::string_view what(name);
    if (what == "help") circlelab::app::Perform(page->state, Action::kHelp);
    else if (what == "classroom") circlelab::app::Perform(page->state, Action::kClassroom);
    else if (what == "panel") circlelab::app::Perform(page->state, Action::kSidebar);
    else if (what == "picture") circlelab::app::Perform(page->state, Action::kScreenshot);
    else if (what == "link" && page->state.shell.shareLink) page->state.shell.shareLink();  // the panel's Copy link, folded or not
    WakePage();
}
// Copy link's outcome: on the clipboard (1), or shown in a field to copy by hand (0).
EMSCRIPTEN_KEEPALIVE void circlelab_link_copied(int copied) {
    if (!page) return;
    page->state.status = copied ? "Link copied: paste it to share this scene (it is in the page's address too)."
                                : "Copy the link from the field below the scene to share it.";
    page->state.statusUntil = 0;
    WakePage();
}
// What F3 shows, for the page benchmark (bench/page_bench.py): {"fps","frameMs","physicsMs"};
// "physicsTotalMs", every frame's physics since the page opened; "sprites", the circles the last
// frame drew as sprites (-1: none can be).
EMSCRIPTEN_KEEPALIVE const char* circlelab_stats() {
    static std::string line;
    if (!page) return "";
    const auto& s = page->state.window.stats;
    const circlelab::render::CircleSprites* sprites = page->window.textures.sprites;
    char text[240];
    std::snprintf(text, sizeof text, "{\"fps\":%.3f,\"frameMs\":%.4f,\"physicsMs\":%.4f,\"physicsTotalMs\":%.4f,\"sprites\":%d}",
                  s.fps, s.frameMs, s.physicsMs, s.physicsTotalMs, sprites ? sprites->Drawn() : -1);
    line = text;
    return line.c_str();
}
// How many times the loop has run (drawing or not): a still page's count stands still.
EMSCRIPTEN_KEEPALIVE int circlelab_wake_ups() { return page ? page->wakeUps : 0; }
// For tests and the curious (the browser's console): what a scripted run reports after a step
// (app/frame/play_report.h), "step" being the frames drawn so far (a still lab draws none), and the
// error the panel shows.
EMSCRIPTEN_KEEPALIVE const char* circlelab_report() {
    static std::string line;
    line = page ? circlelab::app::PlayReportLine(page->state, page->frames, page->state.clock) : "";
    return line.c_str();
}
// The same report with the picture's claims (docs/picture-claims.md) and the words drawn, so a
// test reads what the page shows: a step's question, a title whole or cut.
EMSCRIPTEN_KEEPALIVE const char* circlelab_report_shown() {
    static std::string line;
    line = page ? circlelab::app::PlayReportLine(page->state, page->frames, page->state.clock, true, true) : "";
    return line.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* circlelab_error() { return page ? page->state.error.c_str() : ""; }
// Where the panel drew its "Open a file..." and "Copy link" buttons last frame, in the window's
// coordinates as the report's circleOnScreen:
// {"open":[x,y,w,h],"share":[x,y,w,h]} (zero sizes when not drawn). ImGui's buttons are no part of
// the page's DOM, so this is how a test finds them to click.
// Where the help window and its scrollbar were drawn last frame, in the same coordinates:
// {"window":[x,y,w,h],"scrollbar":[x,y,w,h]} (zero sizes when not drawn), for a test to see what
// the page's buttons cover.
EMSCRIPTEN_KEEPALIVE const char* circlelab_help_window() {
    static std::string line;
    char text[160];
    float w[4] = {0, 0, 0, 0}, bar[4] = {0, 0, 0, 0};
    ImGuiWindow* help = page && page->state.window.showHelp ? ImGui::FindWindowByName(circlelab::app::TrId("Help (F1 or Esc closes it)")) : nullptr;
    if (help && help->WasActive) {
        w[0] = help->Pos.x, w[1] = help->Pos.y, w[2] = help->Size.x, w[3] = help->Size.y;
        if (help->ScrollbarY) {
            const ImRect r = ImGui::GetWindowScrollbarRect(help, ImGuiAxis_Y);
            bar[0] = r.Min.x, bar[1] = r.Min.y, bar[2] = r.GetWidth(), bar[3] = r.GetHeight();
        }
    }
    std::snprintf(text, sizeof text, "{\"window\":[%.1f,%.1f,%.1f,%.1f],\"scrollbar\":[%.1f,%.1f,%.1f,%.1f]}", w[0], w[1], w[2], w[3],
                  bar[0], bar[1], bar[2], bar[3]);
    line = text;
    return line.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* circlelab_buttons() {
    static std::string line;
    line.clear();
    if (!page) return "";
    const auto rect = [](const circlelab::app::ScreenRect& r) {
        char text[96];
        std::snprintf(text, sizeof text, "[%.1f,%.1f,%.1f,%.1f]", r.x, r.y, r.w, r.h);
        return std::string(text);
    };
    const auto& b = page->state.frame.pageButtons;
    line = "{\"open\":" + rect(b.open) + ",\"share\":" + rect(b.share) + "}";
    return line.c_str();
}
}

int main() {
    using namespace circlelab::app;
    // Emscripten 3.1.6 starts with a umask of 0777, so every new file the lab writes (an F12
    // picture, a scene saved under a new name) would get no permissions at all, and the page could
    // not read it back to offer it as a download. A desktop's usual mask instead.
    umask(022);
    page = new Page;
    LabState& state = page->state;
    StartLab(state, circlelab::DefaultScene(), "", {.mapWorker = true});
    state.shell.fileWritten = OfferDownload;
    state.shell.chooseFile = [] { PageChooseFile(); };
    state.shell.shareLink = [] { ShareLink(*page); };
    AttachClassStudent(state);  // a page opened from a live class's address is a student's (web/class.js)
    // The browser's language, unless the address names one (below).
    if (char* languages = PageLanguages()) {
        static std::string preferred;
        preferred = languages;
        std::free(languages);
        SetLanguage(ChooseLanguage("", [](const char* name) -> const char* {
            return std::string_view(name) == "LANGUAGE" ? preferred.c_str() : nullptr;
        }));
    }
    if (char* hash = PageStartHash()) {
        if (const int selected = OpenLink(state, hash, false); selected >= 0) state.doc.viewer().selected = selected;
        std::free(hash);
    }
    if (char* hash = PageHash()) {  // as the page shows it
        page->address = *hash == '#' ? hash + 1 : hash;
        std::free(hash);
    }
    page->addressFor = state.doc.opened();  // the link as given stays in the address

    // The canvas fills the page (web/index.html); the window starts at its size and SDL follows
    // the page's size and pixel ratio from then on.
    WindowOptions options;
    double cssWidth = 0, cssHeight = 0;
    if (emscripten_get_element_css_size("#canvas", &cssWidth, &cssHeight) == EMSCRIPTEN_RESULT_SUCCESS &&
        cssWidth >= 1 && cssHeight >= 1) {
        options.width = int(cssWidth);
        options.height = int(cssHeight);
    }
    // A phone's narrow screen: the panel starts folded, the scene gets the width (L or the page's
    // Panel button unfolds it).
    if (options.width > 0 && options.width < 700) state.window.sidebarOpen = false;
    if (!OpenLabWindow(page->window, options)) {
        PageCannotDraw(SDL_GetError());
        // No lab runs: every export answers as before the lab started (a half-made lab has no
        // ImGui context for circlelab_typing to ask).
        delete page;
        page = nullptr;
        return 1;
    }
    page->lastSeconds = emscripten_get_now() / 1000.0;
    // 0 fps: the browser's own rate (requestAnimationFrame); the last 1: main never returns.
    emscripten_set_main_loop_arg(circlelab::app::Frame, nullptr, 0, 1);
    return 0;
}
