#include "app/panels/tutorials_panel.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/classic/disagreement.h"
#include "core/draw/map_draw.h"
#include "core/collide/contact.h"
#include "app/model/disagreement_worker.h"
#include "app/base/picture_claims.h"
#include "app/panels/shown_items.h"
#include "app/base/window_claims.h"
#include "app/base/word_wrap.h"
#include "app/lang/tr.h"

namespace circlelab::app {
namespace {

// The shape the tutorials are compared on: the selected one, when there is a circle to compare.
const Shape* SelectedShape(const LabState& state) {
    return state.doc.scene().bodies.empty() ? nullptr : state.frame.facts.SelectedShape();
}

// Whose method, from which tutorial, in the chosen language (the tutorials' titles stay English).
std::string SourceText(classic::Algorithm a) { return TrC("method source", std::string(classic::Source(a))); }

// A method's name in the projector's column: "*" marks the code as published (its slips kept), and
// the box test is no author's, so it is named in the chosen language.
std::string ShortName(classic::Algorithm a) {
    std::string name(classic::Name(a));
    if (const std::size_t dash = name.find("-published"); dash != std::string::npos) name = name.substr(0, dash) + "*";
    if (name == "bounding-box") name = Tr("box test");
    return name;
}

std::string VectorText(Vec2 v) {
    char text[64];
    std::snprintf(text, sizeof text, "(%.1f, %.1f)", v.x, v.y);
    return text;
}

}  // namespace

void AddDisagreementMap(LabState& state, DrawList& list) {
    state.teaching.tutorials.mapStatus.clear();
    state.teaching.tutorials.mapShort.clear();
    if (!state.teaching.tutorials.map) return;
    const Shape* shape = SelectedShape(state);
    if (!shape) return;
    const double radius = state.doc.scene().bodies.front().circle.radius;
    const classic::DisagreementMap* map = nullptr;
    if (state.teaching.tutorials.worker) {
        map = state.teaching.tutorials.worker->Request(state.teaching.tutorials.explained, *shape, radius);
    } else {
        if (!state.teaching.tutorials.memo) state.teaching.tutorials.memo = std::make_shared<MapMemo>();
        map = &state.teaching.tutorials.memo->Get(state.teaching.tutorials.explained, *shape, radius);
    }
    if (!map) {
        state.teaching.tutorials.mapStatus = Tr("computing the map...");
        return;
    }
    if (!map->applies) {
        state.teaching.tutorials.mapStatus = Format(Tr("%s does not apply to this shape"), std::string(classic::Name(state.teaching.tutorials.explained)).c_str());
        return;
    }
    DrawList shaded;
    DrawDisagreement(*map, shaded);
    // Over the shapes' fills: red inside a shape (a method that misses a centre inside) is part
    // of the area the status line states, and must show.
    list.polygons.insert(list.polygons.end(), shaded.polygons.begin(), shaded.polygons.end());
    const std::string name(classic::Name(state.teaching.tutorials.explained));
    state.frame.claims.claims.push_back(ShadingClaim(list, state.doc.scene(), name, map->area));
    char text[200];
    if (map->area > 0)
        std::snprintf(text, sizeof text, Tr("red: %.0f px² where %s disagrees with the exact answer (cells of %.0f px)"),
                      map->area, name.c_str(), map->cell);
    else  // an empty map is an answer too: say it, or M seems to do nothing
        std::snprintf(text, sizeof text, Tr("no red: %s agrees with the exact answer everywhere around this shape "
                         "at this radius (cells of %.0f px)"), name.c_str(), map->cell);
    state.teaching.tutorials.mapStatus = text;
    // The column's short form: its long sentence took five lines there, and the method's steps
    // shrank to fit under it.
    if (map->area > 0)
        std::snprintf(text, sizeof text, Tr("red: %.0f px² where %s is wrong"), map->area, name.c_str());
    else
        std::snprintf(text, sizeof text, Tr("no red: %s is right everywhere here"), name.c_str());
    state.teaching.tutorials.mapShort = text;
}

namespace {

// The exact row's claims: its verdict and, for a hit, its resolution (docs/picture-claims.md),
// each with where it stands and the part of the window in view (`box` from the last item drawn,
// or the given one).
void ClaimExact(LabState& state, const Contact& exact, bool hidden, std::optional<std::array<double, 4>> box = std::nullopt) {
    if (!box) box = LastItemBox();
    Claim verdict{.kind = "readout", .means = "hit", .shape = state.frame.facts.selected};
    verdict.box = box;
    verdict.within = WindowInView();
    verdict.method = "exact";
    verdict.hidden = hidden;
    verdict.truth = exact.hit;
    verdict.text = exact.hit ? "hit" : "miss";
    state.frame.claims.claims.push_back(verdict);
    if (!exact.hit || hidden) return;
    Claim resolution{.kind = "readout", .means = "resolution", .shape = state.frame.facts.selected};
    resolution.method = "exact";
    resolution.box = box;
    resolution.within = verdict.within;
    resolution.vector = exact.Resolution();
    resolution.text = VectorText(exact.Resolution());
    state.frame.claims.claims.push_back(resolution);
}

// A method's verdict as its row shows it, with where the row stands (rule "visible": a verdict
// below the window's bottom is not seen).
void ClaimVerdict(LabState& state, classic::Algorithm a, std::optional<bool> hit, bool hidden) {
    Claim row{.kind = "readout", .means = "method-verdict", .shape = state.frame.facts.selected};
    row.method = std::string(classic::Name(a));
    row.hidden = hidden;
    row.text = !hit ? "n/a" : *hit ? "hit" : "miss";
    row.box = LastItemBox();
    row.within = WindowInView();
    state.frame.claims.claims.push_back(row);
}

// The chosen method's steps with this circle's numbers, each claimed as a step of that method.
// `below`: the height kept free under them (the verdicts' table in the projector's column).
void MethodSteps(LabState& state, const Circle& circle, const Shape& shape, bool hidden, float below = 0) {
    if (hidden) {
        ImGui::TextDisabled(Tr("Predict first: press V to reveal the steps."));
        return;
    }
    const classic::Verdict v = classic::Evaluate(state.teaching.tutorials.explained, circle, shape);
    if (!v.hit) ImGui::TextWrapped(Tr("Does not apply: %s"), TrC("not applicable", v.notApplicable).c_str());
    // A method of many steps (Worden's hypotenuse walk) in a short window: smaller letters, down to
    // 60 %, rather than steps out of view; the largest that fits, as the steps wrap at that size.
    const float width = ImGui::GetContentRegionAvail().x;
    const float room = ImGui::GetContentRegionAvail().y - below;
    const auto needed = [&] {
        const auto measure = [](std::string_view s) { return ImGui::CalcTextSize(s.data(), s.data() + s.size()).x; };
        float height = 0;
        for (std::size_t i = 0; i < v.steps.size(); ++i) {
            const std::string text = KeepVectorsWhole(Format(Tr("%zu. %s"), i + 1, TrPhrases("method", v.steps[i]).c_str()));
            height += WrapAtSpaces(text, width, measure).size() * ImGui::GetFontSize() + ImGui::GetStyle().ItemSpacing.y;
        }
        return height;
    };
    for (float scale = 1.0f; scale >= 0.6f; scale -= 0.05f) {
        ImGui::SetWindowFontScale(scale);
        if (room <= 0 || needed() <= room) break;
    }
    for (std::size_t i = 0; i < v.steps.size(); ++i) {
        // Wrapped at spaces, its vectors whole: "(-9.2," at a line's end and "-4.6)" below it
        // read as two numbers.
        const ImVec2 top = ImGui::GetCursorScreenPos();
        const ImVec2 corner = TextWrappedAtSpaces(KeepVectorsWhole(Format(Tr("%zu. %s"), i + 1, TrPhrases("method", v.steps[i]).c_str())));
        Claim step = TextRowClaim("method-step", v.steps[i], top, corner);
        step.shape = state.frame.facts.selected;
        step.method = std::string(classic::Name(state.teaching.tutorials.explained));
        state.frame.claims.claims.push_back(step);
    }
    ImGui::SetWindowFontScale(1.0f);
}

// A verdict that differs from the exact one.
const ImVec4 kWrong(0.80f, 0.10f, 0.15f, 1.0f);

// The chosen method's verdict beside every other, two to a row where the column is wide enough;
// a click on a name chooses the method, wrong verdicts in red.
void VerdictGrid(LabState& state, const Circle& circle, const Shape& shape, const Contact& exact, bool hidden, int pairs) {
    if (ImGui::BeginTable("verdicts", 2 * pairs, ImGuiTableFlags_SizingStretchProp)) {
        // Each verdict column as wide as the widest verdict it can show, and the names take the
        // rest: widths fitted to the last frame's verdicts cut a new "miss!" at the window's edge.
        float verdictWidth = 0;
        for (const std::string& v : {Format("%s!", TrC("verdict", "miss")), Format("%s!", TrC("verdict", "hit")), std::string(Tr("n/a"))})
            verdictWidth = std::max(verdictWidth, ImGui::CalcTextSize(v.c_str()).x);
        for (int p = 0; p < pairs; ++p) {
            ImGui::TableSetupColumn("##method", ImGuiTableColumnFlags_WidthStretch);
            ImGui::TableSetupColumn("##verdict", ImGuiTableColumnFlags_WidthFixed, std::ceil(verdictWidth));
        }
        for (classic::Algorithm a : classic::kAllAlgorithms) {
            const std::optional<bool> hit = classic::Hit(a, circle, shape);  // the verdict alone: no steps are shown
            ImGui::TableNextColumn();
            const std::string name = ShortName(a);
            // A click chooses the method the map (M) shades, as in the full window.
            const bool chosen = state.teaching.tutorials.explained == a;
            if (!chosen) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            if (ImGui::Selectable(name.c_str(), chosen)) state.teaching.tutorials.explained = a;
            TrackLastItem(name);  // a script chooses it as a person does, by the name shown
            if (!chosen) ImGui::PopStyleColor();
            ImGui::TableNextColumn();
            if (!hit) ImGui::TextDisabled("%s", Tr("n/a"));
            else if (hidden) ImGui::TextUnformatted("?");
            else if (*hit != exact.hit) ImGui::TextColored(kWrong, "%s!", *hit ? TrC("verdict", "hit") : TrC("verdict", "miss"));
            else ImGui::TextUnformatted(*hit ? TrC("verdict", "hit") : TrC("verdict", "miss"));
            ClaimVerdict(state, a, hit, hidden);
        }
        ImGui::EndTable();
    }
}

// The projector's column (or a small window's): the exact answer, the chosen method's steps, then
// every method's verdict (a click chooses one). The map's line comes first.
void ColumnComparison(LabState& state, const Circle& circle, const Shape& shape, const Contact& exact, bool hidden) {
    if (state.teaching.tutorials.map && !state.teaching.tutorials.mapStatus.empty()) {
        const std::string& line = state.teaching.tutorials.mapShort.empty() ? state.teaching.tutorials.mapStatus : state.teaching.tutorials.mapShort;
        TextWrappedAtSpaces(line);
    }
    // The exact answer and its resolution first: what every method is measured against,
    // wrapped at spaces (the vector kept whole on its line) rather than cut at the edge.
    const std::string verdict = exact.hit ? TrC("verdict", "hit") : TrC("verdict", "miss");
    const std::string exactLine =
        Format(Tr("exact: %s"), hidden ? "?" : (verdict + (exact.hit ? " " + VectorText(exact.Resolution()) : "")).c_str());
    ImVec2 top = ImGui::GetCursorScreenPos();
    ImVec2 corner = TextWrappedAtSpaces(KeepVectorsWhole(exactLine));
    ClaimExact(state, exact, hidden, std::array<double, 4>{top.x, top.y, corner.x, corner.y});
    // The chosen method's steps next, the comparison's main feature: a method of many steps
    // (Lazy Foo's) would otherwise push them out of view under the verdicts, which keep the
    // room their rows need below the steps.
    // Under the name its verdict's row shows, in the chosen language ("box test").
    const std::string method(classic::Name(state.teaching.tutorials.explained));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    top = ImGui::GetCursorScreenPos();
    corner = TextWrappedAtSpaces(Format(Tr("%s, step by step:"), ShortName(state.teaching.tutorials.explained).c_str()));
    ImGui::PopStyleColor();
    Claim heading = TextRowClaim("method-heading", method, top, corner);
    heading.method = method;
    heading.shape = state.frame.facts.selected;
    state.frame.claims.claims.push_back(heading);
    const int pairs = ImGui::GetContentRegionAvail().x >= ImGui::GetFontSize() * 15 ? 2 : 1;
    const ImGuiStyle& style = ImGui::GetStyle();
    const int rows = static_cast<int>(classic::kAllAlgorithms.size() + pairs - 1) / pairs;
    const float table = rows * (ImGui::GetFontSize() + style.CellPadding.y * 2) + style.ItemSpacing.y * 2 + 2;
    MethodSteps(state, circle, shape, hidden, table);
    ImGui::Separator();
    VerdictGrid(state, circle, shape, exact, hidden, pairs);
}

// The full window's table: each method's verdict and resolution beside the exact ones, a name's
// tooltip its source.
bool VerdictTable(LabState& state, const Circle& circle, const Shape& shape, const Contact& exact, bool hidden) {
    // Each column as wide as its widest text: no method's name or verdict is cut off. A narrow
    // column (a 1024-pixel window) leaves out the resolutions, which the steps below still give.
    const bool roomy = ImGui::GetContentRegionAvail().x >= ImGui::GetFontSize() * 21;
    if (ImGui::BeginTable("verdicts", roomy ? 3 : 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupColumn(Tr("method"));
        ImGui::TableSetupColumn(Tr("verdict"));
        if (roomy) ImGui::TableSetupColumn(Tr("resolution"));
        ImGui::TableHeadersRow();
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(Tr("exact"));
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(hidden ? "?" : (exact.hit ? TrC("verdict", "hit") : TrC("verdict", "miss")));
        ClaimExact(state, exact, hidden);
        if (roomy) {
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(hidden || !exact.hit ? "" : VectorText(exact.Resolution()).c_str());
        }
        for (classic::Algorithm a : classic::kAllAlgorithms) {
            // The verdict alone, unless the roomy table shows Godfrey's resolution vector too: the
            // steps' text is written only where it is read (the n/a's reason when hovered).
            const classic::Verdict shown = roomy && !hidden ? classic::Evaluate(a, circle, shape) : classic::Verdict{};
            const std::optional<bool> hit = classic::Hit(a, circle, shape);
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            const std::string name(classic::Name(a));
            if (ImGui::Selectable(name.c_str(), state.teaching.tutorials.explained == a, ImGuiSelectableFlags_SpanAllColumns))
                state.teaching.tutorials.explained = a;
            TrackLastItem(name);
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", SourceText(a).c_str());
            ImGui::TableNextColumn();
            if (!hit) {
                ImGui::TextDisabled("%s", Tr("n/a"));
                if (ImGui::IsItemHovered())
                    ImGui::SetTooltip("%s", TrC("not applicable", classic::Evaluate(a, circle, shape).notApplicable).c_str());
            } else if (hidden) {
                ImGui::TextUnformatted("?");
            } else if (*hit != exact.hit) {
                ImGui::TextColored(kWrong, Tr("%s (wrong)"), *hit ? TrC("verdict", "hit") : TrC("verdict", "miss"));
            } else {
                ImGui::TextUnformatted(*hit ? TrC("verdict", "hit") : TrC("verdict", "miss"));
            }
            ClaimVerdict(state, a, hit, hidden);
            if (roomy) {
                ImGui::TableNextColumn();
                if (shown.resolution) ImGui::TextUnformatted(VectorText(*shown.resolution).c_str());
            }
        }
        ImGui::EndTable();
    }
    return roomy;
}

// The full window: the table, the chosen method's source and steps, and the map's switch.
void FullComparison(LabState& state, const Circle& circle, const Shape& shape, const Contact& exact, bool hidden) {
    const bool roomy = VerdictTable(state, circle, shape, exact, hidden);
    // Without its column (a narrow window) the exact resolution still has a line of its own.
    if (!roomy && exact.hit && !hidden) ImGui::TextWrapped(Tr("exact resolution %s"), VectorText(exact.Resolution()).c_str());
    ImGui::Separator();
    ImGui::TextWrapped("%s", SourceText(state.teaching.tutorials.explained).c_str());
    MethodSteps(state, circle, shape, hidden);
    ImGui::Separator();
    ImGui::Checkbox(Tr("disagreement map (M)"), &state.teaching.tutorials.map);
    ImGui::SameLine();
    ImGui::TextDisabled("(?)");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(Tr("Shades every centre position, at the current radius, where the chosen method's verdict "
                          "differs from the exact one."));
    if (state.teaching.tutorials.map && !state.teaching.tutorials.mapStatus.empty()) ImGui::TextWrapped("%s", state.teaching.tutorials.mapStatus.c_str());
}

}  // namespace

void DrawTutorialsWindow(LabState& state) {
    const ScreenRect& where = state.window.layout.tutorials;
    if (!state.teaching.tutorials.shown || where.w <= 0) return;
    ImGui::SetNextWindowPos({where.x, where.y}, ImGuiCond_Always);
    ImGui::SetNextWindowSize({where.w, where.h}, ImGuiCond_Always);
    // The title whole, or its short form in a narrow column (classroom mode at 1024 x 768 cut it to
    // "Tutorials compa"); "###" keeps the window's identity across both and every language.
    std::string title = TrId("Tutorials compared (T)");
    if (!TitleFits(title.c_str(), where.w, false, true)) title = std::string(Tr("Tutorials (T)")) + "###Tutorials compared (T)";
    ImGui::Begin(title.c_str(), &state.teaching.tutorials.shown,
                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
    state.frame.claims.claims.push_back(TitleClaim("tutorials", title.c_str(), true));
    const Shape* shape = SelectedShape(state);
    if (!shape) {
        ImGui::TextWrapped(Tr("Select a shape to compare the tutorials' answers for it."));
        ImGui::End();
        return;
    }
    const Circle& circle = state.doc.scene().bodies.front().circle;
    const Contact& exact = *state.frame.facts.SelectedContact();  // the frame's facts hold it: not collided again
    const bool hidden = state.answersHidden();
    if (state.classroom || where.w < ImGui::GetFontSize() * 16 || where.h < ImGui::GetFontSize() * 12)
        ColumnComparison(state, circle, *shape, exact, hidden);
    else
        FullComparison(state, circle, *shape, exact, hidden);
    ImGui::End();
}

}  // namespace circlelab::app
