#include "app/panels/file_chooser_window.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <system_error>

#include "app/base/desktop_chooser.h"
#include "app/lang/tr.h"
#include "app/panels/shown_items.h"
#include "app/panels/ui_font.h"

namespace circlelab::app {
namespace {

namespace fs = std::filesystem;

const char* Title(FileChooser::Mode mode) {
    return mode == FileChooser::Mode::kSave ? Tr("Save the scene as###chooser") : Tr("Open a scene###chooser");
}

// The entries, as a list a hand can scroll: a click on a folder goes into it, on a file picks its
// name, a double click on a file chooses it.
bool EntryList(FileChooser& chooser, float height) {
    bool chosen = false;
    ImGui::BeginChild("entries", {0, height}, true);
    std::vector<std::string>& entries = chooser.entries;
    if (chooser.listedFolder != chooser.folder || ImGui::IsWindowAppearing()) {
        entries = ChooserEntries(chooser.folder);
        chooser.listedFolder = chooser.folder;
    }
    if (entries.empty()) ImGui::TextDisabled(Tr("No folders or .json files here."));
    std::string enter;
    for (const std::string& entry : entries) {
        const bool folder = entry.back() == '/';
        if (ImGui::Selectable(entry.c_str(), !folder && entry == chooser.name, ImGuiSelectableFlags_AllowDoubleClick)) {
            if (folder) enter = entry;
            else {
                chooser.name = entry;
                chosen = ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left);
            }
        }
        TrackLastItem(entry);
    }
    ImGui::EndChild();
    if (!enter.empty()) {
        chooser.folder = (fs::path(chooser.folder) / enter.substr(0, enter.size() - 1)).string();
        chooser.problem.clear();
    }
    return chosen;
}

// While the desktop's chooser is open the lab keeps drawing, with a small window over it: the
// user may give up on the desktop's chooser (Esc: nothing changes) or take the lab's own instead,
// so a chooser that never answers never leaves the lab stuck.
ChooserAnswer WaitForDesktop(FileChooser& chooser) {
    const char* title = Tr("The desktop's file chooser###chooser");
    if (!ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos({display.x * 0.5f, display.y * 0.5f}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({std::min(ImGui::GetFontSize() * 24, display.x * 0.92f), 0}, ImGuiCond_Always);
    if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove)) return {};
    chooser.shown = true;
    ChooserAnswer answer;
    ImGui::TextWrapped("%s", Tr("The desktop's file chooser is open in a window of its own."));
    if (TrackedButton(Tr("Use the lab's chooser"))) {
        chooser.desktop.reset();  // closes the desktop's chooser; the lab's own opens next frame
        chooser.justOpened = true;
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (TrackedButton(Tr("Cancel")) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
        answer.kind = ChooserAnswer::Kind::kCancelled;
    ImGui::EndPopup();
    return answer;
}

// The desktop's chooser is open: its answer, once given. It failed, or gave what is not a file
// here: the lab's own chooser, saying why. That opens afresh next frame (the waiting window closed
// now), its name field taking the keys.
ChooserAnswer DesktopAnswer(FileChooser& chooser) {
    if (!chooser.desktop->Done()) return WaitForDesktop(chooser);
    const std::optional<std::string> chosen = chooser.desktop->Chosen();
    const std::string problem = chooser.desktop->Problem();
    const bool unavailable = chooser.desktop->Unavailable();
    chooser.desktop.reset();
    if (!problem.empty() || unavailable) {
        chooser.problem = problem;
        chooser.justOpened = true;
        if (ImGui::BeginPopupModal("###chooser")) {
            ImGui::CloseCurrentPopup();
            ImGui::EndPopup();
        }
        return {};
    }
    if (!chosen) return {ChooserAnswer::Kind::kCancelled, {}};
    // The desktop's chooser asked about replacing a file itself.
    return {chooser.mode == FileChooser::Mode::kSave ? ChooserAnswer::Kind::kReplace : ChooserAnswer::Kind::kChosen, *chosen};
}

// The folder shown, and the buttons to its parent and the home folder.
void FolderRow(FileChooser& chooser) {
    ImGui::TextDisabled(Tr("Folder"));
    ImGui::SameLine();
    ImGui::TextWrapped("%s", chooser.folder.c_str());
    if (TrackedButton(Tr("Up"))) chooser.folder = fs::path(chooser.folder).parent_path().string();
    ImGui::SameLine();
    if (const char* home = std::getenv("HOME"); home && *home) {
        if (TrackedButton(Tr("Home"))) chooser.folder = home;
        ImGui::SameLine();
    }
    ImGui::NewLine();
}

// The name field; whether Return chose the name. Return typed in the same frame as the last
// letters (a fast hand, a paste) chooses the name with them: the field's text is taken when
// Return is pressed, not only when it was edited.
bool NameField(FileChooser& chooser, bool save) {
    char name[1024];
    std::snprintf(name, sizeof name, "%s", chooser.name.c_str());
    if (chooser.justOpened) ImGui::SetKeyboardFocusHere();
    chooser.justOpened = false;
    ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 4);
    const bool entered = ImGui::InputTextWithHint(Tr("name"), save ? "scene.json" : Tr("a .json file"), name, sizeof name,
                                                  ImGuiInputTextFlags_EnterReturnsTrue);
    if (entered || ImGui::IsItemEdited()) chooser.name = name, chooser.replacing.clear();
    return entered;
}

// The chooser's answer from its buttons: replacing a different file that is there is the user's
// decision, never a side effect.
ChooserAnswer Buttons(FileChooser& chooser, bool save, bool chosen) {
    ChooserAnswer answer;
    if (!chooser.replacing.empty()) {
        ImGui::TextWrapped(Tr("%s already exists. Replace it with this scene?"), fs::path(chooser.replacing).filename().c_str());
        if (TrackedButton(Tr("Replace"))) answer = {ChooserAnswer::Kind::kReplace, chooser.replacing};
        ImGui::SameLine();
        if (TrackedButton(Tr("Keep it"))) chooser.replacing.clear();
        return answer;
    }
    ImGui::BeginDisabled(chooser.name.empty());
    if (TrackedButton(save ? Tr("Save") : Tr("Open"))) chosen = true;
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (TrackedButton(Tr("Cancel")) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) answer.kind = ChooserAnswer::Kind::kCancelled;
    if (chosen && !chooser.name.empty()) answer = {ChooserAnswer::Kind::kChosen, ChosenPath(chooser.folder, chooser.name)};
    return answer;
}

}  // namespace

ChooserAnswer DrawFileChooser(FileChooser& chooser) {
    if (chooser.mode == FileChooser::Mode::kClosed) {
        // Closed by what the answer led to: the window it was goes too.
        if (chooser.shown && ImGui::BeginPopupModal("###chooser")) {
            ImGui::CloseCurrentPopup();
            ImGui::EndPopup();
        }
        chooser.shown = false;
        return {};
    }
    if (chooser.desktop) return DesktopAnswer(chooser);
    const char* title = Title(chooser.mode);
    if (!ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const float em = ImGui::GetFontSize();
    ImGui::SetNextWindowPos({display.x * 0.5f, display.y * 0.5f}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({std::min(em * 34, display.x * 0.92f), std::min(em * 26, display.y * 0.9f)},
                             ImGuiCond_Always);
    if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove)) return {};
    chooser.shown = true;
    const bool save = chooser.mode == FileChooser::Mode::kSave;
    FolderRow(chooser);
    // The list takes what the name, the question and the buttons leave.
    const float below = ImGui::GetFrameHeightWithSpacing() * (chooser.replacing.empty() ? 2.2f : 3.2f) +
                        (chooser.problem.empty() ? 0 : ImGui::GetTextLineHeightWithSpacing() * 2);
    bool chosen = EntryList(chooser, std::max(em * 4, ImGui::GetContentRegionAvail().y - below));
    chosen = NameField(chooser, save) || chosen;
    if (!chooser.problem.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, UiColour(palette::kUiError));
        ImGui::TextWrapped("%s", chooser.problem.c_str());
        ImGui::PopStyleColor();
    }
    const ChooserAnswer answer = Buttons(chooser, save, chosen);
    ImGui::EndPopup();
    return answer;
}

}  // namespace circlelab::app
