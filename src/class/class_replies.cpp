#include "class/class_replies.h"

namespace circlelab::live {
std::string ErrorBody(std::string_view message) {
    std::string out;
    JsonWriter(out).BeginObject().Key("error").String(message).EndObject();
    return out;
}

void WriteExact(JsonWriter& w, const ClassQuestion& q) {
    WritePrediction(w, Prediction{q.exact.hit, q.exact.closest, q.exact.normal, q.bounce});
}

std::string QuestionBody(const ClassQuestion& q, const std::string& sceneJson, bool answered) {
    // The scene goes in as the text that was stored (written by SceneToJson): the page loads it as
    // it loads a scene file.
    std::string out = "{\"id\":" + std::to_string(q.id) + ",\"scene\":" + sceneJson;
    std::string rest;
    JsonWriter w(rest);
    w.BeginObject().Key("selected").Int(q.selected).Key("asks").BeginArray();
    for (const std::string& ask : Asks(q)) w.String(ask);
    w.EndArray().Key("revealed").Bool(q.revealed).Key("answered").Bool(answered).EndObject();
    return out + "," + rest.substr(1);  // the rest's members after the scene, its brace dropped
}

}  // namespace circlelab::live
