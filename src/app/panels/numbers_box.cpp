// The numbers box: the readout of the selected shape's contact, beside the scene (docs/using.md),
// its words translated where shown and each row a claim of the picture (docs/picture-claims.md).
#include "app/panels/numbers_box.h"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "app/base/docked_window.h"
#include "app/base/picture_claims.h"
#include "app/base/window_claims.h"
#include "app/lang/tr.h"
#include "core/draw/readout.h"

namespace circlelab::app {
namespace {

// The numbers box's row names and words as core/draw/readout.cpp writes them (and claims and report
// keep them): translated only where they are shown.
[[maybe_unused]] constexpr const char* kReadoutWords[] = {
    NC_("numbers", "centre"), NC_("numbers", "radius"), NC_("numbers", "shape"), NC_("numbers", "distance"),
    NC_("numbers", "depth"), NC_("numbers", "region"), NC_("numbers", "closest"), NC_("numbers", "normal"),
    NC_("numbers", "feature"), NC_("numbers", "hit"), NC_("numbers", "yes"), NC_("numbers", "no"),
    NC_("numbers", "edge"), NC_("numbers", "corner"), NC_("numbers", "circle"), NC_("numbers", "rect"),
    NC_("numbers", "triangle"), NC_("numbers", "inside"), NC_("numbers", "outside"), NC_("numbers", "case")};

// A value of the box as shown: its words translated ("#1 rect", "case 3", "yes"), its numbers as they are.
std::string ShownValue(const std::string& value) { return TrPhrases("numbers", value); }

// The rows a teacher points at in classroom mode; the lab shows every row.
bool ShownInClassroom(const std::string& row) {
    return row == "distance" || row == "region" || row == "normal" || row == "hit";
}

// How wide the rows stand in one or two pairs of columns (the first half on the left in two):
// each column as wide as its widest text, and a table without borders puts a cell padding on each
// side of the gaps between columns (ImGui 1.86, BeginTableEx).
float RowsWidth(const std::vector<std::pair<std::string, std::string>>& rows, std::size_t pairs) {
    const std::size_t perColumn = std::max<std::size_t>(1, (rows.size() + pairs - 1) / pairs);
    float columns[4] = {0, 0, 0, 0};
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const std::size_t pair = std::min<std::size_t>(i / perColumn, 1) * 2;
        columns[pair] = std::max(columns[pair], ImGui::CalcTextSize(TrC("numbers", rows[i].first.c_str())).x);
        columns[pair + 1] = std::max(columns[pair + 1], ImGui::CalcTextSize(ShownValue(rows[i].second).c_str()).x);
    }
    return columns[0] + columns[1] + columns[2] + columns[3] + float(pairs * 2 - 1) * 2 * ImGui::GetStyle().CellPadding.x;
}

// Where a longer language's names beside their values reach past the box (a phone's, beside the
// open panel: German's by 40 px), the box's text shrinks to fit, down to three quarters of its
// size, before the box scrolls sideways: a scrollbar there covered the last row. Called in the
// box's window; the cells' padding keeps its size.
void FitRowsText(const std::vector<std::pair<std::string, std::string>>& rows) {
    constexpr float kSmallest = 0.75f;
    const float room = ImGui::GetContentRegionAvail().x;
    const float padding = RowsWidth({}, 1);
    float scale = 1.0f;
    for (int tries = 0; tries < 4; ++tries) {
        const float width = RowsWidth(rows, 1);
        if (width <= room || scale <= kSmallest) return;
        // The text's share of the width scales with the font; a little under, for rounding.
        scale = std::max(kSmallest, scale * (room - padding) / (width - padding) * 0.995f);
        ImGui::SetWindowFontScale(scale);
    }
}

}  // namespace

void NumbersBox(LabState& state, const ScreenRect& where) {
    state.frame.numbersOverflow = 0;
    if (where.w <= 0) return;
    PlaceWindow(where);
    std::vector<std::pair<std::string, std::string>> rows, all = ContactReadout(state.doc.scene(), state.frame.facts);
    // The classroom strip has no room for the shape's row: its title says which shape the rows
    // are about ("hit no" of one box while the circle plainly hits another read as a wrong answer).
    std::string title = TrC("window", "Numbers");
    for (const auto& [name, value] : all)
        if (state.classroom && name == "shape") {
            title += Format(Tr(": shape %s"), ShownValue(value).c_str());
            // Where the whole title is cut, the shape alone ("#2 rect") still says which it is.
            if (!TitleFits(title.c_str(), where.w, false, false)) title = ShownValue(value);
            state.frame.claims.claims.push_back(ReadoutClaim(name, value, state.doc.scene(), state.frame.facts));
        }
    for (auto& row : all)
        if (!state.classroom || ShownInClassroom(row.first)) rows.push_back(std::move(row));
    // Where one pair of columns is a little wider than the box's room (at 412 px, the phone's open
    // panel leaves the box 206 px, 2 px short of "closest  (879.9, 251.6)"), the box's margins and
    // the gap between its columns narrow to half: a sideways scrollbar there covered the last row.
    const ImGuiStyle& style = ImGui::GetStyle();
    const bool tight = RowsWidth(rows, 1) > where.w - style.WindowPadding.x * 2;
    if (tight) {
        ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {style.WindowPadding.x / 2, style.WindowPadding.y});
        ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, {style.CellPadding.x / 2, style.CellPadding.y});
    }
    // Where even one pair of columns is wider than that (a longer language), the rows scroll
    // sideways rather than lose their values at the edge.
    ImGui::Begin((title + "###Numbers").c_str(), nullptr,
                 kDocked | ImGuiWindowFlags_NoNavFocus | ImGuiWindowFlags_NoNavInputs | ImGuiWindowFlags_HorizontalScrollbar);
    state.frame.claims.claims.push_back(TitleClaim("numbers", title.c_str(), false));
    FitRowsText(rows);
    // In a low strip (a narrow window) the rows stand in two pairs of columns, the first half on
    // the left; each column as wide as its widest text, so no value is cut off. Where the two
    // pairs are wider than the box (a phone), one pair, the rows scrolled when they are more
    // than the box holds.
    const float room = ImGui::GetContentRegionAvail().x;
    const bool low = where.h < ImGui::GetFontSize() * 12 && !state.classroom && RowsWidth(rows, 2) <= room;
    const std::size_t perColumn = low ? (rows.size() + 1) / 2 : rows.size();
    // A table keeps to its window's width, cutting its columns: one wider than the box keeps its
    // own width instead, and the box scrolls sideways to it.
    const float width = RowsWidth(rows, low ? 2 : 1);
    if (ImGui::BeginTable("numbers", low ? 4 : 2, ImGuiTableFlags_SizingFixedFit, {width > room ? width : 0.0f, 0.0f})) {
        const auto cell = [&](const std::string& name, const std::string& value) {
            ImGui::TableNextColumn();
            ImGui::TextDisabled("%s", TrC("numbers", name.c_str()));
            ImGui::TableNextColumn();
            // While the class predicts, the box keeps its place (so the scene does not move at the
            // reveal) and shows what is given, not the answers.
            const bool given = name == "centre" || name == "radius" || name == "shape";
            const bool hidden = state.answersHidden() && !given;
            if (hidden) ImGui::TextUnformatted("?");
            else if (name == "hit" && value == "yes") ImGui::TextColored({0.18f, 0.43f, 0.87f, 1}, "%s", ShownValue(value).c_str());
            else ImGui::TextUnformatted(ShownValue(value).c_str());
            state.frame.claims.claims.push_back(ReadoutClaim(name, hidden ? "?" : value, state.doc.scene(), state.frame.facts));
        };
        for (std::size_t i = 0; i < perColumn; ++i) {
            ImGui::TableNextRow();
            cell(rows[i].first, rows[i].second);
            if (low && i + perColumn < rows.size()) cell(rows[i + perColumn].first, rows[i + perColumn].second);
        }
        ImGui::EndTable();
    }
    state.frame.numbersOverflow = ImGui::GetScrollMaxX();
    ImGui::SetWindowFontScale(1.0f);  // the next frame's title keeps its size (Begin draws it)
    ImGui::End();
    if (tight) ImGui::PopStyleVar(2);
}

}  // namespace circlelab::app
