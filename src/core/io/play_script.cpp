#include "core/io/play_script.h"

#include <cmath>

#include "core/io/json_fields.h"
#include "core/io/scene_json.h"

namespace circlelab {
namespace {

using Type = JsonType;

// The errors of one script, with the helpers every step reader shares.
struct Reader {
    std::vector<SourceError>& errors;

    void At(JsonRef v, const std::string& pointer, std::string message) {
        errors.push_back({v.Line(), v.Column(), pointer, std::move(message)});
    }

    // [x, y] in window pixels: two finite numbers.
    std::optional<Vec2> Point(JsonRef v, const std::string& pointer, std::string_view what) {
        if (!v.Is(Type::kArray) || v.Size() != 2 || !v.Item(0).Is(Type::kNumber) || !v.Item(1).Is(Type::kNumber)) {
            At(v, pointer, std::string(what) + " must be [x, y] in window pixels, not " +
                               (v.Is(Type::kArray) ? "an array of " + std::to_string(v.Size()) + " items"
                                                   : std::string(Describe(v.Type()))));
            return std::nullopt;
        }
        const Vec2 p{v.Item(0).Number(), v.Item(1).Number()};
        if (std::abs(p.x) > 1e6 || std::abs(p.y) > 1e6) {
            At(v, pointer, std::string(what) + " must lie within 1e6 px of the window, not [" + FormatNumber(p.x) +
                               ", " + FormatNumber(p.y) + "]");
            return std::nullopt;
        }
        return p;
    }

    // A duration in seconds: finite, >= 0 and at most kMaxStepSeconds.
    bool Seconds(JsonRef v, const std::string& pointer, std::string_view what, double& out) {
        if (!v.Is(Type::kNumber)) {
            At(v, pointer, std::string(what) + " must be a number of seconds, not " + std::string(Describe(v.Type())));
            return false;
        }
        if (!(v.Number() >= 0 && v.Number() <= kMaxStepSeconds)) {
            At(v, pointer, std::string(what) + " must be between 0 and " + FormatNumber(kMaxStepSeconds) +
                               " seconds, not " + FormatNumber(v.Number()));
            return false;
        }
        out = v.Number();
        return true;
    }

    // [width, height]: whole numbers of pixels within the window sizes a script may ask for.
    bool Size(JsonRef v, const std::string& pointer, int& w, int& h) {
        const auto whole = [](JsonRef n) {
            return n.Is(Type::kNumber) && n.Number() == std::floor(n.Number()) && n.Number() >= kMinWindowSide &&
                   n.Number() <= kMaxWindowSide;
        };
        if (!v.Is(Type::kArray) || v.Size() != 2 || !whole(v.Item(0)) || !whole(v.Item(1))) {
            At(v, pointer, "size must be [width, height], whole numbers of pixels from " +
                               std::to_string(kMinWindowSide) + " to " + std::to_string(kMaxWindowSide));
            return false;
        }
        w = int(v.Item(0).Number());
        h = int(v.Item(1).Number());
        return true;
    }

    std::optional<PlayStep> Drag(JsonRef v, const std::string& pointer) {
        ObjectReader in(v, pointer, errors, "drag");
        std::optional<JsonRef> from = in.Get("from", true);
        std::optional<JsonRef> to = in.Get("to", true);
        std::optional<JsonRef> seconds = in.Get("seconds", false);
        in.RejectUnknown();
        if (!in.ok() || !from || !to) return std::nullopt;
        DragStep step;
        const auto a = Point(*from, PointerAppend(pointer, "from"), "from");
        const auto b = Point(*to, PointerAppend(pointer, "to"), "to");
        if (seconds && !Seconds(*seconds, PointerAppend(pointer, "seconds"), "seconds", step.seconds))
            return std::nullopt;
        if (!a || !b) return std::nullopt;
        step.from = *a;
        step.to = *b;
        return step;
    }

    std::optional<PlayStep> Mouse(JsonRef v, const std::string& pointer) {
        ObjectReader in(v, pointer, errors, "mouse");
        if (!in.ok()) return std::nullopt;
        static constexpr std::pair<std::string_view, MouseStep::Kind> kKinds[] = {
            {"down", MouseStep::Kind::kDown}, {"move", MouseStep::Kind::kMove}, {"up", MouseStep::Kind::kUp}};
        MouseStep step;
        int found = 0;
        for (const auto& [key, kind] : kKinds) {
            std::optional<JsonRef> at = in.Get(key, false);
            if (!at) continue;
            ++found;
            step.kind = kind;
            const auto p = Point(*at, PointerAppend(pointer, key), key);
            if (!p) return std::nullopt;
            step.at = *p;
        }
        std::optional<JsonRef> wheel = in.Get("wheel", false);
        std::optional<JsonRef> button = in.Get("button", false);
        in.RejectUnknown();
        if (wheel) {
            if (!wheel->Is(Type::kNumber) || !std::isfinite(wheel->Number()) || std::abs(wheel->Number()) > 100) {
                At(*wheel, PointerAppend(pointer, "wheel"), "wheel must be a number of notches from -100 to 100");
                return std::nullopt;
            }
            if (found != 1 || step.kind != MouseStep::Kind::kMove) {
                At(v, pointer, "a wheel step gives the pointer as \"move\": {\"move\": [x, y], \"wheel\": 1}");
                return std::nullopt;
            }
            step.kind = MouseStep::Kind::kWheel;
            step.wheel = wheel->Number();
        }
        if (button) {
            if (!button->Is(Type::kNumber) || !(button->Number() == 1 || button->Number() == 2 || button->Number() == 3)) {
                At(*button, PointerAppend(pointer, "button"), "button must be 1 (left), 2 (middle) or 3 (right)");
                return std::nullopt;
            }
            step.button = int(button->Number());
        }
        if (found != 1) {
            At(v, pointer, "a mouse step has exactly one of \"down\", \"move\" or \"up\"");
            return std::nullopt;
        }
        return step;
    }

    std::optional<PlayStep> Key(JsonRef v, const std::string& pointer) {
        KeyStep step;
        std::optional<JsonRef> name = v;
        if (v.Is(Type::kObject)) {
            // {"key": {"name": "Right", "hold": 0.5}}: a held key.
            ObjectReader in(v, pointer, errors, "key");
            name = in.Get("name", true);
            std::optional<JsonRef> hold = in.Get("hold", false);
            in.RejectUnknown();
            if (!name) return std::nullopt;
            if (hold && !Seconds(*hold, PointerAppend(pointer, "hold"), "hold", step.hold)) return std::nullopt;
        }
        const std::string namePointer = v.Is(Type::kObject) ? PointerAppend(pointer, "name") : pointer;
        if (!name->Is(Type::kString)) {
            At(*name, namePointer, "key must be a key name such as \"Space\" or \"Ctrl+Z\", not " +
                                       std::string(Describe(name->Type())));
            return std::nullopt;
        }
        std::string_view rest = name->String();
        for (;;) {
            const std::size_t plus = rest.find('+');
            // "+" alone, or a name ending in "+", is the plus key itself.
            if (plus == std::string_view::npos || plus + 1 == rest.size() || plus == 0) break;
            const std::string_view mod = rest.substr(0, plus);
            if (mod == "Ctrl") step.ctrl = true;
            else if (mod == "Shift") step.shift = true;
            else if (mod == "Alt") step.alt = true;
            else {
                At(*name, namePointer, "unknown modifier \"" + std::string(mod) + "\" (Ctrl, Shift or Alt)");
                return std::nullopt;
            }
            rest.remove_prefix(plus + 1);
        }
        if (rest.empty()) {
            At(*name, namePointer, "key needs a key name after its modifiers");
            return std::nullopt;
        }
        step.name = std::string(rest);
        step.line = name->Line();
        step.column = name->Column();
        step.pointer = namePointer;
        return step;
    }

    std::optional<PlayStep> Step(JsonRef v, const std::string& pointer) {
        if (!v.Is(Type::kObject) || v.Size() != 1) {
            At(v, pointer, "a step is an object with one key: drag, mouse, key, text, click, wait, shot, size or classroom");
            return std::nullopt;
        }
        const auto [name, keyAt, body] = *v.Members().begin();
        const std::string kind(name);
        const std::string at = PointerAppend(pointer, kind);
        if (kind == "drag") return Drag(body, at);
        if (kind == "mouse") return Mouse(body, at);
        if (kind == "key") return Key(body, at);
        if (kind == "wait") {
            WaitStep step;
            if (!Seconds(body, at, "wait", step.seconds)) return std::nullopt;
            return step;
        }
        if (kind == "shot") {
            if (!body.Is(Type::kString) || body.String().empty()) {
                At(body, at, "shot must be the path of a PNG to write");
                return std::nullopt;
            }
            return ShotStep{std::string(body.String())};
        }
        if (kind == "text") {
            if (!body.Is(Type::kString) || body.String().empty()) {
                At(body, at, "text must be the characters to type, as a non-empty string");
                return std::nullopt;
            }
            return TextStep{std::string(body.String())};
        }
        if (kind == "click") {
            if (!body.Is(Type::kString) || body.String().empty()) {
                At(body, at, "click must be the label of a button on screen, as a non-empty string");
                return std::nullopt;
            }
            return ClickStep{std::string(body.String()), body.Line(), body.Column(), at};
        }
        if (kind == "size") {
            SizeStep step;
            if (!Size(body, at, step.width, step.height)) return std::nullopt;
            return step;
        }
        if (kind == "classroom") {
            if (!body.Is(Type::kBool)) {
                At(body, at, "classroom must be true or false, not " + std::string(Describe(body.Type())));
                return std::nullopt;
            }
            return ClassroomStep{body.Bool()};
        }
        // The step's key is what a person must fix.
        errors.push_back({keyAt.Line(), keyAt.Column(), at,
                          "unknown step \"" + kind + "\" (drag, mouse, key, text, click, wait, shot, size or classroom)"});
        return std::nullopt;
    }
};

}  // namespace

std::string PlayScriptLoad::Format(std::string_view file) const {
    return FormatErrors(errors, file);
}

PlayScriptLoad PlayScriptFromJson(JsonRef document) {
    PlayScriptLoad out;
    Reader r{out.errors};
    ObjectReader in(document, "", out.errors, "a script");
    PlayScript script;
    in.String("scene", script.scene, false);
    if (const std::optional<JsonRef> scene = document.Find("scene")) {
        script.sceneLine = scene->Line();
        script.sceneColumn = scene->Column();
    }
    if (std::optional<JsonRef> size = in.Get("size", false))
        r.Size(*size, "/size", script.width, script.height);
    in.Bool("classroom", script.classroom, false);
    in.Bool("claims", script.claims, false);
    in.Bool("words", script.words, false);
    if (const std::optional<JsonRef> lesson = in.Get("lesson", false)) {
        script.lessonLine = lesson->Line();
        script.lessonColumn = lesson->Column();
    }
    in.String("lesson", script.lesson, false);
    std::string points;
    if (in.String("points", points, false) && !points.empty()) {
        if (points == "scene") script.scenePoints = true;
        else if (points != "window") in.ErrorAt("points", "points must be \"window\" or \"scene\", not \"" + points + "\"");
    }
    std::optional<JsonRef> steps = in.Get("steps", true);
    in.RejectUnknown();
    if (steps && !steps->Is(Type::kArray)) {
        r.At(*steps, "/steps", "steps must be an array, not " + std::string(Describe(steps->Type())));
    } else if (steps) {
        std::size_t i = 0;
        for (JsonRef item : steps->Items()) {
            std::optional<PlayStep> step = r.Step(item, PointerAppend("/steps", i++));
            if (step) script.steps.push_back(std::move(*step));
        }
    }
    if (out.errors.empty()) out.script = std::move(script);
    return out;
}

PlayScriptLoad ParsePlayScript(std::string_view text) {
    JsonParse parsed = ParseJson(text);
    if (!parsed.value) {
        PlayScriptLoad out;
        out.errors.push_back(parsed.error);
        return out;
    }
    return PlayScriptFromJson(parsed.value->Root());
}

PlayScriptLoad LoadPlayScriptFile(const std::string& path) {
    SourceError error;
    const std::optional<JsonDocument> document = LoadJsonFile(path, error);
    if (!document) {
        PlayScriptLoad out;
        out.errors.push_back(error);
        return out;
    }
    return PlayScriptFromJson(document->Root());
}

}  // namespace circlelab
