#include "app/shells/lab_start.h"

#include <imgui.h>

#include <memory>
#include <utility>

#include "app/model/disagreement_worker.h"
#include "app/model/physics_run.h"
#include "app/model/scene_opening.h"
#include "app/panels/ui_font.h"

namespace circlelab::app {

void StartLab(LabState& state, Scene scene, std::string path, const LabStart& how) {
    state.doc.Reset(std::move(scene), std::move(path));
    if (how.takeUpNow) TakeUpOpenedScene(state);
    ResetPhysics(state);
    if (how.mapWorker) state.teaching.tutorials.worker = std::make_shared<DisagreementWorker>();
}

ImGuiContext* StartLabImGui(ImFontAtlas* sharedAtlas) {
    IMGUI_CHECKVERSION();
    ImGuiContext* context = ImGui::CreateContext(sharedAtlas);
    ImGui::SetCurrentContext(context);  // CreateContext keeps another lab's current
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    ApplyUiStyle();
    return context;
}

}  // namespace circlelab::app
