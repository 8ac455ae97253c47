// A section's header whose label fits the panel: a longer language in a phone's narrow panel
// (about 206 px) cut "Forme sélectionnée" and "Ouvrir ou enregistrer un fichier" at its edge.
#pragma once

#include <imgui.h>

namespace circlelab::app {

/// ImGui::CollapsingHeader, with its label drawn smaller where it is wider than the row's room,
/// down to three quarters of its size (then cut, as ImGui cuts it). True while the section is open.
bool FittedHeader(const char* label, ImGuiTreeNodeFlags flags = 0);
/// ImGui::TreeNode, its label fitted the same way; TreePop after it when it is open.
bool FittedTreeNode(const char* label);
/// Whether `label` fits a header or tree node on this row at three quarters of its size or more.
bool FittedHeaderFits(const char* label);

}  // namespace circlelab::app
