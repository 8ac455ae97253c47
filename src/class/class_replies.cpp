#include "class/class_replies.h"

namespace circlelab::live {
namespace {

void WritePoint(JsonWriter& w, std::string_view key, Vec2 v) {
    w.Key(key).BeginArray().Number(v.x).Number(v.y).EndArray();
}

}  // namespace

std::string ErrorBody(std::string_view message) {
    std::string out;
    JsonWriter(out).BeginObject().Key("error").String(message).EndObject();
    return out;
}

void WritePrediction(JsonWriter& w, const Prediction& p) {
    w.BeginObject();
    if (p.hit) w.Key("hit").Bool(*p.hit);
    if (p.closest) WritePoint(w, "closest", *p.closest);
    if (p.normal) WritePoint(w, "normal", *p.normal);
    if (p.bounce) WritePoint(w, "bounce", *p.bounce);
    w.EndObject();
}

void WriteExact(JsonWriter& w, const ClassQuestion& q) {
    w.BeginObject().Key("hit").Bool(q.exact.hit);
    WritePoint(w, "closest", q.exact.closest);
    WritePoint(w, "normal", q.exact.normal);
    w.Key("distance").Number(q.exact.distance);
    if (q.bounce) WritePoint(w, "bounce", *q.bounce);
    w.EndObject();
}

void WriteScore(JsonWriter& w, const PredictionScore& s) {
    w.BeginObject();
    if (s.hitRight) w.Key("hitRight").Bool(*s.hitRight);
    if (s.closestPixels) w.Key("closestPixels").Number(*s.closestPixels);
    if (s.normalDegrees) w.Key("normalDegrees").Number(*s.normalDegrees);
    if (s.bounceDegrees) w.Key("bounceDegrees").Number(*s.bounceDegrees);
    w.EndObject();
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
