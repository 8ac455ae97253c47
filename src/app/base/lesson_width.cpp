#include "app/base/lesson_width.h"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include "app/base/word_wrap.h"
#include "app/lang/tr.h"

namespace circlelab::app {
namespace {

// How many lines `text` takes wrapped at spaces to `width` (as TextWrappedAtSpaces writes it).
float LinesAtSpaces(const std::string& text, float width, const LessonPanelMeasure& m) {
    // Rounded up to a whole pixel, as ImGui::CalcTextSize, which the panel's wrapping measures with.
    const auto measure = [&](std::string_view s) {
        return std::ceil(m.font->CalcTextSizeA(m.fontSize, FLT_MAX, 0, s.data(), s.data() + s.size()).x);
    };
    return static_cast<float>(WrapAtSpaces(text, width, measure).size());
}

// The height, from the panel's top, that the lesson's heading takes down to its step's prompt
// (LessonPanel): the title bar, the "Lesson" header, the lesson's name, "Step 1 of 7", and the
// Back, Next and End buttons, on as many rows as the width needs, then the separator.
float HeadingHeight(const Lesson& lesson, float width, const LessonPanelMeasure& m) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float line = m.fontSize, frame = m.fontSize + style.FramePadding.y * 2, gap = style.ItemSpacing.y;
    const std::string name = TrC("lesson", lesson.name);
    const float nameHeight = m.font->CalcTextSizeA(m.fontSize, FLT_MAX, width, name.c_str()).y;
    int rows = 1;
    float filled = 0;
    for (const char* label : {Tr("< Back"), Tr("Next >"), Tr("End")}) {
        // Rounded up to a whole pixel, as the panel's SameLineIfFits measures each button.
        const float button = std::ceil(m.font->CalcTextSizeA(m.fontSize, FLT_MAX, 0, label).x) + style.FramePadding.x * 2;
        if (filled > 0 && filled + style.ItemSpacing.x + button > width) ++rows, filled = 0;
        filled += (filled > 0 ? style.ItemSpacing.x : 0) + button;
    }
    return frame + m.paddingY + (frame + gap) + (nameHeight + gap) + (line + gap) + rows * (frame + gap) + gap;
}

// The height of the tallest step's prompt and answer, revealed, at `width`, in text `scale` times
// the panel's.
float TallestStep(const Lesson& lesson, float width, const LessonPanelMeasure& m, float scale) {
    const float gap = ImGui::GetStyle().ItemSpacing.y;
    LessonPanelMeasure text = m;
    text.fontSize = m.fontSize * scale;
    float tallest = 0;
    for (const LessonStep& step : lesson.steps) {
        float height = LinesAtSpaces(KeepVectorsWhole(TrC("lesson", step.prompt)), width, text) * text.fontSize + gap;
        if (!step.reveal.empty())
            height += LinesAtSpaces(KeepVectorsWhole(TrC("lesson", step.reveal)), width, text) * text.fontSize + gap;
        tallest = std::max(tallest, height);
    }
    return tallest;
}

}  // namespace

LessonPanelFit LessonPanelWidth(const Lesson& lesson, const LessonPanelMeasure& m) {
    // The narrowest that fits: at a projector's 1024 x 768 and a handout's 1280 x 720 the shipped
    // lessons need at most 40 % in English, German, Spanish and French; a longer language may
    // take half the window, and smaller text where even that is too narrow.
    const float widest = std::max(m.smallest, m.windowWidth * 0.5f);
    if (!m.font) return {m.smallest};
    const ImGuiStyle& style = ImGui::GetStyle();
    // The text's width: the panel's less its padding on both sides and its scrollbar (the panel
    // holds more than a window's height, so it has one).
    const float margin = style.WindowPadding.x * 2 + style.ScrollbarSize;
    const float room = m.windowHeight - m.paddingY;
    for (float width = m.smallest; width < widest; width += m.fontSize * 0.5f) {
        // ImGui sizes a window in whole pixels (it floors the width it is given): a line that
        // fits 300.2 px wraps in the 300 the panel has.
        const float text = std::floor(width) - margin;
        if (HeadingHeight(lesson, text, m) + TallestStep(lesson, text, m, 1) <= room) return {width};
    }
    const float text = std::floor(widest) - margin;
    for (float scale = 0.95f; scale > 0.75f; scale -= 0.05f)
        if (HeadingHeight(lesson, text, m) + TallestStep(lesson, text, m, scale) <= room) return {widest, scale};
    return {widest, 0.75f};
}

}  // namespace circlelab::app
