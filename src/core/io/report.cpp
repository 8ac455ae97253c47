#include "core/io/report.h"

#include "core/classic/classic.h"
#include "core/collide/contact.h"
#include "core/io/json_writer.h"
#include "core/io/query.h"

namespace circlelab {

namespace {

constexpr std::size_t kPieceBytes = 64 * 1024;

}  // namespace

std::string SceneReport(const Scene& scene) {
    std::string text;
    StreamSceneReport(scene, [&](std::string_view piece) {
        text += piece;
        return true;
    });
    return text;
}

bool StreamSceneReport(const Scene& scene, const std::function<bool(std::string_view)>& emit) {
    using Layout = JsonWriter::Layout;
    const std::vector<Shape> shapes = AllShapes(scene);
    std::string text;
    // The writer only appends, so what it wrote can go out and the string start again.
    const auto flushIfFull = [&] {
        if (text.size() < kPieceBytes) return true;
        const bool ok = emit(text);
        text.clear();
        return ok;
    };
    JsonWriter out(text, 1);
    out.BeginObject().Key("scene").String(scene.name);
    out.Key("bodies").BeginArray(Layout::kLines);
    for (std::size_t b = 0; b < scene.bodies.size(); ++b) {
        const Circle& c = scene.bodies[b].circle;
        out.BeginObject().Key("body").Int(static_cast<long long>(b));
        out.Key("circle").BeginObject();
        out.Key("x").Number(c.center.x).Key("y").Number(c.center.y).Key("r").Number(c.radius);
        out.EndObject();
        out.Key("contacts").BeginArray(Layout::kLines);
        for (std::size_t s = 0; s < shapes.size(); ++s) {
            out.BeginObject().Key("shape").Int(static_cast<long long>(s)).Key("type").String(TypeName(shapes[s]));
            WriteContactMembers(out, Collide(c, shapes[s]));
            // Each tutorial's verdict; null where its method does not apply to this shape.
            out.Key("classic").BeginObject();
            for (const classic::Algorithm a : classic::kAllAlgorithms) {
                const classic::Verdict v = classic::Evaluate(a, c, shapes[s]);
                out.Key(classic::Name(a));
                if (v.hit) out.Bool(*v.hit);
                else out.Null();
            }
            out.EndObject().EndObject();
            if (!flushIfFull()) return false;
        }
        out.EndArray().EndObject();
    }
    out.EndArray().EndObject();
    text += '\n';
    return emit(text);
}

}  // namespace circlelab
