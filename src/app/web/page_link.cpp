#include "app/web/page_link.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "app/actions/editor.h"
#include "app/actions/file_flow.h"
#include "app/model/lesson.h"
#include "app/model/scene_catalog.h"
#include "app/lang/tr.h"
#include "app/model/scene_opening.h"
#include "core/io/file_io.h"
#include "core/io/scene_json.h"

namespace circlelab::app {
namespace {

constexpr const char* kCutShort = "This link is cut short: it ends in the middle of the scene. Ask for the whole link "
                                  "(a chat program may have shortened it).";

// What follows `prefix` in `text`; none when `text` does not start with it.
std::optional<std::string_view> After(std::string_view text, std::string_view prefix) {
    if (text.substr(0, prefix.size()) != prefix) return std::nullopt;
    return text.substr(prefix.size());
}

// "#sel=N": the shape selected, N of at most six digits; anything else leaves `selected` as it is.
void ReadSelected(std::string_view text, int& selected) {
    const std::string digits(text);
    if (!digits.empty() && digits.size() < 7 && digits.find_first_not_of("0123456789") == std::string::npos)
        selected = std::stoi(digits);
}

// "#lesson=NAME": a shipped lesson by its file's name (02_worden_nine_cases), on its first step.
void OpenLessonNamed(LabState& state, std::string_view name) {
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
}

// "#open=NAME": a shipped scene by its file's name.
void OpenSceneNamed(LabState& state, std::string_view name, bool ask) {
    for (const std::string& file : SceneFiles()) {
        if (std::filesystem::path(file).stem().string() != name) continue;
        if (ask) RequestOpen(state, file);
        else OpenScene(state, file);
        return;
    }
    state.error = "This link names a scene the lab does not have (" + std::string(name) +
                  "): it may come from another version of the lab.";
}

// "#scene=BASE64URL": the scene carried in the link, written as a file first, so a broken one is
// reported exactly as a broken file is, with its line and column.
void OpenSceneCarried(LabState& state, std::string_view base64, bool ask) {
    std::string json;
    if (!DecodeBase64Url(base64, json)) {
        state.error = "This link is damaged: letters that a link of the lab never has were found in it "
                      "(was it retyped, or changed by a chat program?).";
        return;
    }
    // A link cut off on its way (a chat's length limit, a copy of part of it) ends inside the
    // scene: said as that, not as the JSON reader's end-of-input error.
    const std::size_t last = json.find_last_not_of(" \t\r\n");
    if (last == std::string::npos || json[last] != '}') {
        state.error = kCutShort;
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

// One part of a link: "classroom", "lang=de", "sel=N", "lesson=NAME", "open=NAME" or
// "scene=BASE64URL"; any other part is passed over. `ask`: a link followed while the lab runs
// asks about unsaved changes first, as Open does.
void OpenLinkPart(LabState& state, std::string_view hash, bool ask, int& selected) {
    if (hash == "classroom") {
        state.classroom = true;
    } else if (const auto language = After(hash, "lang=")) {
        // The language of the lab (docs/languages.md); an unknown one keeps the browser's.
        SetLanguage(*language);
    } else if (const auto digits = After(hash, "sel=")) {
        ReadSelected(*digits, selected);
    } else if (hash == "linkerror=cut") {  // what the page found wrong with a compressed scene (web/lab.js)
        state.error = kCutShort;
    } else if (hash == "linkerror=newer") {
        state.error = "This link was made by a newer version of the lab: open it with that version (reload "
                      "the page to get it, if it is this site's).";
    } else if (const auto lesson = After(hash, "lesson=")) {
        OpenLessonNamed(state, *lesson);
    } else if (const auto name = After(hash, "open=")) {
        OpenSceneNamed(state, *name, ask);
    } else if (const auto base64 = After(hash, "scene=")) {
        OpenSceneCarried(state, *base64, ask);
    }
}

}  // namespace

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

// Opens what a link's address carries after '#': its parts joined by '&' in any order, as a
// teacher combines them (docs/install.md), e.g. "#lesson=02_worden_nine_cases&classroom".
int OpenLink(LabState& state, std::string_view hash, bool ask) {
    int selected = -1;
    if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
    while (!hash.empty()) {
        const std::size_t amp = hash.find('&');
        OpenLinkPart(state, hash.substr(0, amp), ask, selected);
        if (amp == std::string_view::npos) break;
        hash.remove_prefix(amp + 1);
    }
    return selected;
}


std::string AddressOf(const LabState& state) {
    std::string address;
    const std::string& path = state.doc.path();
    if (!path.empty() && IsShippedScene(path)) address = "open=" + std::filesystem::path(path).stem().string();
    else if (!path.empty()) address = "scene=" + EncodeBase64Url(SceneToJson(state.doc.scene()));
    if (state.classroom) address += address.empty() ? "classroom" : "&classroom";
    return address;
}

std::string ShareAddress(const LabState& state) {
    Scene shared = state.doc.scene();
    if (!state.window.cameraFollows && state.window.layout.viewport.w > 0 && state.window.layout.viewport.h > 0) {
        // Zoomed or panned: the link frames what the lab shows (inside the margin the camera
        // keeps when it fits a view, so the opened link shows it at the same scale).
        const ScreenRect& v = state.window.layout.viewport;
        const double m = FitMargin(v);
        shared.settings.view = Aabb{state.view.ToWorld({v.x + m, v.y + m}), state.view.ToWorld({v.x + v.w - m, v.y + v.h - m})};
    }
    std::string address = "scene=" + EncodeBase64Url(SceneToJson(shared));
    if (state.frame.facts.selected >= 0) address += "&sel=" + std::to_string(state.frame.facts.selected);
    if (state.classroom) address += "&classroom";
    return address;
}

}  // namespace circlelab::app
