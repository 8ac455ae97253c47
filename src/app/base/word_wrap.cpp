#include "app/base/word_wrap.h"

#include <imgui.h>

#include <algorithm>

namespace circlelab::app {

std::vector<std::string_view> WrapAtSpaces(std::string_view text, float width,
                                           const std::function<float(std::string_view)>& measure) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;  // the line being filled
    std::size_t hard = 0;   // the newline (or the end) that ends the paragraph being filled
    bool found = false;
    while (start <= text.size()) {
        // Each search starts where the last one ended and stops at the paragraph's end: a 4 MB
        // description without newlines (or without spaces) is scanned once, not once a line.
        if (!found || hard < start) {
            hard = std::min(text.find('\n', start), text.size());
            found = true;
        }
        const std::string_view paragraph = text.substr(0, hard);
        std::size_t end = start;  // the end of the words that fit so far
        for (std::size_t at = start; at <= hard;) {
            const std::size_t next = std::min(paragraph.find(' ', at), hard);
            if (end > start && measure(text.substr(start, next - start)) > width) break;
            end = next;
            at = next + 1;
        }
        lines.push_back(text.substr(start, end - start));
        if (end >= text.size()) break;
        start = end + 1;  // past the space or newline that ended the line
    }
    return lines;
}

std::string KeepVectorsWhole(std::string_view text) {
    // An operator at `at` with a space after it: "+", "-", "=", "/", or the UTF-8 "−", "×", "·";
    // its length in bytes, or 0.
    const auto operatorAt = [&](std::size_t at) -> std::size_t {
        for (const std::string_view op : {"+", "-", "=", "/", "\u2212", "\u00d7", "\u00b7"})
            if (text.substr(at, op.size()) == op && at + op.size() < text.size() && text[at + op.size()] == ' ')
                return op.size();
        return 0;
    };
    // A space that ends " op": the operator between two spaces.
    const auto afterOperator = [&](std::size_t i) {
        for (std::size_t length = 1; length <= 3; ++length)
            if (i > length && text[i - length - 1] == ' ' && operatorAt(i - length) == length) return true;
        return false;
    };
    std::string out;
    int depth = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        depth += text[i] == '(' ? 1 : text[i] == ')' ? -1 : 0;
        const bool inside = depth > 0 && text[i] == ' ';
        const bool vectorComma = inside && i > 0 && text[i - 1] == ',';
        // A formula in parentheses, "√(30² + 30²)": the spaces either side of its operators.
        const bool formula = inside && ((i + 1 < text.size() && operatorAt(i + 1) > 0) || afterOperator(i));
        if (vectorComma || formula) out += "\u00a0";
        else out += text[i];
    }
    return out;
}

ImVec2 TextWrappedAtSpaces(std::string_view text) {
    const float width = ImGui::GetContentRegionAvail().x;
    const auto measure = [](std::string_view s) { return ImGui::CalcTextSize(s.data(), s.data() + s.size()).x; };
    const std::vector<std::string_view> lines = WrapAtSpaces(text, width, measure);
    // The lines of one paragraph stand as close as ImGui's own wrapped lines; the last keeps the
    // usual space below it.
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {ImGui::GetStyle().ItemSpacing.x, 0});
    ImVec2 corner = ImGui::GetCursorScreenPos();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i + 1 == lines.size()) ImGui::PopStyleVar();
        ImGui::TextUnformatted(lines[i].data(), lines[i].data() + lines[i].size());
        corner = {std::max(corner.x, ImGui::GetItemRectMax().x), ImGui::GetItemRectMax().y};
    }
    return corner;
}

}  // namespace circlelab::app
