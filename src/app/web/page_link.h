// What the page's address carries after '#' (docs/web.md, "Links"): a scene as base64url of its
// JSON (`scene=`), a shipped scene by its file's name (`open=`), a shipped lesson (`lesson=`),
// the selected shape (`sel=`) and classroom mode (`classroom`), joined by '&' in any order. The
// page (web/lab.js) writes a scene into links compressed (`s2=`) and hands the lab `scene=`. The lab reads it when the page opens
// and when a link is pasted, and writes it as the scene shown changes, so that a reload shows the
// same scene.
#pragma once

#include <string>
#include <string_view>

#include "app/model/lab_state.h"

namespace circlelab::app {

/// base64url (RFC 4648 §5), padding optional; false on any other character.
bool DecodeBase64Url(std::string_view text, std::string& out);
std::string EncodeBase64Url(std::string_view bytes);

/// Opens what the address carries. `ask`: a link followed while the lab runs asks about unsaved
/// changes first, as Open does. Errors go to state.error in words a person reads. Returns the
/// shape the link selects (`sel=N`), -1 when none: the caller selects it once the scene is open.
int OpenLink(LabState& state, std::string_view hash, bool ask);

/// The scene as a link shares it: as it is now, framed as the lab shows it when the user has
/// zoomed or panned (its `view`), and "&sel=N" for the selected shape.
std::string ShareAddress(const LabState& state);

/// The address (without '#') that opens the scene shown now: a shipped scene by name, any other
/// by its JSON, the built-in scene by nothing; "&classroom" kept in classroom mode.
std::string AddressOf(const LabState& state);

}  // namespace circlelab::app
