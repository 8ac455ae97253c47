// [SECTION] Helpers
// [SECTION] Scene: picker, Open…, Save
// [SECTION] The circle
// [SECTION] The selected shape
// [SECTION] Overlays
// (the numbers box is app/panels/numbers_box.cpp, the help window app/panels/help_window.cpp)
#include "app/panels/panel.h"
#include "app/panels/ui_font.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <span>
#include <string_view>
#include <vector>

#include "core/draw/readout.h"
#include "core/draw/scene_draw.h"
#include "core/geometry/limits.h"
#include "core/io/scene_json.h"
#include "app/actions/editor.h"
#include "app/panels/banner.h"
#include "app/panels/covering.h"
#include "app/base/docked_window.h"
#include "app/base/fitted_header.h"
#include "app/base/item_flow.h"
#include "app/base/picture_claims.h"
#include "app/model/lesson.h"
#include "app/panels/numbers_box.h"
#include "app/model/physics_run.h"
#include "app/model/predictions.h"
#include "app/model/scene_catalog.h"
#include "app/actions/file_flow.h"
#include "app/panels/help_window.h"
#include "app/panels/shown_items.h"
#include "app/base/window_claims.h"
#include "app/base/wrapped_checkbox.h"
#include "app/actions/shortcuts.h"
#include "app/panels/tunnelling_chart.h"
#include "app/base/typed_value.h"
#include "app/base/word_wrap.h"
#include "app/panels/undoable.h"
#include "app/lang/tr.h"
#include "app/panels/physics_panel.h"
#include "app/panels/lesson_panel.h"
#include "app/panels/predictions_panel.h"
#include "app/panels/editor_panel.h"
#include "app/panels/file_dialogs.h"

namespace circlelab::app {
namespace {

// [SECTION] Helpers ------------------------------------------------------------------------

// A control's label: the full one, or in classroom mode the short one that fits the narrow panel.
const char* Brief(const char* full, const char* brief) { return CurrentPanel().trimmed ? brief : full; }

// The room a help marker takes beside its control (none in classroom mode, which has none).
float HelpMarkerWidth() {
    return CurrentPanel().trimmed ? 0.0f : ImGui::GetStyle().ItemSpacing.x + ImGui::CalcTextSize("(?)").x;
}

// A switch of the panel: its label wrapped where a narrow panel has no room for it on one line.
bool Switch(const char* label, bool* value) {
    return CurrentPanel().narrow ? WrappedCheckbox(label, value, HelpMarkerWidth()) : ImGui::Checkbox(label, value);
}

void HelpMarker(const char* text) {
    if (CurrentPanel().trimmed) return;
    // Where the control leaves it no room (a phone's open panel), the marker is left out rather
    // than cut to "(?" at the panel's edge, as classroom mode's narrow panel leaves it out.
    if (CurrentPanel().narrow && ImGui::GetItemRectMax().x + HelpMarkerWidth() > ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x + 0.5f)
        return;
    ImGui::SameLine();
    ImGui::TextDisabled("(?)");
    if (ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.0f);
        ImGui::TextUnformatted(text);
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

// A slider over [lo, hi] that can also be typed into (Ctrl+click, or double-click); a typed value
// may leave the slider's span but is kept inside docs/architecture.md's `valid` range (a width of 0 or -5, an
// x of 1e300 would break the scene). Editing a value of the document's scene: one undo step per
// gesture on the slider.
// What the last typed value outside its range became goes to the panel's typedNotice, for the
// lab's status line. `field` picks the value out of the scene, as Undoable's does.
template <class Field>
bool Slider(LabDocument& doc, const char* label, Field&& field, double lo, double hi, ValidRange valid,
            const char* format, const char* help, ImGuiSliderFlags flags = 0) {
    const bool changed = Undoable(doc, label, field, [&](double& value) {
        ImGui::SetNextItemWidth(WidthBeside(label, !CurrentPanel().trimmed));
        const bool edited = ImGui::SliderScalar(label, ImGuiDataType_Double, &value, &lo, &hi, format, flags);
        if (edited) {
            const std::string_view shown(format);
            const char* unit = shown.find("px") != std::string_view::npos ? "px" : shown.find("°") != std::string_view::npos ? "°" : "";
            TypedValue typed = KeepInRange(label, value, valid, unit);
            value = typed.kept;
            if (!typed.notice.empty()) CurrentPanel().typedNotice = std::move(typed.notice);
        }
        return edited;
    });
    HelpMarker(help);
    return changed;
}

// [SECTION] Scene ---------------------------------------------------------------------------

// What the picker calls the open scene: its place among the shipped ones, else its file's name.
std::string PickerLabel(const LabState& state, const std::vector<std::string>& files) {
    const std::string& path = state.doc.path();
    if (path.empty()) return Tr("Built-in scene");
    if (IsShippedScene(path)) {
        const auto name = std::filesystem::path(path).filename();
        for (std::size_t i = 0; i < files.size(); ++i)
            if (std::filesystem::path(files[i]).filename() == name)
                return Format(Tr("Scene %d of %d"), static_cast<int>(i + 1), static_cast<int>(files.size()));
    }
    return std::filesystem::path(path).filename().string();
}

// Open, Save as and Save through the chooser; the open scene's file, and the recent ones.
void FileNode(LabState& state) {
    // In classroom mode too, folded: Save as must be reachable.
    // The panel trimmed, or too narrow for the whole label even drawn smaller (a longer language
    // on a phone): the node says "File". One id whatever it says, so it stays open or folded
    // as the panel's width or the mode changes.
    const char* full = Tr("Open or save a file");
    const bool fits = FittedHeaderFits(full);
    const std::string label = std::string(fits ? Brief(full, Tr("File")) : Tr("File")) + "###file";
    const bool open = FittedTreeNode(label.c_str());
    TrackLastItem(label);
    if (!open) return;
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    if (state.doc.path().empty()) ImGui::TextWrapped(Tr("Not saved in a file yet."));
    else ImGui::TextWrapped("%s", state.doc.path().c_str());  // the open scene's own, whole
    ImGui::PopStyleColor();
    if (TrackedButton(Tr("Open..."))) ChooseOpen(state);
    SameLineIfFits(ItemWidth(Tr("Save as...")));
    if (TrackedButton(Tr("Save as..."))) ChooseSaveAs(state);
    SameLineIfFits(ItemWidth(Tr("Save (Ctrl+S)")));
    if (TrackedButton(Tr("Save (Ctrl+S)"))) Save(state);
    HelpMarker(Tr("Save writes a temporary file next to the target and renames it, so a failed save "
               "never destroys the old file. Save as asks before replacing another file."));
    if (!state.files.recentFiles.empty()) {
        ImGui::TextDisabled(Tr("Recent"));
        std::string open;
        for (const std::string& recent : state.files.recentFiles) {
            const std::string name = std::filesystem::path(recent).filename().string();
            ImGui::PushID(recent.c_str());
            if (ImGui::Selectable(name.c_str(), recent == state.doc.path())) open = recent;
            TrackLastItem(name);
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", recent.c_str());
            ImGui::PopID();
        }
        if (!open.empty()) RequestOpen(state, open);
    }
    ImGui::TreePop();
}

void SceneSection(LabState& state) {
    // The picker says where the scene stands among the shipped ones; the scene's name follows in
    // full, wrapped, as no name is cut off at the panel's edge.
    PanelState& panel = state.panel;
    if (panel.sceneFilesFor != state.doc.opened()) {
        panel.sceneFiles = SceneFiles();
        panel.sceneFilesFor = state.doc.opened();
    }
    const std::string current = PickerLabel(state, panel.sceneFiles);
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (ImGui::BeginCombo("##scene", current.c_str(), ImGuiComboFlags_HeightLarge)) {
        // Read when the picker opens, so a new file shows up without restarting.
        if (ImGui::IsWindowAppearing()) panel.shippedScenes = ShippedScenes();
        for (const ShippedScene& s : panel.shippedScenes) {
            if (ImGui::Selectable(s.label.c_str(), s.path == state.doc.path())) RequestOpen(state, s.path);
        }
        ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("The scenes that come with the lab (Page Up / Page Down)"));
    ImGui::PushStyleColor(ImGuiCol_Text, UiColour(palette::kUiHeading));
    ImGui::TextWrapped("%s", TrC("scene", state.doc.scene().name).c_str());
    ImGui::PopStyleColor();
    // The description: always in the lab; in classroom mode folded, as the teacher tells the story.
    if (!state.classroom || FittedHeader(TrId("About"))) TextWrappedAtSpaces(TrC("scene", state.doc.scene().description));
    // Where the page's buttons are, for the page's test (empty when not drawn this frame).
    const auto itemRect = [] {
        const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
        return ScreenRect{lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
    };
    if (state.shell.chooseFile) {  // in the browser: a file upload (a dropped file opens too)
        if (ImGui::Button(Tr("Open a file..."))) state.shell.chooseFile();
        state.frame.pageButtons.open = itemRect();
        HelpMarker(Tr("Opens a scene (.json) from your computer; dropping one on the page opens it too. "
                   "Save (Ctrl+S) downloads the scene."));
    }
    if (state.shell.shareLink) {
        if (state.shell.chooseFile) SameLineIfFits(ItemWidth(Tr("Copy link")));  // the narrow classroom panel: below
        if (ImGui::Button(Tr("Copy link"))) state.shell.shareLink();
        state.frame.pageButtons.share = itemRect();
        HelpMarker(Tr("Puts this scene into the page's address and copies it: whoever opens the link sees "
                   "the same scene."));
    }
    if (!state.shell.chooseFile) FileNode(state);  // the browser opens by upload and saves by download
    if (!state.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, UiColour(palette::kUiError));
        ImGui::TextWrapped("%s", state.error.c_str());
        ImGui::PopStyleColor();
        if (ImGui::SmallButton(Tr("Dismiss"))) state.error.clear();
    }
}

// [SECTION] The circle -----------------------------------------------------------------------

void CircleSection(LabState& state) {
    if (state.doc.scene().bodies.empty() || !FittedHeader(TrId("Circle"), ImGuiTreeNodeFlags_DefaultOpen)) return;
    const auto body = [](auto& s) -> auto& { return s.bodies.front(); };
    const auto radius = [&](auto& s) -> auto& { return body(s).circle.radius; };
    if (state.classroom) {  // the one knob a lesson turns; the circle is moved by dragging it
        Slider(state.doc, Tr("radius"), radius, 0, 300, kRadiusRange, "%.1f px", Tr("The circle's radius r."));
        return;
    }
    Slider(state.doc, "x", [&](auto& s) -> auto& { return body(s).circle.center.x; }, -200, 2000, kCoordinateRange, "%.1f px",
           Tr("The centre's x. Drag the circle or use the arrow keys."));
    Slider(state.doc, "y", [&](auto& s) -> auto& { return body(s).circle.center.y; }, -200, 1200, kCoordinateRange, "%.1f px",
           Tr("The centre's y (y grows downwards, as in SDL)."));
    Slider(state.doc, Tr("radius"), radius, 0, 300, kRadiusRange, "%.1f px",
           Tr("The circle's radius r. A shape is hit when the distance from the centre to it is less than r."));
    Slider(state.doc, Tr("mass"), [&](auto& s) -> auto& { return body(s).mass; }, 0.1, 100, kMassRange, "%.2f",
           Tr("Resistance to a change of motion: in a collision the lighter body moves more (Godfrey)."),
           ImGuiSliderFlags_Logarithmic);
    Slider(state.doc, Tr("elasticity"), [&](auto& s) -> auto& { return body(s).elasticity; }, 0, 1, kUnitRange, "%.2f",
           Tr("Fraction of the approach speed kept after a bounce (restitution): 0 stops dead, 1 bounces fully."));
    Slider(state.doc, Tr("friction"), [&](auto& s) -> auto& { return body(s).friction; }, 0, kMaxFriction, kFrictionRange, "%.2f",
           Tr("Coulomb's friction coefficient at the circle's contacts (the physical model): the sliding at a contact "
           "is resisted by at most friction times the push between the two, and turns sliding into rolling. "
           "Between two balls the contact takes the geometric mean of theirs; 0 slides without turning."),
           ImGuiSliderFlags_Logarithmic);
}

// [SECTION] The selected shape ---------------------------------------------------------------

// The box (a rectangle's or a triangle's) of shape `index`.
struct BoxAt {
    int index;
    template <class S>
    auto& operator()(S& scene) const { return *BoxOf(scene.shapes[index]); }
};

void EditBox(LabDocument& doc, BoxAt box) {
    Slider(doc, Tr("left"), [&](auto& s) -> auto& { return box(s).topLeft.x; }, -200, 2000, kCoordinateRange, "%.1f px",
           Tr("x of the unrotated rectangle's top-left corner."));
    Slider(doc, Tr("top"), [&](auto& s) -> auto& { return box(s).topLeft.y; }, -200, 1200, kCoordinateRange, "%.1f px",
           Tr("y of the unrotated rectangle's top-left corner."));
    Slider(doc, Tr("width"), [&](auto& s) -> auto& { return box(s).size.x; }, 0.5, 1000, kSizeRange, "%.1f px", Tr("Width; must stay > 0."),
           ImGuiSliderFlags_Logarithmic);
    Slider(doc, Tr("height"), [&](auto& s) -> auto& { return box(s).size.y; }, 0.5, 1000, kSizeRange, "%.1f px", Tr("Height; must stay > 0."),
           ImGuiSliderFlags_Logarithmic);
    Slider(doc, Tr("angle"), [&](auto& s) -> auto& { return box(s).angleDeg; }, -180, 180, kAngleRange, "%.1f°",
           Tr("Rotation about the rectangle's centre in degrees; positive turns clockwise on screen (y down)."));
}

void ShapeKnobs(LabState& state) {
    const int listed = static_cast<int>(state.doc.scene().shapes.size());
    const int total = static_cast<int>(state.frame.facts.Count());
    int& selected = state.doc.viewer().selected;
    if (total == 0) {
        ImGui::TextDisabled(Tr("This scene has no shapes."));
        return;
    }
    // As wide as two digits and the step buttons need; narrower than its usual width where a
    // phone's panel leaves no more room beside the label and its help marker.
    const float em = ImGui::GetFontSize(), usual = em * (state.classroom ? 4.6f : 6.0f);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float beside = ImGui::CalcTextSize(Tr("shape")).x + style.ItemInnerSpacing.x +
                         (state.classroom ? 0.0f : style.ItemSpacing.x + ImGui::CalcTextSize("(?)").x);
    ImGui::SetNextItemWidth(std::max(em * 3.6f, std::min(usual, ImGui::GetContentRegionAvail().x - beside)));
    if (ImGui::InputInt(Tr("shape"), &selected)) selected = std::clamp(selected, 0, total - 1);
    HelpMarker(Tr("Which shape the panel edits and the numbers box explains. Click a shape, or press Tab."));
    if (selected >= listed) {
        ImGui::TextWrapped(Tr("Tile %d of the tile map: tiles are edited as part of the map."), selected - listed);
        return;
    }
    // The knobs of the selected shape's kind (std::visit: a new kind must bring its own).
    struct Knobs {
        LabDocument& doc;
        int index;
        void operator()(const Circle&) const {
            const auto disc = [i = index](auto& s) -> auto& { return std::get<Circle>(s.shapes[i]); };
            Slider(doc, Tr("centre x"), [&](auto& s) -> auto& { return disc(s).center.x; }, -200, 2000, kCoordinateRange, "%.1f px",
                   Tr("The disc's centre."));
            Slider(doc, Tr("centre y"), [&](auto& s) -> auto& { return disc(s).center.y; }, -200, 1200, kCoordinateRange, "%.1f px",
                   Tr("The disc's centre (y down)."));
            Slider(doc, "r", [&](auto& s) -> auto& { return disc(s).radius; }, 0.5, 500, kSizeRange, "%.1f px",
                   Tr("The disc's radius; must stay > 0."), ImGuiSliderFlags_Logarithmic);
        }
        void operator()(const Rect&) const { EditBox(doc, BoxAt{index}); }
        void operator()(const Triangle&) const {
            EditBox(doc, BoxAt{index});
            const char* corners[] = {Tr("top-left"), Tr("top-right"), Tr("bottom-left"), Tr("bottom-right")};
            Undoable(doc, Tr("missing corner"), [i = index](auto& s) -> auto& { return std::get<Triangle>(s.shapes[i]).missing; },
                     [&](Corner& corner) {
                         int missing = static_cast<int>(corner);
                         ImGui::SetNextItemWidth(WidthBeside(Tr("missing"), true));
                         const bool changed = ImGui::Combo(Tr("missing"), &missing, corners, 4);
                         if (changed) corner = static_cast<Corner>(missing);
                         return changed;
                     });
            HelpMarker(Tr("The corner cut off the rectangle (Worden's tile types 1-4). The hypotenuse joins the two "
                       "corners next to it."));
        }
    };
    const Shape& shape = state.doc.scene().shapes[selected];
    if (state.classroom) {  // the angle of a box, the radius of a disc: what a lesson turns
        const BoxAt box{selected};
        if (BoxOf(shape)) Slider(state.doc, Tr("angle"), [&](auto& s) -> auto& { return box(s).angleDeg; }, -180, 180, kAngleRange, "%.1f°", "");
        else
            Slider(state.doc, "r", [i = selected](auto& s) -> auto& { return std::get<Circle>(s.shapes[i]).radius; }, 0.5, 500, kSizeRange,
                   "%.1f px", "", ImGuiSliderFlags_Logarithmic);
        return;
    }
    std::visit(Knobs{state.doc, selected}, shape);
}

// The selected shape's knobs in a block as tall as the tallest kind's (a triangle's six rows), so
// the Edit section's buttons below keep their places whatever kind is selected: a second click on
// "+ circle" lands on "+ circle" again.
void ShapeSection(LabState& state) {
    if (!FittedHeader(TrId("Selected shape"), ImGuiTreeNodeFlags_DefaultOpen)) return;
    const float top = ImGui::GetCursorPosY();
    ShapeKnobs(state);
    // Only while the Edit section is unfolded (in the lab, not classroom mode): its buttons are the
    // ones that must stay put, and a folded one leaves no gap.
    const bool editOpen = !state.classroom && ImGui::GetStateStorage()->GetInt(ImGui::GetID("###Edit"), 0) != 0;
    const float bottom = top + 7 * ImGui::GetFrameHeightWithSpacing();  // the shape's index, then six knobs
    const float gap = bottom - ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y;
    if (editOpen && gap > 0) ImGui::Dummy({1, gap});
}

// [SECTION] Overlays -------------------------------------------------------------------------

// Switching what is shown is looking at the scene, not editing it (docs/architecture.md, "Explore vs edit"):
// no undo step, never an unsaved change.
// Under "swept path": the circle's velocity, the frame step and the tunnelling map.
void SweepControls(LabState& state, Overlays& o) {
    if (state.doc.scene().bodies.empty()) return;
    Vec2& v = state.doc.Bodies().front().velocity;  // aiming is exploring: no undo step
    double xy[2] = {v.x, v.y};
    const double lo = -5000, hi = 5000;
    // Two numbers beside a label leave each too narrow for 3000 in the classroom panel: there
    // the label stands above and the numbers take the whole width.
    if (state.classroom) ImGui::TextUnformatted(Tr("velocity"));
    ImGui::SetNextItemWidth(state.classroom ? -FLT_MIN : WidthBeside(Tr("velocity"), true));
    if (ImGui::DragScalarN(state.classroom ? "##velocity" : Tr("velocity"), ImGuiDataType_Double, xy, 2, 2.0f, &lo, &hi, "%.0f"))
        v = {xy[0], xy[1]};
    HelpMarker(Tr("The circle's velocity in px/s, x then y (drag, or Ctrl+click to type). In the scene, drag the "
               "path's end, or out from the circle's rim, or Shift+drag the circle."));
    static constexpr int kRates[] = {30, 60, 120, 240};
    int& rate = state.doc.viewer().frameRate;
    char current[24];
    std::snprintf(current, sizeof current, "1/%d s", rate);
    if (state.classroom) ImGui::TextUnformatted(Tr("frame step"));
    ImGui::SetNextItemWidth(state.classroom ? -FLT_MIN : ImGui::GetFontSize() * 6.0f);
    if (ImGui::BeginCombo(state.classroom ? "##frame step" : Tr("frame step"), current)) {
        for (const int r : kRates) {
            char item[24];
            std::snprintf(item, sizeof item, "1/%d s", r);
            if (ImGui::Selectable(item, r == rate)) rate = r;
        }
        ImGui::EndCombo();
    }
    HelpMarker(Tr("How often a test at separate frames looks at the circle: the faint rings on the path, and the "
               "tunnelling map."));
    Switch(Brief(Tr("tunnelling map"), Tr("tunnelling")), &o.tunnelling);
    HelpMarker(Tr("Every speed (outward) and direction (as on screen) the circle could move at: red where the "
               "frames jump over the selected shape that the swept path meets, grey where a frame catches it."));
}

// One switch of the scene's overlays: its label (and classroom mode's shorter one), the flag it
// turns and its tooltip.
struct OverlaySwitch {
    const char* full;
    const char* brief;
    bool Overlays::*on;
    const char* help;
};

constexpr OverlaySwitch kOverlaySwitches[] = {
    {N_("hit highlight"), N_("hit highlight"), &Overlays::highlight,
     N_("Shapes the circle hits turn blue, and so does the circle (as in migapro's applet).")},
    {N_("closest points"), N_("closest points"), &Overlays::closestLines,
     N_("An orange line from the circle's centre to the closest point of each shape, with the distance.")},
    {N_("selected shape only"), N_("selected only"), &Overlays::selectedOnly, N_("Lines and vectors for the selected shape only.")},
    {N_("unrotated frame"), N_("unrotated"), &Overlays::ghost,
     N_("migapro's method, in green: the selected rotated shape at 0 degrees and the circle's centre "
     "rotated back about the shape's centre, with the clamped point.")},
    {N_("regions"), N_("regions"), &Overlays::regions,
     N_("Godfrey's regions I-VIII around the selected rectangle, or a triangle tile's vertex, edge and "
     "inside regions. The circle's current region is highlighted.")},
    {N_("configuration space"), N_("grown shape"), &Overlays::configuration,
     N_("The selected shape grown by the circle's radius: the centres where the circle would touch it. "
     "Its straight parts face the face regions, its arcs the corner regions. The circle hits exactly "
     "when its centre is inside, and the centre's distance to this outline is the distance minus r.")},
    {N_("swept path"), N_("sweep"), &Overlays::sweep,
     N_("Where the circle goes in the next second at its velocity (set it below): the band it sweeps, "
     "and the circle where it first touches the selected shape, found as its centre's ray entering "
     "the grown shape. A test at separate steps can jump over a thin wall that this finds.")},
    {N_("contact vectors"), N_("contact vectors"), &Overlays::vectors,
     N_("For each hit: the normal n at the closest point, and the resolution vector (normal x depth) "
     "from the centre, the shortest move that separates the shapes.")},
    {N_("numbers"), N_("numbers"), &Overlays::numbers, N_("The live numbers box for the selected shape.")},
};

void OverlaySection(LabState& state) {
    if (!FittedHeader(TrId("Show"), ImGuiTreeNodeFlags_DefaultOpen)) return;
    Overlays& o = state.doc.viewer().overlays;
    for (const OverlaySwitch& s : kOverlaySwitches) {
        Switch(Brief(Tr(s.full), Tr(s.brief)), &(o.*s.on));
        HelpMarker(Tr(s.help));
        if (s.on == &Overlays::sweep && o.sweep) SweepControls(state, o);
    }
    // The lab's modes, each with more to do than a flag.
    Switch(Brief(Tr("classroom mode (F2)"), Tr("classroom (F2)")), &state.classroom);
    HelpMarker(Tr("Large text and thick lines for a projector."));
    bool predict = state.teaching.predict;
    ImGui::BeginDisabled(state.teaching.teacherReveals);  // a student in a live class: the teacher reveals
    if (Switch(Brief(Tr("predict, then reveal (P)"), Tr("predict (P)")), &predict)) TogglePredict(state);
    ImGui::EndDisabled();
    HelpMarker(Tr("Hides the highlight, distances, vectors, numbers and verdicts until V reveals them; moving "
               "the circle hides them again. Ask the class first."));
    Switch(Brief(Tr("tutorials compared (T)"), Tr("tutorials (T)")), &state.teaching.tutorials.shown);
    HelpMarker(Tr("Each classic tutorial's verdict for the selected shape beside the exact one, the chosen "
               "method's steps with live numbers, and its disagreement map."));
}

// The language of the window, changed at once (docs/languages.md): each named in its own language.
void LanguageMenu() {
    // TRANSLATORS: the name of this language, in itself ("Deutsch"): the language menu lists it so.
    [[maybe_unused]] const char* self = NC_("language name", "English");
    std::string current = CurrentLanguage();
    for (const LanguageInfo& l : Languages())
        if (l.code == CurrentLanguage()) current = l.name;
    // The whole width, the word "language" inside: the classroom panel is narrow.
    current = std::string(Tr("language")) + ": " + current;
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (ImGui::BeginCombo("##language", current.c_str())) {
        for (const LanguageInfo& l : Languages()) {
            if (ImGui::Selectable(l.name.c_str(), l.code == CurrentLanguage())) SetLanguage(l.code);
            TrackLastItem(l.name);
        }
        ImGui::EndCombo();
    }
    TrackLastItem(Tr("language"));
}

// F3, as the Box2D samples show it: how fast the lab draws and what a frame costs.
void StatsOverlay(const LabState& state, const ScreenRect& viewport) {
    if (!state.window.showStats) return;
    ImGui::SetNextWindowPos({viewport.x + viewport.w - 8, viewport.y + 8}, ImGuiCond_Always, {1, 0});
    ImGui::SetNextWindowBgAlpha(0.85f);
    ImGui::Begin("##stats", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                         ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoFocusOnAppearing);
    ImGui::Text(Tr("%.0f fps   frame %.1f ms   physics %.2f ms"), state.window.stats.fps, state.window.stats.frameMs,
                state.window.stats.physicsMs);
    ImGui::End();
}

// The panel's sections, top to bottom.
void PanelSections(LabState& state) {
    if (state.teaching.lesson) LessonPanel(state);  // the step's prompt first: the class works from it
    SceneSection(state);
    PredictionsPanel(state);  // near the top while predicting: the class answers here
    if (state.teaching.classSection) state.teaching.classSection(state);  // the live class, beside predicting
    CircleSection(state);
    ShapeSection(state);
    if (!state.classroom) EditorPanel(state);
    else EditingCheckbox(state);
    PhysicsPanel(state);
    OverlaySection(state);
    if (!state.teaching.lesson) LessonPanel(state);  // the shipped lessons, folded
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
#ifdef __EMSCRIPTEN__
    ImGui::TextWrapped(Tr("F1 or ?: help and shortcuts"));  // a Chromebook has no F-row
#else
    ImGui::TextWrapped(Tr("F1: help and shortcuts"));  // wrapped: whole in classroom mode's narrow panel
#endif
    ImGui::PopStyleColor();
    LanguageMenu();
}

// How far the widest item (a checkbox's label, a line of text) reaches past the panel's inner
// right edge: a label cut off there is a label the class cannot read (play reports it). A
// language whose labels are longer than English ones widens the default panel until its longest
// label fits (English fits as it is); measured again when the language or mode changes.
void MeasurePanelFit(LabState& state, bool open) {
    const ImGuiWindow* panel = ImGui::GetCurrentWindow();
    state.frame.panelOverflow = open ? std::max(0.0f, panel->DC.CursorMaxPos.x - panel->WorkRect.Max.x) : 0.0f;
    const int fitFor = LanguageGeneration() * 2 + (state.classroom ? 1 : 0);
    if (state.window.sidebarFitFor != fitFor) state.window.sidebarFit = 0, state.window.sidebarFitFor = fitFor;
    // From the width it has now: a lesson may have widened it past the default already.
    if (open && state.window.sidebarWidth <= 0 && CurrentLanguage() != "en" && state.frame.panelOverflow > 1.5f)
        state.window.sidebarFit = std::max(state.window.sidebarFit, state.window.layout.sidebar.w - DefaultSidebarWidth(ImGui::GetFontSize(), state.classroom)) +
                           std::ceil(state.frame.panelOverflow);
}

// The boxes docked beside the scene, the help, the banners and the questions over it all.
void WindowsBesideThePanel(LabState& state) {
    const LabLayout& layout = state.window.layout;
    StatsOverlay(state, layout.viewport);
    NumbersBox(state, layout.numbers);
    PlotsBox(state, layout.plots);
    TunnellingWindow(state);
    HelpWindow(state);
    // The banners keep clear of the selected shape's handles, and of each other.
    std::vector<ScreenRect> keepClear = HandleSquares(state);
    // A lesson's step while the panel is folded (as a phone's narrow screen opens a lesson link):
    // the question stays in sight over the scene, first at the top, the prediction's line below it.
    if (state.teaching.lesson && !state.window.sidebarOpen) {
        Banner(state.panel, "##lesson", FoldedStepText(state.teaching), layout.viewport, true, keepClear);
        keepClear.push_back(state.panel.banners.back().rect);
    }
    if (state.answersHidden())
        Banner(state.panel, "##predict", PredictPrompt(state.teaching), layout.viewport, true, keepClear);
    else if (state.doc.scene().settings.cup)
        Banner(state.panel, "##golf", GolfLine(state.doc.scene().settings, state.run.golf), layout.viewport, true, keepClear);
    for (const ShownBanner& b : state.panel.banners) keepClear.push_back(b.rect);
    if (!state.status.empty()) Banner(state.panel, "##status", state.status, layout.viewport, false, keepClear);
    // Last, so the questions sit above the boxes docked beside the scene.
    FileDialogs(state);
    RecoveryDialog(state);
}

}  // namespace

void DrawPanels(LabState& state) {
    const LabLayout& layout = state.window.layout;
    // The sidebar: docked to the left edge, full height; its title's arrow folds it to a strip.
    PlaceWindow(layout.sidebar);
    // The window's title carries the unsaved marker; "###" keeps its identity when it changes.
    // The unsaved mark first, where a narrow panel (classroom mode) cannot cut it off.
    BeginTrackedFrame(state.panel);  // the buttons drawn in the last frame are the ones a script may press
    // Folded to its strip (2.2 em wide) the title bar has room for the arrow and the unsaved mark
    // only, and a name cut to "C" says nothing: the arrow alone, the sign that it unfolds (no
    // tooltip: on a phone the last tap's place stays "hovered" and one would cover the scene).
    // Open, the lab's short name in classroom mode and wherever the whole name would be cut (a
    // phone's panel in a longer language: "Labo de collisions de c").
    const bool folded = !state.window.sidebarOpen;
    const std::string mark = state.doc.Dirty() ? (folded ? "*" : "* ") : "";
    const char* full = Tr("Circle Collision Lab");
    const bool whole = !state.classroom && TitleFits((mark + full).c_str(), layout.sidebar.w, true, false);
    const std::string name = folded ? "" : whole ? full : Tr("Collision Lab");
    const std::string title = mark + name + "###lab";
    ImGui::SetNextWindowCollapsed(!state.window.sidebarOpen, ImGuiCond_Always);
    // Only the width may be dragged: between 8 em and 45 % of the window.
    ImGui::SetNextWindowSizeConstraints({std::min(ImGui::GetFontSize() * 8, layout.sidebar.w), layout.sidebar.h},
                                        {std::max(float(state.window.windowSize.x) * 0.45f, layout.sidebar.w), layout.sidebar.h});
    const bool open = ImGui::Begin(title.c_str(), nullptr,
                                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
    state.panel.trimmed = state.classroom;
    state.panel.narrow = layout.sidebar.w + 0.5f < DefaultSidebarWidth(ImGui::GetFontSize(), state.classroom);
    state.frame.claims.claims.push_back(TitleClaim("panel", title.c_str(), false));
    // Every control leaves room for its label (the longest, "elasticity", is about 5 em).
    ImGui::PushItemWidth(-ImGui::GetFontSize() * (state.classroom ? 4.2f : 6.0f));
    state.window.sidebarOpen = open;
    // The right edge dragged: the panel keeps that width, and the scene refits beside it.
    if (open && std::abs(ImGui::GetWindowWidth() - layout.sidebar.w) > 0.5f) state.window.sidebarWidth = ImGui::GetWindowWidth();
    if (open && state.window.panelToTop) {
        ImGui::SetScrollY(0);
        state.window.panelToTop = false;
    }
    state.window.panelScroll = open ? ImGui::GetScrollY() : 0;
    state.frame.pageButtons = {};  // drawn again below, or not at all while the panel is folded
    state.frame.lessonNext = {};
    if (open) PanelSections(state);
    MeasurePanelFit(state, open);
    ImGui::PopItemWidth();
    ImGui::End();
    if (!state.panel.typedNotice.empty()) {
        state.status = std::move(state.panel.typedNotice);
        state.statusUntil = 0;  // timed from now
        state.panel.typedNotice.clear();
    }
    WindowsBesideThePanel(state);
}

}  // namespace circlelab::app
