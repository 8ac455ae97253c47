#include "app/panels/help_window.h"

#include <imgui.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "app/actions/shortcuts.h"
#include "app/base/window_claims.h"
#include "app/lang/tr.h"

namespace circlelab::app {

namespace {

using Rows = std::vector<std::pair<const char*, const char*>>;

// Every row of the help in the chosen language: the pointer's gestures, then every key from the
// shortcut table.
Rows HelpRows() {
    // The pointer's gestures (app/input/gestures.cpp).
    static constexpr const char* kPointer[][2] = {
        {NC_("keys", "Left drag"), N_("move the circle (grabbing it keeps the offset)")},
        {NC_("keys", "Click a shape"), N_("select it: the panel edits it, the numbers box explains it")},
        {NC_("keys", "Click empty space"), N_("bring the circle there")},
        {NC_("keys", "Ctrl+click a slider"), N_("type an exact value")},
        {NC_("keys", "Drag and release (running)"), N_("throw the ball with the pointer's speed (held still: it drops)")},
        {NC_("keys", "Mini-golf: drag back"), N_("from the ball to aim; release to putt, farther is harder")},
        {NC_("keys", "Drag the path's end; Shift+drag"), N_("with the swept path shown: set the velocity (where the circle is in a second; also from its rim)")},
        {NC_("keys", "Drag a shape"), N_("select and move it (onto the grid when snap is on)")},
        {NC_("keys", "Drag another ball"), N_("place it (the first ball is the lab's circle: drag it as always)")},
        {NC_("keys", "Shift+drag / wheel"), N_("turn the shape about its centre")},
        {NC_("keys", "Wheel / middle drag"), N_("zoom about the pointer / pan the view (or Space+drag)")},
        {NC_("keys", "Predict: click, drag"), N_("your closest point, then drag out your normal (right-drag: your bounce)")},
        {NC_("keys", "Corner / turn handle"), N_("resize the selected shape / turn it")},
        {NC_("keys", "Paint: click, drag"), N_("paint the tile map with the chosen tile (Edit)")},
#ifdef __EMSCRIPTEN__
        {NC_("keys", "K / Esc"), N_("work the panel by keyboard (arrows, Tab, Space) / give the keys back to the scene")},
        {NC_("keys", "Two fingers"), N_("pinch to zoom the scene; one finger on the panel scrolls it")},
#else
        {NC_("keys", "Ctrl+Tab / Esc"), N_("work the panel by keyboard (arrows, Tab, Space) / give the keys back to the scene")},
#endif
    };
    Rows rows;
    for (const auto& row : kPointer) rows.push_back({TrC("keys", row[0]), Tr(row[1])});
    for (const Shortcut& s : Shortcuts())
        if (*s.keys) rows.push_back({TrC("keys", s.keys), Tr(s.what)});  // a key listed with its pair has no row of its own
    return rows;
}

// Where the second half begins: the split that evens out the two halves' heights, each row as
// tall as its longer wrapped cell, each half's key column as wide as its longest key (at most
// 9 em), as KeyTable lays them out. Worked out again only when the window's width or the text
// size changes, not every frame.
std::size_t SecondHalf(const Rows& rows, PanelState::HelpSplit& split) {
    const float width = ImGui::GetContentRegionAvail().x, em = ImGui::GetFontSize();
    if (split.width == width && split.em == em && split.rows == rows.size() && split.language == LanguageGeneration())
        return split.down;
    const float half = width * 0.5f;
    const float padding = 2 * ImGui::GetStyle().CellPadding.x + ImGui::GetStyle().ItemSpacing.x;
    const auto height = [&](std::size_t from, std::size_t to) {
        float keys = 0;
        for (std::size_t at = from; at < to; ++at) keys = std::max(keys, ImGui::CalcTextSize(rows[at].first).x);
        keys = std::min(keys, em * 9);
        float total = 0;
        for (std::size_t at = from; at < to; ++at)
            total += std::max(ImGui::CalcTextSize(rows[at].first, nullptr, false, keys).y,
                              ImGui::CalcTextSize(rows[at].second, nullptr, false, half - keys - 2 * padding).y) +
                     2;  // the rows' cell padding
        return total;
    };
    std::size_t down = rows.size();
    float best = height(0, rows.size());
    for (std::size_t at = 1; at < rows.size(); ++at) {
        const float taller = std::max(height(0, at), height(at, rows.size()));
        if (taller < best) best = taller, down = at;
    }
    split = {width, em, rows.size(), down, LanguageGeneration()};
    return down;
}

// One table of keys and what they do, both columns wrapping their text so every line is read
// whole; the key column as wide as the longest short name (long gestures wrap).
void KeyTable(const char* id, const Rows& rows, std::size_t from, std::size_t to) {
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) return;
    float keys = 0;
    for (std::size_t at = from; at < to; ++at) keys = std::max(keys, ImGui::CalcTextSize(rows[at].first).x);
    ImGui::TableSetupColumn("keys", ImGuiTableColumnFlags_WidthFixed, std::min(keys, ImGui::GetFontSize() * 9));
    ImGui::TableSetupColumn("does", ImGuiTableColumnFlags_WidthStretch);
    for (std::size_t at = from; at < to; ++at) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextWrapped("%s", rows[at].first);
        ImGui::TableNextColumn();
        ImGui::TextWrapped("%s", rows[at].second);
    }
    ImGui::EndTable();
}

// Two halves side by side where the window is wide enough, each in a column of its own so its
// rows are as tall as their own text; packed close, as the shaded stripes keep them apart.
void KeyTables(const Rows& rows, PanelState::HelpSplit& split) {
    const bool halves = ImGui::GetContentRegionAvail().x >= ImGui::GetFontSize() * 44;
    const std::size_t down = halves ? SecondHalf(rows, split) : rows.size();
    ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, {ImGui::GetStyle().CellPadding.x, 1});
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {ImGui::GetStyle().ItemSpacing.x, 0});
    if (!halves) {
        KeyTable("keys", rows, 0, rows.size());
    } else if (ImGui::BeginTable("halves", 2, ImGuiTableFlags_BordersInnerV)) {
        ImGui::TableNextColumn();
        KeyTable("first", rows, 0, down);
        ImGui::TableNextColumn();
        KeyTable("second", rows, down, rows.size());
        ImGui::EndTable();
    }
    ImGui::PopStyleVar(2);
}

// In the page, its own buttons (web/index.html) lie over the canvas: the help leaves them a strip,
// on the right where the page is narrow (a phone, where they are a column of icons) and at the
// bottom otherwise (a row), so they cover none of its rows nor its scrollbar. The page moves them
// there while the help is open (main_web.cpp tells it). The widths are the page's CSS: a column
// 36 px wide 4 px from the edge, a row of 30-32 px 6 px from the bottom.
ImVec2 PageButtonsStrip([[maybe_unused]] Vec2 window) {
#ifdef __EMSCRIPTEN__
    constexpr double kNarrowPage = 700;  // the page's @media (max-width: 699px)
    return window.x < kNarrowPage ? ImVec2{36, 0} : ImVec2{0, 38};
#else
    return {0, 0};
#endif
}

}  // namespace

void HelpWindow(LabState& state) {
    if (!state.window.showHelp) return;
    // Over the whole window, in the normal size of text even in classroom mode: help is read by
    // the person at the keyboard, and every row fits a 1024×768 window without scrolling.
    ImFont* normal = ImGui::GetIO().Fonts->Fonts.empty() ? nullptr : ImGui::GetIO().Fonts->Fonts[0];
    if (normal) ImGui::PushFont(normal);
    const float margin = 8;
    ImGui::SetNextWindowPos({margin, margin}, ImGuiCond_Always);
    const ImVec2 strip = PageButtonsStrip(state.window.windowSize);
    ImGui::SetNextWindowSize({float(state.window.windowSize.x) - 2 * margin - strip.x, float(state.window.windowSize.y) - 2 * margin - strip.y},
                             ImGuiCond_Always);
    ImGui::Begin(TrId("Help (F1 or Esc closes it)"), &state.window.showHelp,
                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoFocusOnAppearing);
    state.frame.claims.claims.push_back(TitleClaim("help", TrId("Help (F1 or Esc closes it)"), true));
    // German, Spanish and French need more lines than English: while the rows do not fit, the text
    // shrinks, to no less than 70 %; measured again when the window or language changes.
    PanelState::HelpFit& fit = state.panel.helpFit;
    if (fit.width != state.window.windowSize.x || fit.height != state.window.windowSize.y || fit.language != LanguageGeneration())
        fit = {.scale = 1, .width = state.window.windowSize.x, .height = state.window.windowSize.y, .language = LanguageGeneration()};
    ImGui::SetWindowFontScale(fit.scale);
    KeyTables(HelpRows(), state.panel.helpSplit);
    // This frame's rows against the window's height (ImGui's scroll range lags a frame behind).
    // In the frame it appears, ImGui's tables do not know their columns' widths yet, and the
    // wrapped rows are far too tall: it is measured from the next frame on.
    const float seen = ImGui::GetWindowHeight(), there = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
    state.window.helpOverflows = there > seen + 0.5f;
    // The rows' height goes down about as fast as the text's size (measured: 858 px at full size,
    // 504 px at 70 % for German at 1024×768), so the scale shrinks by what is seen over what is
    // there, and by a small step at least: it fits in a frame or two.
    if (state.window.helpOverflows && fit.scale > 0.7f && !ImGui::IsWindowAppearing())
        fit.scale = std::max(0.7f, std::min(fit.scale - 0.02f, fit.scale * seen / there));
    ImGui::End();
    if (normal) ImGui::PopFont();
}

}  // namespace circlelab::app
