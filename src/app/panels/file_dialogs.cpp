#include "app/panels/file_dialogs.h"

#include <imgui.h>

#include <filesystem>
#include <system_error>

#include "app/actions/file_flow.h"
#include "app/lang/tr.h"
#include "app/model/scene_catalog.h"
#include "app/panels/file_chooser_window.h"
#include "app/panels/shown_items.h"

namespace circlelab::app {
namespace {

namespace fs = std::filesystem;

// Saved through Save as: the chooser closes, and what the unsaved-changes question was asked for
// goes ahead.
void SaveChosen(LabState& state, const std::string& path) {
    if (!SaveTo(state, path)) {
        state.files.chooser.problem = state.error;  // said where the user is looking
        state.files.chooser.replacing.clear();
        state.error.clear();
        return;
    }
    CloseChooser(state.files.chooser);
    const LabState::Pending next = state.files.afterSave;
    state.files.afterSave = LabState::Pending::kNone;
    CarryOut(state, next);
}

void Answer(LabState& state, const ChooserAnswer& answer) {
    FileChooser& chooser = state.files.chooser;
    const bool saving = chooser.mode == FileChooser::Mode::kSave;
    std::error_code ec;
    switch (answer.kind) {
        case ChooserAnswer::Kind::kNone: return;
        case ChooserAnswer::Kind::kCancelled:
            CloseChooser(chooser);
            state.files.afterSave = LabState::Pending::kNone;  // not saved: nothing is lost either
            return;
        case ChooserAnswer::Kind::kReplace: SaveChosen(state, answer.path); return;
        case ChooserAnswer::Kind::kChosen:
            if (!saving) {
                if (!fs::is_regular_file(answer.path, ec)) {
                    chooser.problem = Format(Tr("There is no file %s."), answer.path.c_str());
                    return;
                }
                CloseChooser(chooser);
                RequestOpen(state, answer.path);
                return;
            }
            if (!state.shell.fileWritten && IsShippedScene(answer.path)) {
                chooser.problem = Tr("The scenes that come with the lab stay as they are: choose another folder.");
                return;
            }
            // Another file is there (not this scene's own): the user says whether it goes.
            if (fs::exists(answer.path, ec) && !SameFile(answer.path, state.doc.path())) {
                chooser.replacing = answer.path;
                return;
            }
            SaveChosen(state, answer.path);
            return;
    }
}

void UnsavedChangesDialog(LabState& state) {
    // One id whatever the language ("Ungespeicherte Änderungen###Unsaved changes"): asked open under
    // the same name it was opened with, and kept open when the language changes under it.
    const char* title = TrId("Unsaved changes");
    if (state.files.pending != LabState::Pending::kNone && !ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
    if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    ImGui::Text(Tr("\"%s\" has changes that are not saved."), state.doc.scene().name.c_str());
    if (TrackedButton(Tr("Save"))) {
        if (state.shell.fileWritten) {  // the browser: downloaded at once
            if (SaveTo(state, DownloadPath(state.doc))) CarryOut(state, state.files.pending);
            else state.files.pending = LabState::Pending::kNone;
        } else if (!HasOwnFile(state.doc, state.shell)) {
            // No file to save to yet: Save as, then on with what was asked.
            state.files.afterSave = state.files.pending;
            state.files.pending = LabState::Pending::kNone;
            ChooseSaveAs(state);
        } else if (SaveTo(state, "")) {
            CarryOut(state, state.files.pending);
        } else {
            state.files.pending = LabState::Pending::kNone;
        }
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (TrackedButton(Tr("Discard"))) {
        CarryOut(state, state.files.pending);
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (TrackedButton(Tr("Cancel")) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
        state.files.pending = LabState::Pending::kNone;
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

}  // namespace

void FileDialogs(LabState& state) {
    Answer(state, DrawFileChooser(state.files.chooser));
    UnsavedChangesDialog(state);
}

}  // namespace circlelab::app
