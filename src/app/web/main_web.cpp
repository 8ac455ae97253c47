// The lab in a web page (emscripten): the same window, lab and frame as the desktop program,
// driven by the browser's main loop instead of a while loop. The page (web/lab.js) stands in for
// the desktop's files: a file upload or a dropped file opens a scene, and every file the lab
// writes (Save, F12) becomes a browser download. A scene can come with the page's address as
// `#scene=` + base64url of its JSON (docs/architecture.md, The web page).
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "app/commands/window.h"
#include "app/editor/editor.h"
#include "app/editor/gestures.h"
#include "app/lab/disagreement_worker.h"
#include "app/lab/input.h"
#include "app/lab/lesson_driver.h"
#include "app/lab/scene_description.h"
#include "app/lang/tr.h"
#include "app/lab/physics_driver.h"
#include "app/lab/play_report.h"
#include "app/lab/wait_policy.h"
#include "app/web/class_student.h"
#include "core/io/file_io.h"
#include "core/io/scene_json.h"

namespace circlelab::app {
namespace {

struct Page {
    LabWindow window;
    LabState state;
    std::vector<SDL_Event> events;
    double lastSeconds = 0;
    int frames = 0;        ///< frames drawn
    int settleFrames = 3;  ///< frames still to draw after the last event (ImGui settles hover states)
};
Page* page = nullptr;  // made once in main, alive as long as the page is

// clang-format off
EM_JS(void, PageDownload, (const char* name, const char* mime, const std::uint8_t* data, int size), {
    window.circlelabPage.download(UTF8ToString(name), UTF8ToString(mime), HEAPU8.slice(data, data + size));
});
EM_JS(void, PageChooseFile, (), { window.circlelabPage.chooseFile(); });
EM_JS(char*, PageHash, (), { return allocateUTF8(location.hash || ""); });
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
EM_JS(void, PageSetLink, (const char* hash), { window.circlelabPage.setLink(UTF8ToString(hash)); });
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

// base64url (RFC 4648 §5), padding optional; false on any other character.
bool DecodeBase64Url(std::string_view text, std::string& out) {
    out.clear();
    std::uint32_t buffer = 0;
    int bits = 0;
    for (const char ch : text) {
        int v;
        if (ch >= 'A' && ch <= 'Z') v = ch - 'A';
        else if (ch >= 'a' && ch <= 'z') v = ch - 'a' + 26;
        else if (ch >= '0' && ch <= '9') v = ch - '0' + 52;
        else if (ch == '-' || ch == '+') v = 62;
        else if (ch == '_' || ch == '/') v = 63;
        else if (ch == '=') break;
        else return false;
        buffer = (buffer << 6) | std::uint32_t(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out += char((buffer >> bits) & 0xFF);
        }
    }
    return true;
}

std::string EncodeBase64Url(std::string_view bytes) {
    static constexpr char kDigits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    std::string out;
    std::uint32_t buffer = 0;
    int bits = 0;
    for (const char ch : bytes) {
        buffer = (buffer << 8) | std::uint8_t(ch);
        bits += 8;
        while (bits >= 6) {
            bits -= 6;
            out += kDigits[(buffer >> bits) & 63];
        }
    }
    if (bits > 0) out += kDigits[(buffer << (6 - bits)) & 63];
    return out;
}

// Copy link: the scene as it is now, in the page's address (no server keeps anything).
void ShareLink(LabState& state) {
    PageSetLink(("scene=" + EncodeBase64Url(SceneToJson(state.doc.scene))).c_str());
    state.status = "The page's address now holds this scene: copy it from the address bar to share it.";
    state.statusUntil = 0;
}

// One part of a link: "classroom", "lesson=NAME" or "scene=BASE64URL". A scene is written as a
// file first, so a broken one is reported exactly as a broken file is, with its line and column.
// `ask`: a link followed while the lab runs asks about unsaved changes first, as Open does.
void OpenLinkPart(LabState& state, std::string_view hash, bool ask) {
    if (hash == "classroom") {
        state.classroom = true;
        return;
    }
    // "#lang=de": the language of the lab (docs/languages.md); an unknown one keeps the browser's.
    constexpr std::string_view kLang = "lang=";
    if (hash.substr(0, kLang.size()) == kLang) {
        SetLanguage(hash.substr(kLang.size()));
        return;
    }
    // "#lesson=NAME": a shipped lesson by its file's name (02_worden_nine_cases), on its first step.
    constexpr std::string_view kLesson = "lesson=";
    if (hash.substr(0, kLesson.size()) == kLesson) {
        const std::string_view name = hash.substr(kLesson.size());
        std::string known;
        for (const ShippedLesson& l : ShippedLessons()) {
            const std::string stem = std::filesystem::path(l.path).stem().string();
            if (stem == name) {
                OpenLesson(state, l.path);
                return;
            }
            known += (known.empty() ? "" : ", ") + stem;
        }
        state.error = "This link names no lesson of the lab (" + std::string(name) + "); the lessons are: " + known + ".";
        return;
    }
    constexpr std::string_view kScene = "scene=";
    if (hash.substr(0, kScene.size()) != kScene) return;
    std::string json;
    if (!DecodeBase64Url(hash.substr(kScene.size()), json)) {
        state.error = "Could not open the scene of this link: it is not base64url (A-Z, a-z, 0-9, - and _).";
        return;
    }
    std::error_code ec;
    std::filesystem::create_directories("/link", ec);
    const std::string path = "/link/shared_scene.json";
    if (const std::string problem = WriteFileAtomically(path, json); !problem.empty()) {
        state.error = "Could not open the scene of this link: " + problem;
        return;
    }
    if (ask) RequestOpen(state, path);
    else OpenScene(state, path);
}

// Opens what a link's address carries after '#': its parts joined by '&' in any order, as a
// teacher combines them (docs/install.md), e.g. "#lesson=02_worden_nine_cases&classroom".
void OpenLink(LabState& state, std::string_view hash, bool ask) {
    if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
    while (!hash.empty()) {
        const std::size_t amp = hash.find('&');
        OpenLinkPart(state, hash.substr(0, amp), ask);
        if (amp == std::string_view::npos) break;
        hash.remove_prefix(amp + 1);
    }
}

// Called at the display's rate (requestAnimationFrame). As on the desktop, a still lab draws
// nothing until something happens, so a page left open costs a laptop's battery next to nothing.
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
    const std::string label = std::string(Tr("Circle Collision Lab")) + ": " + TrC("scene", p.state.doc.scene.name);
    PageDescribe(said.c_str(), label.c_str(), CurrentLanguage() == "qps" ? "en" : CurrentLanguage().c_str());
}

void Frame(void*) {
    Page& p = *page;
    const double now = emscripten_get_now() / 1000.0;
    LabActivity activity;
    activity.running = p.state.running;
    activity.mapComputing = p.state.tutorials.worker->Busy();
    activity.gesture = Gesturing(p.state);
    activity.keyHeld = HeldDirection(p.state) != Vec2{};
    activity.settleFrames = p.settleFrames;
    activity.statusUntil = p.state.status.empty() ? 0 : p.state.statusUntil;
    const int wait = WaitMilliseconds(activity, p.state.clock + (now - p.lastSeconds));
    if (!SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT) && (wait == kWaitForEvent || wait > 16)) return;
    // A tab in the background gets no frames: take up again without a jump of minutes.
    const double dt = std::min(now - p.lastSeconds, 0.25);
    p.lastSeconds = now;
    if (LabWindowFrame(p.window, p.state, p.events, dt)) p.settleFrames = 3;
    else if (p.settleFrames > 0) --p.settleFrames;
    ++p.frames;
    Describe(p, now);
}

}  // namespace
}  // namespace circlelab::app

using circlelab::app::page;

extern "C" {
// The page wrote an uploaded or dropped file here: open it as Open does.
// Each wakes a still lab, to draw what it did.
EMSCRIPTEN_KEEPALIVE void circlelab_open_file(const char* path) {
    if (!page) return;
    circlelab::app::RequestOpen(page->state, path);
    page->settleFrames = 3;
}
// The address's #fragment changed (a pasted link).
EMSCRIPTEN_KEEPALIVE void circlelab_open_link(const char* hash) {
    if (!page) return;
    circlelab::app::OpenLink(page->state, hash, true);
    page->settleFrames = 3;
}
// For tests and the curious (the browser's console): what a scripted run reports after a step
// (app/lab/play_report.h), "step" being the frames drawn so far (a still lab draws none), and the
// error the panel shows.
EMSCRIPTEN_KEEPALIVE const char* circlelab_report() {
    static std::string line;
    line = page ? circlelab::app::PlayReportLine(page->state, page->frames, page->state.clock) : "";
    return line.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* circlelab_error() { return page ? page->state.error.c_str() : ""; }
// Where the panel drew its "Open a file..." and "Copy link" buttons last frame, in the window's
// coordinates as the report's circleOnScreen:
// {"open":[x,y,w,h],"share":[x,y,w,h]} (zero sizes when not drawn). ImGui's buttons are no part of
// the page's DOM, so this is how a test finds them to click.
EMSCRIPTEN_KEEPALIVE const char* circlelab_buttons() {
    static std::string line;
    line.clear();
    if (!page) return "";
    const auto rect = [](const circlelab::app::ScreenRect& r) {
        char text[96];
        std::snprintf(text, sizeof text, "[%.1f,%.1f,%.1f,%.1f]", r.x, r.y, r.w, r.h);
        return std::string(text);
    };
    const auto& b = page->state.pageButtons;
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
    state.doc.Reset(circlelab::DefaultScene());
    ResetPhysics(state);
    state.tutorials.worker = std::make_shared<DisagreementWorker>();
    state.fileWritten = OfferDownload;
    state.chooseFile = [] { PageChooseFile(); };
    state.shareLink = [] { ShareLink(page->state); };
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
    if (char* hash = PageHash()) {
        OpenLink(state, hash, false);
        std::free(hash);
    }

    // The canvas fills the page (web/index.html); the window starts at its size and SDL follows
    // the page's size and pixel ratio from then on.
    WindowOptions options;
    double cssWidth = 0, cssHeight = 0;
    if (emscripten_get_element_css_size("#canvas", &cssWidth, &cssHeight) == EMSCRIPTEN_RESULT_SUCCESS &&
        cssWidth >= 1 && cssHeight >= 1) {
        options.width = int(cssWidth);
        options.height = int(cssHeight);
    }
    if (!OpenLabWindow(page->window, options)) return 1;
    page->lastSeconds = emscripten_get_now() / 1000.0;
    // 0 fps: the browser's own rate (requestAnimationFrame); the last 1: main never returns.
    emscripten_set_main_loop_arg(circlelab::app::Frame, nullptr, 0, 1);
    return 0;
}
