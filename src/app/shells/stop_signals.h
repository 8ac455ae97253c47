// A stop the user did not ask for in the window — SIGTERM (a session ending, a machine shutting
// down) or SIGHUP (the terminal closed) — comes to the lab as a request it can act on, not as an
// interruption: the signals are taken by a thread of their own (sigwait), which raises a flag and
// wakes the event loop. The lab then keeps unsaved changes (app/model/recovery.h) and exits.
#pragma once

#include <atomic>
#include <thread>

namespace circlelab::app {

class StopSignals {
public:
    /// Blocks SIGTERM and SIGHUP in this thread and every thread started after it (construct it
    /// before SDL and the map worker start theirs), and starts the thread that waits for them.
    StopSignals();
    ~StopSignals();
    StopSignals(const StopSignals&) = delete;
    StopSignals& operator=(const StopSignals&) = delete;

    /// Whether a stop signal came; the signal's number, else 0.
    int Received() const { return received_.load(); }

private:
    std::atomic<int> received_{0};
    std::atomic<bool> done_{false};
    std::thread waiter_;
};

}  // namespace circlelab::app
