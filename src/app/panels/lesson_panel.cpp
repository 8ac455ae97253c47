#include "app/panels/lesson_panel.h"

#include <imgui.h>

#include <algorithm>

#include "app/actions/file_flow.h"
#include "app/base/fitted_header.h"
#include "app/base/item_flow.h"
#include "app/base/window_claims.h"
#include "app/base/word_wrap.h"
#include "app/lang/tr.h"
#include "app/model/lesson.h"
#include "app/model/predictions.h"
#include "app/panels/shown_items.h"
#include "app/panels/ui_font.h"

namespace circlelab::app {

namespace {

// The shipped lessons, folded away below the rest of the panel until a lesson is chosen; each
// name whole, wrapped over as many lines as the panel's width needs.
void LessonList(LabState& state) {
    std::vector<ShippedLesson>& shipped = state.panel.shippedLessons;
    const bool open = FittedHeader(TrId("Lessons"));
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
    state.frame.lessonNext = {lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
    ImGui::EndDisabled();
    SameLineIfFits(ItemWidth(Tr("End")));
    if (ImGui::Button(Tr("End"))) CloseLesson(state);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Close the lesson; the scene stays open."));
}

// The step's prompt and its answer, each claimed where it stands: each must be read whole, in view.
void StepText(LabState& state, const LessonStep& step) {
    // Smaller where even the widest panel is too narrow for the longest step (lesson_width.h).
    ImGui::SetWindowFontScale(state.teaching.lessonFit.fit.textScale);
    const std::string prompt = KeepVectorsWhole(TrC("lesson", step.prompt));
    ImVec2 top = ImGui::GetCursorScreenPos();
    state.frame.claims.claims.push_back(TextRowClaim("lesson-prompt", step.prompt, top, TextWrappedAtSpaces(prompt)));
    // The answer waits until it is asked for: V after a prediction; the button (or V) on a step
    // that only asks the class to watch. A prediction's answer hides again when the circle moves.
    const bool shown = step.predict ? state.teaching.revealed : state.teaching.lessonAnswerShown;
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
        state.frame.claims.claims.push_back(answer);
    }
    ImGui::SetWindowFontScale(1);
    if (!state.classroom) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped(Tr("Right / Left arrows: next / back (WASD moves the circle)"));
        ImGui::PopStyleColor();
    }
}

}  // namespace

std::string FoldedStepText(const Teaching& teaching) {
    if (!teaching.lesson || teaching.lesson->steps.empty()) return "";
    const Lesson& lesson = *teaching.lesson;
    const int count = static_cast<int>(lesson.steps.size());
    const int at = std::clamp(teaching.lessonStep, 0, count - 1);
    const LessonStep& step = lesson.steps[static_cast<std::size_t>(at)];
    // Where the step's buttons are, for a student who has not unfolded the panel yet.
    std::string text = Format(Tr("Step %d of %d"), at + 1, count) + "  " + Tr("(Back and Next: in the panel)") + "\n" +
                       KeepVectorsWhole(TrC("lesson", step.prompt));
    const bool shown = step.predict ? teaching.revealed : teaching.lessonAnswerShown;
    if (shown && !step.reveal.empty()) text += "\n" + KeepVectorsWhole(TrC("lesson", step.reveal));
    return text;
}

void LessonPanel(LabState& state) {
    if (!state.teaching.lesson) return LessonList(state);
    const Lesson& lesson = *state.teaching.lesson;
    const int count = static_cast<int>(lesson.steps.size());
    const int at = std::clamp(state.teaching.lessonStep, 0, count - 1);
    ImGui::SetNextItemOpen(true, ImGuiCond_Appearing);
    if (!FittedHeader(TrId("Lesson"), ImGuiTreeNodeFlags_DefaultOpen)) return;
    ImGui::PushStyleColor(ImGuiCol_Text, UiColour(palette::kUiHeading));
    ImGui::TextWrapped("%s", TrC("lesson", lesson.name).c_str());
    ImGui::PopStyleColor();
    StepButtons(state, at, count);
    ImGui::Separator();
    StepText(state, lesson.steps[static_cast<std::size_t>(at)]);
}

}  // namespace circlelab::app
