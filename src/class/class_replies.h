// The JSON of the live class's replies: errors, answers, exact answers and scores, written with
// the project's JSON writer in one place so every call spells them the same way.
#pragma once

#include <string>
#include <string_view>

#include "class/class_question.h"
#include "core/io/json_writer.h"
#include "core/io/prediction_json.h"

namespace circlelab::live {

/// `{"error": "message"}`.
std::string ErrorBody(std::string_view message);
/// The exact answer, spelled as an answer is: hit, closest, normal and (when asked) the bounce.
void WriteExact(JsonWriter& w, const ClassQuestion& q);
/// A student's view of a question: id, scene (the stored text as it is), selected, asks, revealed.
std::string QuestionBody(const ClassQuestion& q, const std::string& sceneJson, bool answered);

}  // namespace circlelab::live
