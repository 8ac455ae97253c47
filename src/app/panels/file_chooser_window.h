// The lab's own file chooser's window (the chooser's state and opening: app/model/file_chooser.h).
#pragma once

#include "app/model/file_chooser.h"

namespace circlelab::app {

/// Draws the lab's chooser (a modal window) or looks at the desktop's; what the user answered.
ChooserAnswer DrawFileChooser(FileChooser& chooser);

}  // namespace circlelab::app
