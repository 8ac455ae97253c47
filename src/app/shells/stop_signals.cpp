#include "app/shells/stop_signals.h"

#include <SDL.h>
#include <csignal>
#include <ctime>
#include <pthread.h>

namespace circlelab::app {
namespace {

sigset_t StopSet() {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    return set;
}

}  // namespace

StopSignals::StopSignals() {
    const sigset_t set = StopSet();
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
    waiter_ = std::thread([this] {
        const sigset_t wanted = StopSet();
        // A short timeout lets the destructor end the thread without a signal of its own.
        const timespec tick{0, 100'000'000};
        while (!done_.load()) {
            const int signal = sigtimedwait(&wanted, nullptr, &tick);
            if (signal <= 0) continue;
            received_.store(signal);
            // Wakes a lab asleep in SDL_WaitEvent (pushing an event is safe from any thread).
            SDL_Event wake{};
            wake.type = SDL_USEREVENT;
            SDL_PushEvent(&wake);
        }
    });
}

StopSignals::~StopSignals() {
    done_.store(true);
    if (waiter_.joinable()) waiter_.join();
}

}  // namespace circlelab::app
