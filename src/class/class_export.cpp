#include "class/class_export.h"

#include <optional>

#include "class/class_question.h"
#include "core/geometry/number_text.h"
#include "core/io/scene_json.h"

namespace circlelab::live {
namespace {

constexpr const char* kHeader =
    "question,asked,selected,name,answered,hit,closest_x,closest_y,normal_x,normal_y,bounce_x,bounce_y,"
    "exact_hit,exact_closest_x,exact_closest_y,exact_normal_x,exact_normal_y,exact_bounce_x,exact_bounce_y,"
    "hit_right,closest_px_off,normal_deg_off,bounce_deg_off\r\n";

std::string Number(const std::optional<double>& v) { return v ? FormatNumber(*v) : std::string(); }
std::string Bool(const std::optional<bool>& v) { return v ? (*v ? "true" : "false") : ""; }
std::string X(const std::optional<Vec2>& v) { return v ? FormatNumber(v->x) : std::string(); }
std::string Y(const std::optional<Vec2>& v) { return v ? FormatNumber(v->y) : std::string(); }

}  // namespace

std::string CsvField(std::string_view text) {
    std::string field(text);
    if (!field.empty() && (field[0] == '=' || field[0] == '+' || field[0] == '-' || field[0] == '@')) field.insert(0, "'");
    if (field.find_first_of(",\"\r\n") == std::string::npos) return field;
    std::string quoted = "\"";
    for (char c : field) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

bool ExportCsv(ClassStore& store, std::string& out, std::string& error) {
    out += kHeader;
    for (const StoredQuestion& stored : store.Questions()) {
        const SceneLoad load = ParseScene(stored.sceneJson);
        std::optional<ClassQuestion> q = load.scene ? MakeQuestion(*load.scene, stored.selected, error) : std::nullopt;
        if (!q) {
            error = "question " + std::to_string(stored.id) + " cannot be read back: " +
                    (load.scene ? error : load.Format("scene"));
            return false;
        }
        for (const StoredAnswer& a : store.Answers(stored.id)) {
            const Prediction& p = a.prediction;
            const PredictionScore s = ScoreAnswer(*q, p);
            const std::optional<Vec2> closest = q->exact.closest, normal = q->exact.normal;
            const std::string fields[] = {
                std::to_string(stored.id), stored.asked, std::to_string(stored.selected), CsvField(a.name), a.answered,
                Bool(p.hit), X(p.closest), Y(p.closest), X(p.normal), Y(p.normal), X(p.bounce), Y(p.bounce),
                Bool(q->exact.hit), X(closest), Y(closest), X(normal), Y(normal), X(q->bounce), Y(q->bounce),
                Bool(s.hitRight), Number(s.closestPixels), Number(s.normalDegrees), Number(s.bounceDegrees)};
            for (std::size_t i = 0; i < std::size(fields); ++i) out += (i ? "," : "") + fields[i];
            out += "\r\n";
        }
    }
    return true;
}

}  // namespace circlelab::live
