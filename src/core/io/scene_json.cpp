#include "core/io/scene_json.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <optional>
#include <system_error>

#include "core/geometry/limits.h"
#include "core/geometry/rotation.h"
#include "core/io/file_io.h"
#include "core/io/json_fields.h"
#include "core/io/json_writer.h"
#include "core/io/shape_json.h"

namespace circlelab {
namespace {

void ReadBody(JsonRef v, const std::string& pointer, std::vector<SourceError>& errors,
              std::vector<Body>& out) {
    ObjectReader in(v, pointer, errors, "a body");
    const std::size_t before = errors.size();
    std::optional<Circle> circle = ReadMovingCircle(in);
    Body body;
    in.Number("mass", body.mass, false);
    in.Number("elasticity", body.elasticity, false);
    in.Number("friction", body.friction, false);
    in.Number("vx", body.velocity.x, false);
    in.Number("vy", body.velocity.y, false);
    in.Bool("fixed", body.fixed, false);
    // A ball's angle and spin are written in degrees and degrees per second, as the shapes' angles
    // are, and kept in radians.
    double angle = 0, spin = 0;
    in.Number("angle", angle, false);
    in.Number("spin", spin, false);
    in.RejectUnknown();
    if (in.ok() && errors.size() == before) {
        if (!std::isfinite(body.mass) || !(body.mass > 0))
            in.ErrorAt("mass", "mass must be > 0, not " + FormatNumber(body.mass));
        else if (body.mass < kMinMass || body.mass > kMaxMass)
            in.ErrorAt("mass", "mass must be between 1e-6 and 1e9, not " + FormatNumber(body.mass));
        if (!(body.elasticity >= 0 && body.elasticity <= 1))
            in.ErrorAt("elasticity", "elasticity must be between 0 and 1, not " + FormatNumber(body.elasticity));
        if (!(body.friction >= 0 && body.friction <= kMaxFriction))
            in.ErrorAt("friction", "friction must be between 0 and 10, not " + FormatNumber(body.friction));
        // Each component first, so the speed's square cannot overflow.
        const double speed = std::abs(body.velocity.x) <= kMaxSpeed && std::abs(body.velocity.y) <= kMaxSpeed
                                 ? Length(body.velocity)
                                 : std::max(std::abs(body.velocity.x), std::abs(body.velocity.y));
        if (speed > kMaxSpeed)
            in.ErrorAt(std::abs(body.velocity.x) >= std::abs(body.velocity.y) ? "vx" : "vy",
                       "the speed must be at most 1e7 px/s, not " + FormatNumber(speed));
        if (!(std::abs(angle) <= kMaxAngleDeg))
            in.ErrorAt("angle", "angle must be between -1e6 and 1e6 degrees, not " + FormatNumber(angle));
        body.angle = DegToRad(angle);
        body.spin = DegToRad(spin);
        // The spin's bound is its rim's speed, as a ball's speed is bounded.
        if (circle && !(std::abs(body.spin) * circle->radius <= kMaxSpeed))
            in.ErrorAt("spin", "the rim speed of a spin must be at most 1e7 px/s, not " +
                                   FormatNumber(std::abs(body.spin) * circle->radius) + " (spin × π/180 × r)");
    }
    if (circle && errors.size() == before) {
        body.circle = *circle;
        out.push_back(body);
    }
}

template <class ReadItem>
void ReadArray(ObjectReader& in, std::string_view key, bool required, ReadItem readItem,
               std::vector<SourceError>& errors) {
    const std::optional<JsonRef> v = in.Get(key, required);
    if (!v) return;
    const std::string pointer = PointerAppend(in.pointer(), key);
    if (!v->Is(JsonType::kArray)) {
        errors.push_back({v->Line(), v->Column(), pointer,
                          std::string(key) + " must be an array, not " + std::string(Describe(v->Type()))});
        return;
    }
    std::size_t i = 0;
    for (JsonRef item : v->Items()) readItem(item, PointerAppend(pointer, i++));
}

std::optional<TileMap> ReadTiles(JsonRef v, const std::string& pointer, std::vector<SourceError>& errors) {
    const std::size_t before = errors.size();
    ObjectReader in(v, pointer, errors, "tiles");
    TileMap tiles;
    in.Number("x", tiles.origin.x, true);
    in.Number("y", tiles.origin.y, true);
    in.Number("size", tiles.size, true);
    const std::optional<JsonRef> rows = in.Get("rows", true);
    in.RejectUnknown();
    if (!in.ok()) return std::nullopt;
    if (errors.size() == before) {
        for (const auto& [key, v] : {std::pair{"x", tiles.origin.x}, std::pair{"y", tiles.origin.y}})
            if (std::abs(v) > kMaxCoordinate)
                in.ErrorAt(key, std::string(key) + " must be between -1e9 and 1e9 px, not " + FormatNumber(v));
        if (!(tiles.size > 0)) in.ErrorAt("size", "size must be > 0, not " + FormatNumber(tiles.size));
        else if (tiles.size > kMaxCoordinate) in.ErrorAt("size", "size must be at most 1e9 px, not " + FormatNumber(tiles.size));
    }
    if (rows && !rows->Is(JsonType::kArray)) {
        in.ErrorAt("rows", "rows must be an array of strings, not " + std::string(Describe(rows->Type())));
    } else if (rows) {
        std::size_t i = 0;
        for (JsonRef row : rows->Items()) {
            const std::string rowPointer = PointerAppend(PointerAppend(pointer, "rows"), i++);
            if (!row.Is(JsonType::kString)) {
                errors.push_back({row.Line(), row.Column(), rowPointer, "a row must be a string, not " +
                                                                        std::string(Describe(row.Type()))});
                continue;
            }
            const std::string_view text = row.String();
            for (std::size_t c = 0; c < text.size(); ++c) {
                const char ch = text[c];
                if (ch == '.' || ch == '#' || (ch >= '1' && ch <= '4')) continue;
                // The opening quote is at row.column, so character c is at column + 1 + c.
                errors.push_back({row.Line(), row.Column() + 1 + static_cast<int>(c), rowPointer,
                                  std::string("unknown tile '") + ch +
                                      "' (use '.' open, '#' solid, '1'-'4' triangle missing top-left, "
                                      "top-right, bottom-left, bottom-right)"});
                break;
            }
            tiles.rows.emplace_back(text);
        }
    }
    if (rows && errors.size() == before) {
        // Bounded before anything is built per tile (a 3000 × 3000 map would take gigabytes).
        std::size_t widest = 0;
        for (const std::string& row : tiles.rows) widest = std::max(widest, row.size());
        const double count = static_cast<double>(widest) * static_cast<double>(tiles.rows.size());
        if (count > kMaxTiles)
            in.ErrorAt("rows", "the map is " + std::to_string(tiles.rows.size()) + " rows of up to " +
                                   std::to_string(widest) + " tiles, more than the 1,000,000 tiles a map may have");
        // The map spans [origin, origin + tiles × size]: the origin is checked above, so the far
        // edge is what may pass 1e9 (an edge at exactly 1e9 is in range).
        else if (tiles.origin.x + static_cast<double>(widest) * tiles.size > kMaxCoordinate ||
                 tiles.origin.y + static_cast<double>(tiles.rows.size()) * tiles.size > kMaxCoordinate)
            in.ErrorAt("rows", "the map reaches beyond 1e9 px from the origin, the largest coordinate");
    }
    if (errors.size() != before) return std::nullopt;
    return tiles;
}

void ReadOverlays(JsonRef v, const std::string& pointer, std::vector<SourceError>& errors, Overlays& o) {
    ObjectReader in(v, pointer, errors, "overlays");
    in.Bool("highlight", o.highlight, false);
    in.Bool("closestLines", o.closestLines, false);
    in.Bool("selectedOnly", o.selectedOnly, false);
    in.Bool("ghost", o.ghost, false);
    in.Bool("regions", o.regions, false);
    in.Bool("vectors", o.vectors, false);
    in.Bool("numbers", o.numbers, false);
    in.Bool("configuration", o.configuration, false);
    in.Bool("sweep", o.sweep, false);
    in.Bool("tunnelling", o.tunnelling, false);
    in.Bool("plots", o.plots, false);
    in.Bool("velocities", o.velocities, false);
    in.Bool("trails", o.trails, false);
    in.Bool("compare", o.compare, false);
    in.RejectUnknown();
}

constexpr std::pair<Tutorial, std::string_view> kTutorialNames[] = {
    {Tutorial::kLazyFoo, "lazyfoo"}, {Tutorial::kWorden, "worden"}, {Tutorial::kGodfrey, "godfrey"},
    {Tutorial::kMigapro, "migapro"}};

std::optional<Tutorial> TutorialNamed(std::string_view name) {
    for (const auto& [tutorial, text] : kTutorialNames)
        if (text == name) return tutorial;
    return std::nullopt;
}

std::string_view TutorialName(Tutorial tutorial) {
    for (const auto& [known, text] : kTutorialNames)
        if (known == tutorial) return text;
    return "";
}

// What the viewer shows, from the object `in` reads: the top-level "viewer", or "settings" in a
// file from before the viewer had a place of its own. Only the keys given change `v`.
void ReadViewerKeys(ObjectReader& in, std::vector<SourceError>& errors, ViewSettings& v) {
    double selected = 0;
    if (in.Number("selected", selected, false)) {
        if (selected != std::floor(selected) || selected < 0 || selected > 1e6)
            in.ErrorAt("selected", "selected must be a shape index (a whole number >= 0)");
        else v.selected = static_cast<int>(selected);
    }
    if (const std::optional<JsonRef> o = in.Get("overlays", false))
        ReadOverlays(*o, PointerAppend(in.pointer(), "overlays"), errors, v.overlays);
    double frameRate = v.frameRate;
    if (in.Number("frameRate", frameRate, false)) {
        if (frameRate != std::floor(frameRate) || frameRate < 30 || frameRate > 240)
            in.ErrorAt("frameRate", "frameRate must be a whole number of frames a second from 30 to 240");
        else v.frameRate = static_cast<int>(frameRate);
    }
}

void ReadViewer(JsonRef v, std::vector<SourceError>& errors, ViewSettings& viewer) {
    ObjectReader in(v, "/viewer", errors, "viewer");
    ReadViewerKeys(in, errors, viewer);
    in.RejectUnknown();
}

// The selection names one of the scene's shapes (0 is allowed in a scene without any): else an
// error at the value that named it, in "viewer" or an older file's "settings".
void CheckSelection(JsonRef document, ObjectReader& in, const Scene& scene, std::vector<SourceError>& errors) {
    const int selected = scene.viewer.selected;
    const int count = ShapeCount(scene);
    if (selected <= 0 || selected < count) return;
    const std::string what = ".selected is " + std::to_string(selected) + " but the scene has " +
                             std::to_string(count) + (count == 1 ? " shape" : " shapes") + " (the first is 0)";
    const std::optional<JsonRef> viewer = document.Find("viewer");
    if (const std::optional<JsonRef> at = viewer ? viewer->Find("selected") : std::nullopt)
        errors.push_back({at->Line(), at->Column(), "/viewer/selected", "viewer" + what});
    else
        in.ErrorAt("settings", "settings" + what);
}

void ReadSettings(JsonRef v, const std::string& pointer, std::vector<SourceError>& errors, Settings& s,
                  ViewSettings& viewer) {
    ObjectReader in(v, pointer, errors, "settings");
    if (const std::optional<JsonRef> g = in.Get("gravity", false)) {
        const bool ok = g->Is(JsonType::kArray) && g->Size() == 2 && g->Item(0).Is(JsonType::kNumber) &&
                        g->Item(1).Is(JsonType::kNumber);
        const Vec2 gravity = ok ? Vec2{g->Item(0).Number(), g->Item(1).Number()} : Vec2{};
        if (!ok) in.ErrorAt("gravity", "gravity must be an array of two numbers [x, y] in px/s²");
        else if (std::abs(gravity.x) > kMaxGravity || std::abs(gravity.y) > kMaxGravity || Length(gravity) > kMaxGravity)
            in.ErrorAt("gravity", "gravity must be at most 1e7 px/s² in size");
        else s.gravity = gravity;
    }
    std::string response;
    if (in.String("response", response, false) && !response.empty()) {
        if (response == "physical") s.response = ResponseModel::kPhysical;
        else if (response == "tutorial") s.response = ResponseModel::kTutorial;
        else in.ErrorAt("response", "response must be \"physical\" or \"tutorial\", not \"" + response + "\"");
    }
    std::string tutorial;
    if (in.Get("tutorial", false) && in.String("tutorial", tutorial, false)) {
        const std::optional<Tutorial> known = TutorialNamed(tutorial);
        if (known) s.tutorial = *known;
        else in.ErrorAt("tutorial", "tutorial must be \"lazyfoo\", \"worden\", \"godfrey\" or \"migapro\", not \"" + tutorial + "\"");
    }
    if (in.Number("damping", s.damping, false) && !(s.damping >= 0 && s.damping <= 100))
        in.ErrorAt("damping", "damping must be between 0 and 100 (the fraction of speed lost per second)");
    if (in.Number("rolling", s.rolling, false) && !(s.rolling >= 0 && s.rolling <= 1e7))
        in.ErrorAt("rolling", "rolling must be between 0 and 1e7 px/s² (the steady slowing of a rolling ball)");
    double par = 0;
    if (in.Number("par", par, false)) {
        if (par != std::floor(par) || par < 0 || par > 1000) in.ErrorAt("par", "par must be a whole number of strokes from 0 to 1000");
        else s.par = static_cast<int>(par);
    }
    in.Bool("running", s.running, false);
    ReadViewerKeys(in, errors, viewer);  // an older file's place of them
    if (const std::optional<JsonRef> cup = in.Get("cup", false)) {
        ObjectReader cupIn(*cup, PointerAppend(pointer, "cup"), errors, "cup");
        s.cup = ReadMovingCircle(cupIn);
        cupIn.RejectUnknown();
    }
    if (const std::optional<JsonRef> view = in.Get("view", false)) {
        double n[4] = {};  // x, y, w, h
        bool numbers = view->Is(JsonType::kArray) && view->Size() == 4;
        std::size_t i = 0;
        for (JsonRef item : view->Items()) {
            numbers = numbers && item.Is(JsonType::kNumber) && std::isfinite(item.Number());
            if (i < 4) n[i++] = item.Number();
        }
        if (!numbers) {
            in.ErrorAt("view", "view must be an array of four numbers [x, y, w, h] in scene pixels");
        } else if (!(n[2] > 0 && n[3] > 0)) {
            in.ErrorAt("view", "view's width and height must be > 0");
        } else if (std::any_of(std::begin(n), std::end(n), [](double v) { return std::abs(v) > kMaxCoordinate; })) {
            in.ErrorAt("view", "view's numbers must be between -1e9 and 1e9 px");
        } else {
            s.view = Aabb{{n[0], n[1]}, Vec2{n[0], n[1]} + Vec2{n[2], n[3]}};
        }
    }
    in.RejectUnknown();
}

}  // namespace

std::string SceneLoad::Format(std::string_view file) const {
    return FormatErrors(errors, file);
}

SceneLoad ParseScene(std::string_view text) {
    const JsonParse parsed = ParseJson(text);
    if (!parsed.value) {
        SceneLoad out;
        out.errors.push_back(parsed.error);
        return out;
    }
    return SceneFromJson(parsed.value->Root());
}

SceneLoad SceneFromJson(JsonRef document) {
    SceneLoad out;
    Scene scene;
    std::vector<SourceError>& errors = out.errors;
    ObjectReader in(document, "", errors, "a scene");
    in.String("name", scene.name, true);
    in.String("description", scene.description, false);
    ReadArray(in, "bodies", true,
              [&](JsonRef v, const std::string& p) { ReadBody(v, p, errors, scene.bodies); }, errors);
    ReadArray(in, "shapes", false,
              [&](JsonRef v, const std::string& p) {
                  if (auto s = ShapeFromJson(v, p, errors)) scene.shapes.push_back(*s);
              },
              errors);
    if (const std::optional<JsonRef> t = in.Get("tiles", false)) scene.tiles = ReadTiles(*t, "/tiles", errors);
    if (const std::optional<JsonRef> s = in.Get("settings", false))
        ReadSettings(*s, "/settings", errors, scene.settings, scene.viewer);
    // After "settings", so the viewer's own place wins over an older one, key by key.
    if (const std::optional<JsonRef> v = in.Get("viewer", false)) ReadViewer(*v, errors, scene.viewer);
    in.RejectUnknown();
    if (in.ok() && errors.empty()) {
        const std::optional<JsonRef> bodies = document.Find("bodies");
        if (scene.bodies.empty())
            errors.push_back({bodies->Line(), bodies->Column(), "/bodies",
                              "a scene needs at least one body: the first is the circle to drag"});
        CheckSelection(document, in, scene, errors);
    }
    if (errors.empty()) out.scene = std::move(scene);
    return out;
}

namespace {

std::optional<std::string> ReadFile(const std::string& path, SourceError& error) {
    std::string problem;
    std::optional<std::string> text = ReadRegularFile(path, kMaxSceneFileBytes, problem);
    if (!text) error = {1, 1, "", problem};
    return text;
}

}  // namespace

SceneLoad LoadSceneFile(const std::string& path) {
    SceneLoad out;
    SourceError error;
    const std::optional<JsonDocument> document = LoadJsonFile(path, error);
    if (!document) {
        out.errors.push_back(error);
        return out;
    }
    return SceneFromJson(document->Root());
}

std::optional<JsonDocument> LoadJsonFile(const std::string& path, SourceError& error) {
    std::optional<std::string> text = ReadFile(path, error);
    if (!text) return std::nullopt;
    JsonParse parsed = ParseJsonText(std::move(*text));  // the document keeps the text, not a copy
    if (!parsed.value) error = parsed.error;
    return std::move(parsed.value);
}

namespace {

// A file from before the viewer had a place of its own kept its keys in "settings": a change
// written for that place ("settings/selected", "settings/frameRate", "settings/overlays/…") goes
// to the viewer's, where the reader takes them from first.
std::string ViewerPath(std::string_view path) {
    for (const std::string_view key : {"selected", "frameRate", "overlays"}) {
        const std::string older = "settings/" + std::string(key);
        if (path == older || (path.starts_with(older) && path[older.size()] == '/'))
            return "viewer" + std::string(path.substr(std::string_view("settings").size()));
    }
    return std::string(path);
}

// The objects a change may add on its way when they are missing: the viewer's place and its
// overlays, which older files and new ones without them lack.
constexpr std::string_view kGainsObjects[] = {"viewer", "overlays"};

}  // namespace

std::optional<std::size_t> ChangeBehind(std::string_view pointer, const std::vector<std::string>& sets) {
    const auto under = [](std::string_view inner, std::string_view outer) {
        return inner == outer || (inner.size() > outer.size() && inner.substr(0, outer.size()) == outer && inner[outer.size()] == '/');
    };
    std::optional<std::size_t> at, around;
    for (std::size_t i = 0; i < sets.size(); ++i) {
        const std::string path = "/" + ViewerPath(std::string_view(sets[i]).substr(0, sets[i].find('=')));
        if (under(pointer, path)) at = i;
        else if (under(path, pointer)) around = i;
    }
    return at ? at : around;
}

std::string SetJsonPath(JsonDocument& document, std::string_view pathGiven, std::string_view valueText) {
    const std::string viewerPath = ViewerPath(pathGiven);
    const std::string_view path = viewerPath;
    if (valueText.empty()) return "the value is empty (as in bodies/0/x=310, or name=\"\" for no text)";
    JsonParse parsed = ParseJson(valueText);
    std::optional<JsonDocument> value = std::move(parsed.value);
    if (!value && !valueText.empty() && std::string_view("{[\"-0123456789").find(valueText[0]) != std::string_view::npos) {
        // It means to be JSON (a number, an array, ...) but is not: never silently a string.
        return "the value is not valid JSON: column " + std::to_string(parsed.error.column) + ": " +
               EscapeForMessage(parsed.error.message);
    }
    if (!value) value = JsonDocument::OfString(valueText);  // --set name=Hello: a bare word is a string
    // The value and everything in it (keys included) take the place of what it replaces, or of
    // the object that gains it, so an error about it points at a real line and column.
    JsonRef node = document.Root();
    std::string_view rest = path;
    while (true) {
        const std::size_t slash = rest.find('/');
        const std::string_view key = rest.substr(0, slash);
        if (key.empty()) return "empty step in the path \"" + std::string(path) + "\"";
        const bool last = slash == std::string_view::npos;
        std::optional<JsonRef> next;
        if (node.Is(JsonType::kObject)) {
            next = node.Find(key);
            if (!next && last) {
                document.AddMember(node, key, *value);
                return {};
            }
            if (!next && path.starts_with("viewer/") &&
                std::find(std::begin(kGainsObjects), std::end(kGainsObjects), key) != std::end(kGainsObjects)) {
                // A scene without a "viewer" (or its overlays) gains one for the change.
                document.AddMember(node, key, *ParseJson("{}").value);
                next = node.Find(key);
            }
        } else if (node.Is(JsonType::kArray)) {
            std::size_t index = 0;
            const auto [p, ec] = std::from_chars(key.data(), key.data() + key.size(), index);
            if (ec == std::errc() && p == key.data() + key.size() && index < node.Size()) next = node.Item(index);
        }
        if (!next) return "no \"" + std::string(key) + "\" in \"" + std::string(path) + "\"";
        if (last) {
            document.Replace(*next, *value);
            return {};
        }
        node = *next;
        rest = rest.substr(slash + 1);
    }
}

namespace {

void WriteSettings(JsonWriter& out, const Settings& st) {
    using Layout = JsonWriter::Layout;
    out.Key("settings").BeginObject(Layout::kLines);
    out.Key("gravity").BeginArray(Layout::kSpaced).Number(st.gravity.x).Number(st.gravity.y).EndArray();
    out.Key("response").String(st.response == ResponseModel::kTutorial ? "tutorial" : "physical");
    if (st.tutorial != Tutorial::kNone) out.Key("tutorial").String(TutorialName(st.tutorial));
    out.Key("damping").Number(st.damping);
    if (st.rolling != 0) out.Key("rolling").Number(st.rolling);
    out.Key("running").Bool(st.running);
    if (st.cup) {
        out.Key("cup").BeginObject(Layout::kSpaced);
        out.Key("x").Number(st.cup->center.x).Key("y").Number(st.cup->center.y).Key("r").Number(st.cup->radius);
        out.EndObject();
    }
    if (st.par != 0) out.Key("par").Int(st.par);
    if (st.view) {
        const Vec2 size = st.view->hi - st.view->lo;
        out.Key("view").BeginArray(Layout::kSpaced).Number(st.view->lo.x).Number(st.view->lo.y);
        out.Number(size.x).Number(size.y).EndArray();
    }
    out.EndObject();
}

// What the viewer shows, in its own place after the settings: the selection and the frame step
// only when they are not the defaults, the first seven overlays always, the later ones when on.
void WriteViewer(JsonWriter& out, const ViewSettings& v) {
    using Layout = JsonWriter::Layout;
    const Overlays& o = v.overlays;
    out.Key("viewer").BeginObject(Layout::kLines);
    if (v.selected > 0) out.Key("selected").Int(v.selected);
    if (v.frameRate != ViewSettings{}.frameRate) out.Key("frameRate").Int(v.frameRate);
    out.Key("overlays").BeginObject(Layout::kSpaced);
    out.Key("highlight").Bool(o.highlight).Key("closestLines").Bool(o.closestLines);
    out.Key("selectedOnly").Bool(o.selectedOnly).Key("ghost").Bool(o.ghost).Key("regions").Bool(o.regions);
    out.Key("vectors").Bool(o.vectors).Key("numbers").Bool(o.numbers);
    if (o.configuration) out.Key("configuration").Bool(true);
    if (o.sweep) out.Key("sweep").Bool(true);
    if (o.tunnelling) out.Key("tunnelling").Bool(true);
    if (o.plots) out.Key("plots").Bool(true);
    if (o.velocities) out.Key("velocities").Bool(true);
    if (o.trails) out.Key("trails").Bool(true);
    if (o.compare) out.Key("compare").Bool(true);
    out.EndObject();
    out.EndObject();
}

}  // namespace

std::string SceneToJson(const Scene& s) {
    using Layout = JsonWriter::Layout;
    std::string text;
    JsonWriter out(text);
    out.BeginObject(Layout::kLines);
    out.Key("name").String(s.name);
    out.Key("description").String(s.description);
    out.Key("bodies").BeginArray(Layout::kLines);
    for (const Body& b : s.bodies) {
        out.BeginObject(Layout::kSpaced);
        out.Key("x").Number(b.circle.center.x).Key("y").Number(b.circle.center.y).Key("r").Number(b.circle.radius);
        out.Key("mass").Number(b.mass).Key("elasticity").Number(b.elasticity);
        if (b.friction != Body{}.friction) out.Key("friction").Number(b.friction);
        if (b.velocity.x != 0 || b.velocity.y != 0) out.Key("vx").Number(b.velocity.x).Key("vy").Number(b.velocity.y);
        if (b.fixed) out.Key("fixed").Bool(true);
        if (b.angle != 0) out.Key("angle").Number(RadToDeg(b.angle));
        if (b.spin != 0) out.Key("spin").Number(RadToDeg(b.spin));
        out.EndObject();
    }
    out.EndArray();
    out.Key("shapes").BeginArray(Layout::kLines);
    for (const Shape& shape : s.shapes) WriteShape(out, shape);
    out.EndArray();
    if (s.tiles) {
        // The map's numbers on the key's line, then one row of tiles per line, as they are drawn.
        out.Key("tiles").BeginObject(Layout::kSpaced);
        out.Key("x").Number(s.tiles->origin.x).Key("y").Number(s.tiles->origin.y).Key("size").Number(s.tiles->size);
        out.Key("rows").BeginArray(Layout::kLines);
        for (const std::string& row : s.tiles->rows) out.String(row);
        out.EndArray().EndObject();
    }
    WriteSettings(out, s.settings);
    WriteViewer(out, s.viewer);
    out.EndObject();
    text += '\n';
    return text;
}

std::string SaveSceneFile(const Scene& scene, const std::string& path) {
    return WriteFileAtomically(path, SceneToJson(scene));
}

}  // namespace circlelab
