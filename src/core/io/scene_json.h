// Scene files (docs/architecture.md, Scene files): read with every error located as
// `file:line:column: message (at /json/pointer)`, written back in a fixed, readable layout, and
// saved through a temporary file so a failed save never destroys the old one.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/json.h"
#include "core/scene/scene.h"

namespace circlelab {

struct SceneLoad {
    /// Set when there was no error. Its `viewer` comes from the file's "viewer", or from
    /// "settings" in an older file (the viewer's keys there are still read; "viewer" wins).
    std::optional<Scene> scene;
    std::vector<SourceError> errors;  ///< every problem found, in file order
    /// Every error as `file:line:column: message (at /pointer)`, one per line.
    std::string Format(std::string_view file) const;
};

/// Parses and validates a scene from JSON text.
SceneLoad ParseScene(std::string_view text);
/// Validates a scene from an already parsed document (after `SetJsonPath` edits, say).
SceneLoad SceneFromJson(JsonRef document);

/// Sets the value at a slash-separated path ("bodies/0/x", "viewer/overlays/regions") to
/// `valueText` read as JSON (a bare word that is not JSON is taken as a string; text that starts
/// like JSON but does not parse is an error). The value takes the place (line and column) of what
/// it replaces, or of the object that gains it, so later errors point into the file. The parent must
/// exist, but for the viewer's place and its overlays, which are added when missing; an object gains
/// the key if it is new. The older place of the viewer's keys ("settings/selected",
/// "settings/frameRate", "settings/overlays/…") is taken as the viewer's. Returns an empty string,
/// or what is wrong.
std::string SetJsonPath(JsonDocument& document, std::string_view path, std::string_view valueText);
/// Of the changes `sets` ("PATH=VALUE", as SetJsonPath took them, in order), the last one that
/// wrote what an error at `pointer` is about: the value at its path or inside it, or else, for an
/// error at an object around it (a check across the object's keys), the change inside that object.
/// None when the error is about what the document held itself.
std::optional<std::size_t> ChangeBehind(std::string_view pointer, const std::vector<std::string>& sets);
/// Reads a scene file as a document, for SetJsonPath before SceneFromJson.
std::optional<JsonDocument> LoadJsonFile(const std::string& path, SourceError& error);
/// Reads a scene file; a file that cannot be read is one error at 1:1.
SceneLoad LoadSceneFile(const std::string& path);

/// The scene as JSON text (two-space indent, one shape or body per line, angles in degrees), what
/// the viewer shows in its own place, `"viewer"`, after the settings.
std::string SceneToJson(const Scene& scene);

/// Writes the scene through WriteFileAtomically (file_io.h): a unique temporary file beside the real
/// target (a symlinked path updates the file it names), its mode kept, flushed, then renamed over
/// it. Returns an empty string on success, else what went wrong; on failure the old file is untouched.
std::string SaveSceneFile(const Scene& scene, const std::string& path);

/// The built-in scene (the sandbox, assets/scenes/01_sandbox.json compiled in), so the program
/// starts from any folder.
Scene DefaultScene();

}  // namespace circlelab
