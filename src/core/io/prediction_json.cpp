#include "core/io/prediction_json.h"

namespace circlelab {

void WritePrediction(JsonWriter& w, const Prediction& p) {
    w.BeginObject();
    WritePredictionMembers(w, p);
    w.EndObject();
}

void WritePredictionMembers(JsonWriter& w, const Prediction& p) {
    const auto point = [&w](std::string_view key, Vec2 v) { w.Key(key).BeginArray().Number(v.x).Number(v.y).EndArray(); };
    if (p.hit) w.Key("hit").Bool(*p.hit);
    if (p.closest) point("closest", *p.closest);
    if (p.normal) point("normal", *p.normal);
    if (p.bounce) point("bounce", *p.bounce);
}

void WriteScore(JsonWriter& w, const PredictionScore& s) {
    w.BeginObject();
    if (s.hitRight) w.Key("hitRight").Bool(*s.hitRight);
    if (s.closestPixels) w.Key("closestPixels").Number(*s.closestPixels);
    if (s.normalDegrees) w.Key("normalDegrees").Number(*s.normalDegrees);
    if (s.bounceDegrees) w.Key("bounceDegrees").Number(*s.bounceDegrees);
    w.EndObject();
}

}  // namespace circlelab
