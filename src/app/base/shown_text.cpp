#include "app/base/shown_text.h"

#include <imgui.h>

#include <cmath>
#include <map>
#include <utility>

namespace circlelab::app {
namespace {

struct GlyphAt {
    ImWchar codepoint;
    float u1, fontSize;
};

void AppendUtf8(std::string& out, unsigned c) {
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

}  // namespace

std::vector<std::string> ShownWords(const ImDrawData* data) {
    constexpr float kEverywhere = 1e9f;
    return ShownWordsIn(data, -kEverywhere, -kEverywhere, 2 * kEverywhere, 2 * kEverywhere);
}

std::vector<std::string> ShownWordsIn(const ImDrawData* data, float x, float y, float w, float h) {
    std::vector<std::string> words;
    if (!data || !data->Valid) return words;
    // A glyph's top-left corner in the atlas names it (ImFont::RenderText draws each as one quad).
    std::map<std::pair<float, float>, GlyphAt> atlas;
    for (const ImFont* font : ImGui::GetIO().Fonts->Fonts)
        for (const ImFontGlyph& g : font->Glyphs)
            if (g.Visible) atlas[{g.U0, g.V0}] = {static_cast<ImWchar>(g.Codepoint), g.U1, font->FontSize};
    for (int n = 0; n < data->CmdListsCount; ++n) {
        const ImDrawList* list = data->CmdLists[n];
        const ImDrawIdx* idx = list->IdxBuffer.Data;
        const ImDrawVert* vtx = list->VtxBuffer.Data;
        std::string word;
        float lastRight = 0, lastTop = 0;
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            const unsigned end = cmd.IdxOffset + cmd.ElemCount;
            for (unsigned i = cmd.IdxOffset; i + 5 < end;) {
                const ImDrawVert& a = vtx[cmd.VtxOffset + idx[i]];
                const auto it = atlas.find({a.uv.x, a.uv.y});
                const ImDrawVert& b = vtx[cmd.VtxOffset + idx[i + 1]];
                if (it == atlas.end() || b.uv.x != it->second.u1 || b.uv.y != a.uv.y) {
                    ++i;
                    continue;
                }
                if (a.pos.x < x || a.pos.x >= x + w || a.pos.y < y || a.pos.y >= y + h) {  // drawn elsewhere
                    i += 6;
                    continue;
                }
                // A gap wider than a fifth of the text's height (a space), a new line or a step
                // back ends the word.
                const float gap = a.pos.x - lastRight, size = it->second.fontSize;
                if (!word.empty() && (gap > size * 0.2f || gap < -size * 0.1f || std::abs(a.pos.y - lastTop) > size * 0.6f)) {
                    words.push_back(std::move(word));
                    word.clear();
                }
                if (word.empty() || std::abs(a.pos.y - lastTop) > size * 0.6f) lastTop = a.pos.y;
                AppendUtf8(word, it->second.codepoint);
                lastRight = b.pos.x;
                i += 6;
            }
        }
        if (!word.empty()) words.push_back(std::move(word));
    }
    return words;
}

}  // namespace circlelab::app
