// The page's main loop sleeps while the lab is still (app/web/main_web.cpp): whatever changes the
// lab from outside its frame (a page call, a class's answer) wakes it to draw the change.
#pragma once

namespace circlelab::app {

/// Draws frames again from the next display refresh; nothing when the loop already runs.
void WakePage();

}  // namespace circlelab::app
