#include "app/frame/frame.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <deque>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <chrono>
#include <filesystem>
#include <memory>
#include <imgui_impl_sdlrenderer.h>

#include "core/draw/palette.h"
#include "core/draw/scene_draw.h"
#include "app/frame/label_keepouts.h"
#include "app/frame/label_placement.h"
#include "app/frame/label_rules.h"
#include "app/base/vertex_snap.h"
#include "app/base/lesson_width.h"
#include "app/base/panel_keys.h"
#include "app/actions/editor.h"
#include "app/input/gestures.h"
#include "app/panels/panel.h"
#include "app/input/input.h"
#include "app/model/physics_run.h"
#include "app/base/picture_claims.h"
#include "app/model/predictions.h"
#include "app/model/scene_catalog.h"
#include "app/panels/tunnelling_chart.h"
#include "app/panels/tutorials_panel.h"
#include "app/lang/tr.h"
#include "render/geometry_renderer.h"
#include "app/frame/scene_overlays.h"
#include "app/model/shown_handles.h"
#include "app/model/scene_opening.h"

namespace circlelab::app {
namespace {

// Lines, arrows and their heads in classroom mode: thick enough for the back of a room.
double LineScale(const LabState& state) { return state.classroom ? 1.75 : 1.0; }

// The words of the labels the core writes on the scene (core/draw), translated where drawn.
[[maybe_unused]] constexpr const char* kLabelWords[] = {
    NC_("label", "depth"), NC_("label", "unrotated"), NC_("label", "your point"), NC_("label", "your normal"),
    NC_("label", "your bounce"), NC_("label", "exact normal"), NC_("label", "touching now"), NC_("label", "bounce"),
    NC_("label", "first touch after"), NC_("label", "frames miss it"), NC_("label", "px off"), NC_("label", "ball"),
    NC_("label", "bounces when run"), NC_("label", "closest lines"), NC_("label", "nearest of"), NC_("label", "shapes")};

// The labels of one frame as they are gathered: their words in the window's language, their
// boxes with what each must satisfy, and the lines every label keeps clear.
class FrameLabels {
public:
    FrameLabels(const DrawList& list, const View& view, ImFont* font, const Scene& scene, const FrameFacts& facts,
                const ScreenRect& viewport)
        : list_(list), view_(view), font_(font), scene_(scene), facts_(facts), viewport_(viewport) {}

    // The arrows' labels sit past their free ends.
    void AddArrows(float size, double lineScale, std::vector<Claim>& claims) {
        for (const ArrowCmd& a : list_.arrows) {
            const ScreenArrow s = ArrowOnScreen(a, view_, lineScale);
            if (!s.visible) continue;
            claims.push_back(ArrowClaim(a, s));
            segments_.push_back({s.from, s.tip});
            if (a.label.empty()) continue;
            const ImVec2 extent = font_->CalcTextSizeA(size, FLT_MAX, 0.0f, TrPhrases("label", a.label).c_str());
            const Vec2 along = NormalizeOr(s.tip - s.from, kUp);
            // Just past the free end, far enough along the arrow that the text clears it: the tip,
            // or the tail of an arrow pinned at its tip (whose tip is taken by what it points at).
            const double reach = 0.5 * (std::abs(along.x) * extent.x + std::abs(along.y) * extent.y) + 4;
            // The words solid even where the arrow is see-through (a revealed prediction).
            Add(a.label, Rgba{a.color.r, a.color.g, a.color.b, 255}, size,
                a.pinnedAtTip ? s.from - along * reach : s.tip + along * reach, a.meaning,
                a.pinnedAtTip ? Segment{s.tip, s.from} : Segment{s.from, s.tip});
        }
    }

    // Every line (closest-point lines, migapro's unrotated frame, the putt's aim) is kept clear.
    void AddLines(std::vector<Claim>& claims) {
        for (const LineCmd& l : list_.lines) {
            segments_.push_back({view_.ToScreen(l.a), view_.ToScreen(l.b)});
            if (!l.meaning.means.empty()) claims.push_back(LineClaim(l, view_));
        }
    }

    void AddTexts(float size) {
        for (const TextCmd& t : list_.labels) {
            const float px = size * t.scale;
            Vec2 centre = view_.ToScreen(t.at);
            if (!t.centered) {
                const ImVec2 extent = font_->CalcTextSizeA(px, FLT_MAX, 0.0f, TrPhrases("label", t.text).c_str());
                centre = centre + Vec2{extent.x * 0.5, extent.y * 0.5};
            }
            Add(t.text, t.color, px, centre, t.meaning);
        }
    }

    const std::vector<LabelBox>& boxes() const { return boxes_; }
    const std::vector<Segment>& segments() const { return segments_; }

    // Each label placed (NaN: left out, nowhere to say it truly) on a plate in the background
    // colour, which keeps it readable on any fill (a red depth on the blue hit box) and over lines.
    void Draw(const std::vector<Vec2>& at, std::vector<Claim>& claims) const {
        ImDrawList* dl = ImGui::GetBackgroundDrawList();
        const Rgba bg = palette::kBackground;
        const ImU32 plate = IM_COL32(bg.r, bg.g, bg.b, 215);
        for (std::size_t i = 0; i < texts_.size(); ++i) {
            if (std::isnan(at[i].x)) continue;
            const Vec2 size = boxes_[i].size;
            claims.push_back(LabelClaim(*texts_[i].meaning, *texts_[i].text, at[i], size, view_, facts_));
            const ImVec2 corner(float(at[i].x - size.x * 0.5), float(at[i].y - size.y * 0.5));
            const float pad = 2.0f;
            dl->AddRectFilled(ImVec2(corner.x - pad, corner.y), ImVec2(corner.x + float(size.x) + pad, corner.y + float(size.y)),
                              plate, 3.0f);
            const Rgba c = texts_[i].color;
            dl->AddText(font_, texts_[i].px, corner, IM_COL32(c.r, c.g, c.b, c.a), texts_[i].text->c_str());
        }
    }

private:
    struct Text {
        const std::string* text;
        Rgba color;
        float px;
        const Meaning* meaning;
    };

    void Add(const std::string& english, Rgba color, float px, Vec2 centre, const Meaning& meaning,
             std::optional<Segment> names = {}) {
        const std::string& text = shown_.emplace_back(TrPhrases("label", english));
        const ImVec2 extent = font_->CalcTextSizeA(px, FLT_MAX, 0.0f, text.c_str());
        texts_.push_back({&text, color, px, &meaning});
        boxes_.push_back({centre, {extent.x, extent.y}, names});
        // A region's number stays in its region, a distance beside its own line (or neither is drawn).
        if (meaning.means == "region") {
            std::vector<Vec2> region;
            for (const Vec2& p : meaning.area) region.push_back(view_.ToScreen(p));
            boxes_.back().fits = InsideRegion(std::move(region));
        } else if (meaning.means == "distance") {
            // The closest-point lines and the shapes near the viewport, indexed once for every
            // distance label.
            if (!closest_)
                closest_ = std::make_shared<ClosestLines>(
                    list_, facts_, view_,
                    grid::Box{{viewport_.x, viewport_.y}, {viewport_.x + viewport_.w, viewport_.y + viewport_.h}},
                    scene_.tiles ? &*scene_.tiles : nullptr, scene_.shapes.size());
            boxes_.back().fits = BesideItsLine(meaning, closest_);
        }
    }

    const DrawList& list_;
    const View& view_;
    ImFont* font_;
    const Scene& scene_;
    const FrameFacts& facts_;
    const ScreenRect& viewport_;
    std::vector<Text> texts_;
    std::deque<std::string> shown_;  // the labels in the window's language, where `texts_` points
    std::vector<LabelBox> boxes_;
    std::vector<Segment> segments_;
    std::shared_ptr<ClosestLines> closest_;
};

// Labels go to ImGui's background list: above the scene, below the panels, in the UI font. Every
// label is placed off the others, the arrows, the closest-point lines and the circle's centre.
// Each label, arrow and meaningful line also goes into `claims` where it is placed.
void DrawLabels(const DrawList& list, const View& view, ImFont* font, float size, double lineScale, const Scene& scene,
                const FrameFacts& facts, const ScreenRect& viewport, const std::optional<edit::Handles>& handles,
                std::vector<Claim>& claims) {
    FrameLabels labels(list, view, font, scene, facts, viewport);
    labels.AddArrows(size, lineScale, claims);
    labels.AddLines(claims);
    labels.AddTexts(size);
    const Keepouts k = KeepoutsOf(list, view, scene, handles);
    const LabelObstacles obstacles{k.points, labels.segments(), k.discs, {viewport.x, viewport.y},
                                   {viewport.x + viewport.w, viewport.y + viewport.h}, k.handles, k.outlines};
    labels.Draw(PlaceLabels(labels.boxes(), obstacles), claims);
}

// Classroom mode's docked windows keep little space above and below their rows (the panel's too).
constexpr float kTightPaddingY = 3;

// The panel's width the open lesson needs, measured once for each lesson, window, mode and language.
float LessonWidth(LabState& state, const FrameTarget& target, const LayoutRequest& r) {
    if (!state.teaching.lesson) return 0;
    const UiFonts& fonts = *target.fonts;
    ImFont* font = state.classroom && fonts.large ? fonts.large : fonts.normal;
    const LessonPanelMeasure m{.font = font,
                               .fontSize = r.em,
                               .paddingY = state.classroom ? kTightPaddingY : ImGui::GetStyle().WindowPadding.y,
                               .windowWidth = r.width,
                               .windowHeight = r.height,
                               .smallest = DefaultSidebarWidth(r.em, r.classroom) + r.sidebarFit};
    char key[160];
    std::snprintf(key, sizeof key, "%p %zu %.1f %.1f %.1f %.1f %d", static_cast<const void*>(&*state.teaching.lesson),
                  state.teaching.lesson->steps.size(), m.fontSize, m.windowWidth, m.windowHeight, m.smallest, LanguageGeneration());
    const std::string measuredFor = state.teaching.lessonPath + " " + key;
    if (state.teaching.lessonFit.measuredFor != measuredFor) state.teaching.lessonFit = {measuredFor, LessonPanelWidth(*state.teaching.lesson, m)};
    return state.teaching.lessonFit.fit.width;
}

// What the layout depends on this frame: the window, the text size and the boxes shown.
LayoutRequest LayoutFor(LabState& state, const FrameTarget& target) {
    LayoutRequest r;
    r.width = target.width;
    r.height = target.height;
    r.em = state.classroom ? target.fonts->largeSize : target.fonts->normalSize;
    r.classroom = state.classroom;
    r.sidebarOpen = state.window.sidebarOpen;
    r.sidebarWidth = state.window.sidebarWidth;
    r.sidebarFit = state.window.sidebarFit;
    r.lessonWidth = LessonWidth(state, target, r);
    r.numbers = state.doc.viewer().overlays.numbers;  // hidden answers show as "?" in it
    r.tutorials = state.teaching.tutorials.shown;
    // Docked from the moment they are switched on (a scene about energy opens with them), so the
    // scene does not jump aside when the first ball moves.
    r.plots = state.doc.viewer().overlays.plots;
    return r;
}

// The update phase: everything that moves with time.
using Clock = std::chrono::steady_clock;

// The draw phase's last part: the scene's draw list and ImGui's onto the renderer.
void Rasterize(const LabState& state, const FrameTarget& target, const DrawList& list);

double MillisecondsSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

void Update(LabState& state, double dt) {
    if (dt <= 0) return;
    state.clock += dt;
    const double step = std::min(dt, 0.1);  // a stalled frame does not fling the physics ahead
    UpdateHeldKeys(state, step);
    const Clock::time_point physics = Clock::now();
    const double simulated = state.run.simulated;
    AdvancePhysics(state, step);
    const double physicsMs = MillisecondsSince(physics);
    LabState::FrameStats::Smooth(state.window.stats.physicsMs, physicsMs);
    if (state.run.simulated != simulated) state.window.stats.physicsTotalMs += physicsMs;  // frames that stepped
    LabState::FrameStats::Smooth(state.window.stats.intervalMs, dt * 1000);
    state.window.stats.fps = 1000 / state.window.stats.intervalMs;
    if (!state.status.empty() && state.statusUntil == 0) state.statusUntil = state.clock + 4.0;
    if (!state.status.empty() && state.clock > state.statusUntil) {
        state.status.clear();
        state.statusUntil = 0;
    }
}

}  // namespace

std::string LabTitle(const LabState& state) {
    // A file of the user's is named too: a scene saved under another name keeps its own name
    // inside, and the title says which file is open.
    // In the page every file is a copy in the page's memory (a link's scene, an upload), not one the
    // user can open again: there the title names the scene alone.
    const std::string& path = state.doc.path();
#ifdef __EMSCRIPTEN__
    const bool namesFile = false;
#else
    const bool namesFile = !path.empty() && !IsShippedScene(path);
#endif
    const std::string file = namesFile ? std::filesystem::path(path).filename().string() + " - " : "";
    return std::string(Tr("Circle Collision Lab")) + " - " + file + TrC("scene", state.doc.scene().name) + (state.doc.Dirty() ? " *" : "");
}

namespace {

// The camera fits the scene, and fits again when the viewport changes, until the user takes
// it by zooming or panning.
void FitCamera(LabState& state, const FrameTarget& target, bool panels) {
    // In predict mode the question's banner stands at the top of the viewport all along (asked
    // and revealed, so the scene does not move at the reveal): the scene is fitted below it.
    ScreenRect fitArea = state.window.layout.viewport;
    if (panels && state.teaching.predict) {
        const UiFonts& f = *target.fonts;
        ImFont* font = state.classroom && f.large ? f.large : f.normal;
        const float size = state.classroom ? f.largeSize : f.normalSize;
        const ImGuiStyle& style = ImGui::GetStyle();
        const float wrap = std::max(fitArea.w - 16 - style.WindowPadding.x * 2, size);
        const float text = font->CalcTextSizeA(size, FLT_MAX, wrap, LongestPredictPrompt()).y;
        const float banner = std::min(8 + text + style.WindowPadding.y * 2 + 4, fitArea.h * 0.3f);
        fitArea.y += banner;
        fitArea.h -= banner;
    }
    // The tunnelling chart stands in a column at the left, and the scene is fitted beside it.
    state.window.chartColumn = panels ? TunnellingColumn(state, fitArea, state.classroom && target.fonts->large ? target.fonts->large : target.fonts->normal,
                                                 state.classroom ? target.fonts->largeSize : target.fonts->normalSize)
                               : ScreenRect{};
    fitArea.x += state.window.chartColumn.w;
    fitArea.w -= state.window.chartColumn.w;
    const ViewSettings& viewer = state.doc.viewer();
    const int configurationOf = viewer.overlays.configuration ? viewer.selected : -1;
    if (state.window.cameraFollows && (state.window.fitted.opened != state.doc.opened() || !(state.window.fitted.viewport == fitArea) ||
                                state.window.fitted.configurationOf != configurationOf)) {
        FitView(state, fitArea);
        state.window.fitted = {state.doc.opened(), fitArea, configurationOf};
    }
}

// The panels and the tutorials window over the scene, and where the keys go afterwards.
void DrawWindows(LabState& state) {
    // Classroom mode's strip holds a title and four rows of 26 px text in 6 em: its windows
    // and tables keep little space above and below their rows.
    const int tight = state.classroom ? 2 : 0;
    if (tight) {
        ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {ImGui::GetStyle().WindowPadding.x, kTightPaddingY});
        ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, {ImGui::GetStyle().CellPadding.x, 0});
    }
    DrawPanels(state);
    DrawTutorialsWindow(state);
    ImGui::PopStyleVar(tight);
    // The keys stay the scene's unless the panel is worked by keyboard (Ctrl+Tab, then arrows
    // and Space) or typed into: a click on a checkbox or slider, or a window that ImGui focused
    // by itself, does not keep them, so Space still runs the physics.
    const ImGuiIO& io = ImGui::GetIO();
    // Ctrl+Tab's choice lands on a window with its highlight on in this very frame, before
    // io.NavVisible says so (ImGui 1.86 computes that earlier in the frame).
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    const bool keyboardNav = io.NavVisible || (g.NavWindow && !g.NavDisableHighlight) || g.NavWindowingTarget;
    if (!keyboardNav && !ImGui::IsAnyItemActive() && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId))
        ImGui::SetWindowFocus(nullptr);
}

// One pass of a frame: input, update, layout, drawing (LabFrame may lay it out again).
void LabFramePass(LabState& state, const FrameTarget& target, std::span<const SDL_Event> events, double dt, bool panels,
                  bool rasterize) {
    const Clock::time_point start = Clock::now();
    const float width = target.width, height = target.height;
    state.window.windowSize = {width, height};
    if (state.classroom) LargeUiFont(*target.fonts);  // before NewFrame, which makes the font texture
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui::NewFrame();
    WalkPanel();  // Tab in a panel worked by keyboard: before the panel's controls are laid out
    // Input.
    for (const SDL_Event& e : events) HandleEvent(state, e);
    // Update, then the facts and the layout every part of the drawing reads.
    Update(state, dt);
    state.frame.facts = ComputeFacts(state.doc.scene());
    state.frame.claims = PictureClaims{.size = {width, height}};
    state.window.layout = panels ? ComputeLayout(LayoutFor(state, target)) : LabLayout{.viewport = {0, 0, width, height}};
    TakeUpOpenedScene(state);
    FitCamera(state, target, panels);
    state.frame.handles = panels ? ShownHandles(state) : std::nullopt;
    // Draw.
    const UiFonts& fonts = *target.fonts;
    // Classroom mode switched on during this frame gets its large font from the next one.
    ImFont* font = state.classroom && fonts.large ? fonts.large : fonts.normal;
    ImGui::PushFont(font);
    DrawList list;
    // Predict first: the same scene without anything that gives the answer away.
    DrawScene(state.doc.scene(), state.frame.facts, list, state.answersHidden());
    AddDisagreementMap(state, list);
    DrawPhysicsOverlays(state, list);
    DrawPredictionOverlay(state, list);
    if (panels) DrawEditorOverlays(state, list);
    if (panels) DrawWindows(state);
    DrawLabels(list, state.view, font, state.classroom ? fonts.largeSize : fonts.normalSize, LineScale(state),
               state.doc.scene(), state.frame.facts, state.window.layout.viewport, state.frame.handles,
               state.frame.claims.claims);
    state.frame.claims.scale = state.view.zoom;
    state.frame.claims.offset = state.view.pan;
    ImGui::PopFont();
    ImGui::Render();
    if (rasterize) Rasterize(state, target, list);
    // Headless, the frame's own work; the window adds presenting it (LabWindowFrame's caller).
    if (!target.measuredOutside) LabState::FrameStats::Smooth(state.window.stats.frameMs, MillisecondsSince(start));
}

}  // namespace

void LabFrame(LabState& state, const FrameTarget& target, std::span<const SDL_Event> events, double dt, bool panels,
              bool rasterize) {
    // A label that did not fit (a longer language's word, a control shown for the first time)
    // widens the panel, and help that did not fit shrinks its text; either is measured as the frame
    // is laid out (help in the frame it appears is measured in the next: its tables learn their
    // columns' widths then). Such a frame is laid out again at once, without input and without
    // moving time, so what is shown never has a cut label, not even for one frame.
    for (int pass = 0; pass < 4; ++pass) {
        const float fit = state.window.sidebarFit, help = state.panel.helpFit.scale;
        LabFramePass(state, target, pass == 0 ? events : std::span<const SDL_Event>{}, pass == 0 ? dt : 0.0, panels, rasterize);
        const bool helpToFit = state.window.showHelp && state.window.helpOverflows && state.panel.helpFit.scale > 0.7f;
        if (state.window.sidebarFit == fit && state.panel.helpFit.scale == help && !helpToFit) break;
    }
}

namespace {

void Rasterize(const LabState& state, const FrameTarget& target, const DrawList& list) {
    const float width = target.width, height = target.height;

    const Rgba bg = palette::kBackground;
    SDL_Renderer* renderer = target.renderer;
    SDL_SetRenderDrawColor(renderer, bg.r, bg.g, bg.b, 255);
    SDL_RenderClear(renderer);
    DrawList grid;
    DrawEditorGrid(state.editor, state.view, width, height, grid);
    render::DrawGeometry(renderer, grid, state.view, 1.0f, *target.textures);
    render::DrawGeometry(renderer, list, state.view, float(LineScale(state)), *target.textures);
    if (ImDrawData* data = ImGui::GetDrawData())
        for (int n = 0; n < data->CmdListsCount; ++n) SnapToSixtyFourths(data->CmdLists[n]->VtxBuffer);
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace

}  // namespace circlelab::app
