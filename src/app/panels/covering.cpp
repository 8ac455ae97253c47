#include "app/panels/covering.h"

#include <optional>

#include "app/model/lab_state.h"

namespace circlelab::app {
namespace {

constexpr float kEdgeGap = 8;   // a banner's distance from the viewport's edge
constexpr float kClearGap = 4;  // and from a handle it steps past

// From the edge inward, stepping past each rectangle the banner would cover; none when it leaves
// the viewport before it is clear.
std::optional<ScreenRect> ClearFrom(ScreenRect r, const ScreenRect& viewport, bool top, std::span<const ScreenRect> keepClear) {
    for (std::size_t tries = 0; tries <= keepClear.size(); ++tries) {
        const ScreenRect* covered = nullptr;
        for (const ScreenRect& k : keepClear)
            if (Overlap(r, k)) covered = &k;
        if (!covered) return r;
        r.y = top ? covered->y + covered->h + kClearGap : covered->y - kClearGap - r.h;
        if (r.y < viewport.y || r.y + r.h > viewport.y + viewport.h) return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace

std::vector<ScreenRect> HandleSquares(const LabState& state) {
    std::vector<ScreenRect> out;
    const std::optional<edit::Handles>& handles = state.frame.handles;
    if (!handles) return out;
    const auto square = [&](Vec2 world) {
        const Vec2 p = state.view.ToScreen(world);
        const float half = float(kHandleSize) * 0.5f;
        out.push_back({float(p.x) - half, float(p.y) - half, 2 * half, 2 * half});
    };
    for (const Vec2& p : handles->resize) square(p);
    if (handles->rotate) square(*handles->rotate);
    return out;
}

bool Overlap(const ScreenRect& a, const ScreenRect& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

ScreenRect PlaceBanner(float width, float height, const ScreenRect& viewport, bool top, std::span<const ScreenRect> keepClear) {
    const float x = viewport.x + (viewport.w - width) * 0.5f;
    const auto at = [&](bool fromTop) {
        return ScreenRect{x, fromTop ? viewport.y + kEdgeGap : viewport.y + viewport.h - kEdgeGap - height, width, height};
    };
    if (const std::optional<ScreenRect> r = ClearFrom(at(top), viewport, top, keepClear)) return *r;
    if (const std::optional<ScreenRect> r = ClearFrom(at(!top), viewport, !top, keepClear)) return *r;
    return at(top);
}

std::vector<std::string> CoveringProblems(const LabState& state) {
    std::vector<std::string> out;
    const std::vector<ScreenRect> handles = HandleSquares(state);
    for (const ShownBanner& banner : state.panel.banners)
        for (std::size_t i = 0; i < handles.size(); ++i)
            if (Overlap(banner.rect, handles[i]))
                out.push_back("the " + banner.id + " banner covers handle " + std::to_string(i) + " of shape " +
                              std::to_string(state.doc.viewer().selected));
    for (const ShownTooltip& tip : state.panel.tooltips)
        if (Overlap(tip.rect, tip.itemRect)) out.push_back("the tooltip of \"" + tip.item + "\" covers its item");
    return out;
}

}  // namespace circlelab::app
