#include "app/panels/class_panel.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "app/base/fitted_header.h"
#include "app/model/class_session.h"
#include "app/base/item_flow.h"
#include "app/model/predictions.h"
#include "app/lang/tr.h"
#include "class/qr_code.h"

namespace circlelab::app {
namespace {

constexpr double kCountEvery = 0.5;  // seconds between readings of the class's count
constexpr int kBins = 8;

struct LiveClass {
    std::unique_ptr<ClassSession> session;
    std::string error;
    bool network = false;  ///< listen on every network of this computer (--bind 0.0.0.0)
    bool card = true;      ///< the join card over the scene
    std::optional<live::QrCode> qr;
    std::int64_t asked = 0;  ///< the question on the students' screens; 0: none yet
    bool revealed = false;
    live::ClassApi::Counts counts;
    double countedAt = -1;
    // The revealed question: hit or miss said, and how far the points and normals were off.
    int saidHit = 0, saidMiss = 0;
    std::vector<float> closestOff, normalOff;
};

void Start(LiveClass& c) {
    ClassOptions options;
    if (c.network) options.bind = "0.0.0.0";
    c.session = StartClass(options, c.error);
    if (c.session) c.qr = live::EncodeQr(c.session->server->Url());
    c.card = true;
}

void Ask(LiveClass& c, LabState& state) {
    if (!state.teaching.predict) TogglePredict(state);  // the teacher's screen hides the answer too
    else NewQuestion(state.teaching);
    const std::optional<std::int64_t> id = c.session->api->Ask(state.doc.scene(), state.frame.facts.selected, c.error);
    if (!id) return;
    c.error.clear();
    c.asked = *id;
    c.revealed = false;
    c.card = false;  // the class looks at the scene now
    c.countedAt = -1;
}

void RevealToClass(LiveClass& c, LabState& state) {
    if (!c.session->api->Reveal(c.asked, c.error)) return;
    const std::optional<live::ClassView> view = c.session->api->View(c.asked);
    if (!view) return;
    c.revealed = true;
    if (!state.teaching.revealed) Reveal(state);  // the exact answer on the teacher's screen
    state.teaching.classCloud.clear();
    c.saidHit = c.saidMiss = 0;
    c.closestOff.clear();
    c.normalOff.clear();
    for (const live::ClassAnswer& a : view->answers) {
        state.teaching.classCloud.push_back(a.prediction);
        if (a.prediction.hit) ++(*a.prediction.hit ? c.saidHit : c.saidMiss);
        if (a.score.closestPixels) c.closestOff.push_back(float(*a.score.closestPixels));
        if (a.score.normalDegrees) c.normalOff.push_back(float(*a.score.normalDegrees));
    }
    state.teaching.classExact = view->question.exact;
}

void ErrorHistogram(const char* id, const char* what, const std::vector<float>& values, const char* unit) {
    if (values.empty()) return;
    float top = 1;
    const std::vector<float> counts = Histogram(values, kBins, top);
    ImGui::TextWrapped(Tr("%s (%zu answers)"), what, values.size());
    const float height = ImGui::GetFontSize() * 3;
    ImGui::PlotHistogram(id, counts.data(), kBins, 0, nullptr, 0, FLT_MAX, {ImGui::GetContentRegionAvail().x, height});
    ImGui::TextDisabled("0 %s", unit);
    const std::string right = std::to_string(int(top)) + " " + unit;
    ImGui::SameLine(ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(right.c_str()).x);
    ImGui::TextDisabled("%s", right.c_str());
}

void Running(LiveClass& c, LabState& state) {
    live::ClassApi& api = *c.session->api;
    ImGui::TextWrapped(Tr("Open %s"), c.session->server->Url().c_str());
    ImGui::TextWrapped(Tr("Join code: %s"), api.Code().c_str());
    if (!c.session->server->OnNetwork()) ImGui::TextWrapped(Tr("(this computer only: students' devices cannot reach it)"));
    ImGui::Checkbox(Tr("join card"), &c.card);
    if (state.clock - c.countedAt >= kCountEvery || c.countedAt < 0) {
        c.counts = api.Count();
        c.countedAt = state.clock;
    }
    state.teaching.wakeAt = c.countedAt + kCountEvery;  // the count goes on while the lab is still
    if (ImGui::Button(c.asked && !c.revealed ? Tr("ask again") : Tr("ask the class"))) Ask(c, state);
    if (c.asked) {
        ImGui::SameLine();
        ImGui::BeginDisabled(c.revealed);
        if (ImGui::Button(Tr("reveal"))) RevealToClass(c, state);
        ImGui::EndDisabled();
        ImGui::TextWrapped(Tr("%d of %d answered"), c.counts.question == c.asked ? c.counts.answers : 0, c.counts.students);
    } else {
        ImGui::TextWrapped(Tr("%d joined"), c.counts.students);
    }
    if (ImGui::Button(Tr("end the class"))) {
        c = LiveClass{};
        state.teaching.wakeAt = 0;
    }
}

// The class's answers to the revealed question, at the scene's top right where the room sees them.
void Results(const LiveClass& c, const LabState& state) {
    if (!c.session || !c.revealed || !state.teaching.classExact) return;
    const ScreenRect& v = state.window.layout.viewport;
    const float width = std::min(v.w * 0.38f, ImGui::GetFontSize() * 14);
    ImGui::SetNextWindowPos({v.x + v.w - 8, v.y + 8}, ImGuiCond_Always, {1.0f, 0.0f});
    ImGui::SetNextWindowSize({width, 0}, ImGuiCond_Always);
    ImGui::Begin(TrId("The class's answers"), nullptr,
                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoFocusOnAppearing);
    ImGui::TextWrapped(Tr("said it hits: %d, misses: %d (it %s)"), c.saidHit, c.saidMiss, state.teaching.classExact->hit ? "hits" : "misses");
    ErrorHistogram("##closest", Tr("closest point, px off"), c.closestOff, "px");
    ErrorHistogram("##normal", Tr("normal, degrees off"), c.normalOff, "\u00b0");
    ImGui::End();
}

void JoinCard(const LiveClass& c, const LabState& state) {
    if (!c.session || !c.card) return;
    const ScreenRect& v = state.window.layout.viewport;
    ImGui::SetNextWindowPos({v.x + v.w * 0.5f, v.y + v.h * 0.5f}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::Begin(TrId("Join the class"), nullptr,
                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_NoMove);
    ImGui::SetWindowFontScale(1.6f);
    ImGui::TextUnformatted(c.session->server->Url().c_str());
    ImGui::SetWindowFontScale(3.0f);
    ImGui::Text(Tr("code  %s"), c.session->api->Code().c_str());
    ImGui::SetWindowFontScale(1.0f);
    if (c.qr) {
        // As large as the viewport allows under the text, with the quiet zone of four modules a camera needs.
        const int modules = c.qr->size + 8;
        const float room = std::min(v.w * 0.9f, v.h * 0.92f - (ImGui::GetCursorScreenPos().y - ImGui::GetWindowPos().y));
        const float cell = std::max(2.0f, std::floor(room / float(modules)));
        const ImVec2 at = ImGui::GetCursorScreenPos();
        ImDrawList* draw = ImGui::GetWindowDrawList();
        draw->AddRectFilled(at, {at.x + cell * modules, at.y + cell * modules}, IM_COL32_WHITE);
        for (int y = 0; y < c.qr->size; ++y)
            for (int x = 0; x < c.qr->size; ++x)
                if (c.qr->Dark(x, y))
                    draw->AddRectFilled({at.x + cell * (x + 4), at.y + cell * (y + 4)}, {at.x + cell * (x + 5), at.y + cell * (y + 5)},
                                        IM_COL32_BLACK);
        ImGui::Dummy({cell * modules, cell * modules});
    }
    ImGui::End();
}

void Section(LiveClass& c, LabState& state) {
    JoinCard(c, state);
    Results(c, state);
    if (!FittedHeader(TrId("Class"), c.session ? ImGuiTreeNodeFlags_DefaultOpen : 0)) return;
    if (c.session) {
        Running(c, state);
    } else {
        ImGui::Checkbox(Tr("on the network"), &c.network);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(Tr("Listen on the local network (--bind 0.0.0.0): students' devices can open the page; only those "
                              "with the code can join. Off: this computer only."));
        if (ImGui::Button(Tr("start a class"))) Start(c);
    }
    if (!c.error.empty()) ImGui::TextWrapped("%s", c.error.c_str());
}

}  // namespace

std::function<void(LabState&)> MakeClassSection() {
    return [c = std::make_shared<LiveClass>()](LabState& state) { Section(*c, state); };
}

std::vector<float> Histogram(const std::vector<float>& values, int bins, float& top) {
    std::vector<float> counts(static_cast<std::size_t>(bins), 0.0f);
    const float largest = values.empty() ? 0.0f : *std::max_element(values.begin(), values.end());
    // 1, 2, 5, 10, 20, 50, …: the first that reaches the largest value.
    top = 1;
    for (int i = 0; top < largest && i < 40; ++i) top = float((i % 3 == 0 ? 2 : i % 3 == 1 ? 5 : 10) * std::pow(10.0, i / 3));
    for (float v : values) counts[std::min<std::size_t>(std::size_t(v / top * bins), std::size_t(bins - 1))] += 1;
    return counts;
}

}  // namespace circlelab::app
