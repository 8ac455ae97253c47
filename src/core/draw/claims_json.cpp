#include "core/draw/claims_json.h"

namespace circlelab {
namespace {

void Point(JsonWriter& out, const char* key, Vec2 p) { out.Key(key).BeginArray().Number(p.x).Number(p.y).EndArray(); }

void Box(JsonWriter& out, const char* key, const std::array<double, 4>& box) {
    out.Key(key).BeginArray();
    for (const double v : box) out.Number(v);
    out.EndArray();
}

void WriteClaim(JsonWriter& out, const Claim& c, JsonWriter::Layout layout) {
    out.BeginObject(layout).Key("kind").String(c.kind).Key("means").String(c.means);
    if (c.shape >= 0) out.Key("shape").Int(c.shape);
    if (c.body >= 0) out.Key("body").Int(c.body);
    if (c.method.size()) out.Key("method").String(c.method);
    if (c.region.size()) out.Key("region").String(c.region);
    if (c.zone.size()) out.Key("zone").String(c.zone);
    // The stated value: a number, a yes/no, a vector or a word (the first the claim has).
    if (c.hidden) out.Key("hidden").Bool(true);
    else if (c.vector) Point(out, "value", *c.vector);
    else if (c.value) out.Key("value").Number(*c.value);
    else if (c.truth) out.Key("value").Bool(*c.truth);
    else if (c.word.size()) out.Key("value").String(c.word);
    if (c.vector && c.value) out.Key("size").Number(*c.value);
    if (c.text.size()) out.Key("text").String(c.text);
    if (c.box) Box(out, "box", *c.box);
    if (c.within) Box(out, "within", *c.within);
    if (c.from) Point(out, "from", *c.from);
    if (c.to) Point(out, "to", *c.to);
    if (c.statedArea) out.Key("statedArea").Number(*c.statedArea);
    if (c.visibleArea) out.Key("visibleArea").Number(*c.visibleArea);
    if (c.speed) out.Key("speed").Number(*c.speed);
    if (c.cell.size()) out.Key("cell").String(c.cell);
    out.EndObject();
}

}  // namespace

void WriteClaims(JsonWriter& out, const PictureClaims& claims, bool oneLine) {
    using Layout = JsonWriter::Layout;
    out.BeginObject().Key("size").BeginArray().Number(claims.size.x).Number(claims.size.y).EndArray();
    out.Key("view").BeginObject().Key("scale").Number(claims.scale);
    Point(out, "offset", claims.offset);
    out.EndObject();
    out.Key("claims").BeginArray(oneLine ? Layout::kCompact : Layout::kLines);
    for (const Claim& c : claims.claims) WriteClaim(out, c, oneLine ? Layout::kCompact : Layout::kSpaced);
    out.EndArray().EndObject();
}

std::string ClaimsJson(const PictureClaims& claims) {
    std::string text;
    JsonWriter out(text);
    WriteClaims(out, claims, false);
    text += '\n';
    return text;
}

}  // namespace circlelab
