// Computes disagreement maps off the frame loop: asking for a map with new inputs cancels the
// running job and starts another; the frame shows the latest finished map meanwhile, so dragging
// never waits for it. Without threads (the browser) the map is computed in slices instead, a few
// milliseconds of rows each frame, so the page never freezes.
#pragma once

#include <atomic>
#include <future>
#include <memory>
#include <optional>
#include <vector>

#include "core/classic/disagreement.h"

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define CIRCLELAB_MAP_IN_SLICES 1
#else
#define CIRCLELAB_MAP_IN_SLICES 0
#endif

namespace circlelab::app {

class DisagreementWorker {
public:
    ~DisagreementWorker();

    /// Call every frame while the map is shown. Returns the newest finished map for exactly these
    /// inputs, or nullopt while it is still being computed.
    const classic::DisagreementMap* Request(classic::Algorithm algorithm, const Shape& shape, double radius);
#if CIRCLELAB_MAP_IN_SLICES
    bool Busy() const { return runningKey_.has_value(); }
#else
    bool Busy() const { return running_.valid(); }
#endif

private:
    struct Key {
        classic::Algorithm algorithm;
        Shape shape;
        double radius;
        bool operator==(const Key&) const = default;
    };
    void Collect();

    std::optional<Key> runningKey_, doneKey_;
#if CIRCLELAB_MAP_IN_SLICES
    classic::DisagreementMap partial_;  // the running key's map, rowsDone rows of it so far
#endif
    std::future<classic::DisagreementMap> running_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    std::vector<std::future<classic::DisagreementMap>> retired_;  // cancelled, finishing their row
    std::optional<classic::DisagreementMap> done_;
};

}  // namespace circlelab::app
