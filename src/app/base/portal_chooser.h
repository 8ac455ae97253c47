// The desktop's own file chooser through the XDG desktop portal (org.freedesktop.portal.FileChooser
// on the session bus): the chooser GNOME, KDE and the sandboxes show, asked over D-Bus (libdbus-1).
// The call returns a Request object at once; the user's answer comes later as that object's
// Response signal, (u response, a{sv} results) with results["uris"] as file:// URIs. The wait runs on
// the desktop chooser's thread (app/base/desktop_chooser.h), so the lab's frames go on. A build
// without libdbus-1 has no portal: PortalAvailable() is false. docs/files.md tells users the order.
#pragma once

#include <atomic>
#include <optional>
#include <string>

namespace circlelab::app {

/// Whether a session bus is named to ask (its address in the environment, or the user's bus
/// socket); asks nothing, so it never waits.
bool PortalBusAddressed();

/// Whether a session bus answers and has org.freedesktop.portal.Desktop on it (running, or started
/// on demand). A bus that takes the connection and never greets it can hold the caller for ever:
/// ask on a thread that may be given up (the desktop chooser's).
bool PortalAvailable();

/// What the portal's chooser answered.
struct PortalAnswer {
    std::optional<std::string> chosen;  ///< the file chosen, as a path; none when cancelled or failed
    std::string problem;                ///< why nothing could be chosen ("" when cancelled or chosen)
};

/// Shows the portal's chooser to open (`save` false) or save a scene file, starting in `folder`
/// with `name` ready to save under, and waits for the user's answer on the calling thread. Setting
/// `stop` gives up at once (the chooser is closed on the desktop too): the answer is then "cancelled".
PortalAnswer RunPortalChooser(bool save, const std::string& folder, const std::string& name, const std::atomic<bool>& stop);

/// The path a file:// URI names, its %XX escapes decoded ("file:///home/a/my%20scene.json" is
/// "/home/a/my scene.json"); none, with `problem` said, for another scheme, another computer's
/// file or a broken escape.
std::optional<std::string> PathFromFileUri(const std::string& uri, std::string& problem);

/// The object path the portal gives the Request of a call made by `uniqueName` (":1.42") with the
/// handle_token `token`: /org/freedesktop/portal/desktop/request/1_42/TOKEN.
std::string PortalRequestPath(const std::string& uniqueName, const std::string& token);

}  // namespace circlelab::app
