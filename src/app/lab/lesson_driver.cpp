#include "app/lab/lesson_driver.h"
#include "app/lab/ui_font.h"

#include <imgui.h>

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "app/editor/editor.h"
#include "app/lab/item_flow.h"
#include "app/lab/physics_driver.h"
#include "app/lab/predictions.h"
#include "app/lab/scene_catalog.h"
#include "app/lab/shown_items.h"
#include "app/lab/window_claims.h"
#include "app/lab/word_wrap.h"
#include "app/lang/tr.h"
#include "core/io/file_io.h"

namespace circlelab::app {
namespace fs = std::filesystem;

std::vector<ShippedLesson> ShippedLessons() {
    std::vector<ShippedLesson> out;
    const std::string assets = AssetsDir();
    if (assets.empty()) return out;
    std::string unlisted;  // an unreadable folder simply lists no lessons
    for (const std::string& file : FilesIn(assets + "/lessons", ".json", unlisted)) {
        const LessonLoad load = LoadLessonFile(file);
        out.push_back({file, load.lesson ? load.lesson->name : fs::path(file).filename().string()});
    }
    return out;
}

bool OpenLesson(LabState& state, const std::string& path) {
    LessonLoad load = LoadLessonFile(path);
    if (load.lesson) {
        const std::vector<SourceError> errors = CheckLessonScenes(*load.lesson, fs::path(path).parent_path().string());
        if (!errors.empty()) {
            load.errors = errors;
            load.lesson.reset();
        }
    }
    if (!load.lesson) {
        state.error = load.Format(path);
        if (!state.error.empty() && state.error.back() == '\n') state.error.pop_back();
        return false;
    }
    state.error.clear();
    // A lesson begins as the class sees it: exploring (no handles over its scene), and the panel
    // at its top, where the step's prompt and Next are.
    if (state.editing && state.status == Tr("Editing: drag shapes, their handles and balls (E to stop)")) state.status.clear();  // it no longer is
    state.editing = false;
    state.painting = false;
    state.panelToTop = true;
    state.lesson = std::move(load.lesson);
    state.lessonPath = path;
    state.lessonStep = -1;
    RequestLessonStep(state, 0);
    return true;
}

void ShowLessonStep(LabState& state, int index) {
    if (!state.lesson) return;
    index = std::clamp(index, 0, static_cast<int>(state.lesson->steps.size()) - 1);
    std::vector<SourceError> errors;
    std::string scenePath;
    std::optional<Scene> scene = LessonScene(*state.lesson, static_cast<std::size_t>(index),
                                             fs::path(state.lessonPath).parent_path().string(), errors, &scenePath);
    if (!scene) {  // checked when opened; the files may have changed since
        state.error = errors.empty() ? "the step's scene cannot be read" : errors.front().Format(state.lessonPath);
        return;
    }
    state.lessonStep = index;
    state.doc.Reset(std::move(*scene), scenePath);
    state.gesture = Idle{};
    ResetPhysics(state);
    const LessonStep& step = state.lesson->steps[static_cast<std::size_t>(index)];
    state.running = state.doc.scene.settings.running && !step.predict;  // a question is asked of one moment
    state.predict = step.predict;
    state.lessonAnswerShown = false;
    // The method a step names stays chosen for the steps after it, until one names another; it
    // chooses over the scene's own tutorial, so the scene is taken up first.
    TakeUpOpenedScene(state);
    for (int i = index; i >= 0; --i)
        if (const auto& method = state.lesson->steps[static_cast<std::size_t>(i)].method) {
            state.tutorials.explained = *method;
            break;
        }
    NewQuestion(state);
}

void CloseLesson(LabState& state) {
    state.lesson.reset();
    state.lessonPath.clear();
    state.lessonStep = 0;
    state.predict = false;
    NewQuestion(state);
}

namespace {

// The shipped lessons, folded away below the rest of the panel until a lesson is chosen; each
// name whole, wrapped over as many lines as the panel's width needs.
void LessonList(LabState& state) {
    static std::vector<ShippedLesson> shipped;
    const bool open = ImGui::CollapsingHeader(TrId("Lessons"));
    TrackLastItem(Tr("Lessons"));
    if (!open) return;
    if (shipped.empty()) shipped = ShippedLessons();
    // Each name whole, wrapped over as many lines as the panel's width needs.
    const float width = ImGui::GetContentRegionAvail().x;
    for (std::size_t i = 0; i < shipped.size(); ++i) {
        const ShippedLesson& l = shipped[i];
        const std::string name = TrC("lesson", l.name);
        const ImVec2 text = ImGui::CalcTextSize(name.c_str(), nullptr, false, width);
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::Selectable("##lesson", false, 0, ImVec2(width, text.y))) OpenLesson(state, l.path);
        TrackLastItem(name);
        ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImGui::GetItemRectMin(),
                                            ImGui::GetColorU32(ImGuiCol_Text), name.c_str(), nullptr, width);
        ImGui::PopID();
    }
    if (shipped.empty()) ImGui::TextWrapped(Tr("No lessons found in the assets folder."));
}

// Back and Next above the step's text: a long answer, revealed, would push them below the
// panel's bottom in classroom mode's narrow panel.
void StepButtons(LabState& state, int at, int count) {
    ImGui::Text(Tr("Step %d of %d"), at + 1, count);
    ImGui::BeginDisabled(at == 0);
    if (ImGui::Button(Tr("< Back"))) RequestLessonStep(state, at - 1);
    ImGui::EndDisabled();
    SameLineIfFits(ItemWidth(Tr("Next >")));
    ImGui::BeginDisabled(at + 1 >= count);
    if (ImGui::Button(Tr("Next >"))) RequestLessonStep(state, at + 1);
    const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
    state.lessonNext = {lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
    ImGui::EndDisabled();
    SameLineIfFits(ItemWidth(Tr("End")));
    if (ImGui::Button(Tr("End"))) CloseLesson(state);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Close the lesson; the scene stays open."));
}

// The step's prompt and its answer, each claimed where it stands: each must be read whole, in view.
void StepText(LabState& state, const LessonStep& step) {
    // Smaller where even the widest panel is too narrow for the longest step (lesson_width.h).
    ImGui::SetWindowFontScale(state.lessonFit.fit.textScale);
    const std::string prompt = KeepVectorsWhole(TrC("lesson", step.prompt));
    ImVec2 top = ImGui::GetCursorScreenPos();
    state.claims.claims.push_back(TextRowClaim("lesson-prompt", step.prompt, top, TextWrappedAtSpaces(prompt)));
    // The answer waits until it is asked for: V after a prediction; the button (or V) on a step
    // that only asks the class to watch. A prediction's answer hides again when the circle moves.
    const bool shown = step.predict ? state.revealed : state.lessonAnswerShown;
    if (!step.reveal.empty()) {
        Claim answer{.kind = "readout", .means = "lesson-answer", .text = step.reveal, .hidden = !shown};
        if (shown) {
            ImGui::PushStyleColor(ImGuiCol_Text, UiColour(palette::kUiAnswer));
            top = ImGui::GetCursorScreenPos();
            const ImVec2 corner = TextWrappedAtSpaces(KeepVectorsWhole(TrC("lesson", step.reveal)));
            ImGui::PopStyleColor();
            answer = TextRowClaim(answer.means, answer.text, top, corner);
        } else if (step.predict) {
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            ImGui::TextWrapped(Tr("Predict, then V reveals."));
            ImGui::PopStyleColor();
        } else {
            if (ImGui::Button(Tr("Show the answer"))) Reveal(state);
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", Tr("Or press V."));
        }
        state.claims.claims.push_back(answer);
    }
    ImGui::SetWindowFontScale(1);
    if (!state.classroom) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped(Tr("Right / Left arrows: next / back (WASD moves the circle)"));
        ImGui::PopStyleColor();
    }
}

}  // namespace

void LessonPanel(LabState& state) {
    if (!state.lesson) return LessonList(state);
    const Lesson& lesson = *state.lesson;
    const int count = static_cast<int>(lesson.steps.size());
    const int at = std::clamp(state.lessonStep, 0, count - 1);
    ImGui::SetNextItemOpen(true, ImGuiCond_Appearing);
    if (!ImGui::CollapsingHeader(TrId("Lesson"), ImGuiTreeNodeFlags_DefaultOpen)) return;
    ImGui::PushStyleColor(ImGuiCol_Text, UiColour(palette::kUiHeading));
    ImGui::TextWrapped("%s", TrC("lesson", lesson.name).c_str());
    ImGui::PopStyleColor();
    StepButtons(state, at, count);
    ImGui::Separator();
    StepText(state, lesson.steps[static_cast<std::size_t>(at)]);
}

}  // namespace circlelab::app
