// Computes disagreement maps off the frame loop. On the desktop one thread lives as long as the
// window and computes whatever was asked for last: a new request cancels the map in progress (it
// stops within a strip of rows) and the newest request wins, so dragging a radius slider never
// queues up maps nobody will see; the frame shows the latest finished map meanwhile. Without
// threads (the browser) the map is computed in slices instead, a few milliseconds of rows each
// frame, so the page never freezes. Headless pictures use MapMemo: computed in the frame, so a
// picture never depends on timing, and once for however many frames it takes.
#pragma once

#include <functional>
#include <optional>

#include "core/classic/disagreement.h"

#include <atomic>

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define CIRCLELAB_MAP_IN_SLICES 1
#else
#define CIRCLELAB_MAP_IN_SLICES 0
#include <condition_variable>
#include <mutex>
#include <thread>
#endif

namespace circlelab::app {

/// What a map is computed for.
struct MapKey {
    classic::Algorithm algorithm;
    Shape shape;
    double radius;
    bool operator==(const MapKey&) const = default;
};

class DisagreementWorker {
public:
    /// How a map is computed: classic::ComputeDisagreement at cells of 2 px, stopping when `cancel`
    /// is set. A test may pass its own, to see which requests the worker computes.
    using Compute = std::function<classic::DisagreementMap(const MapKey& key, const std::atomic<bool>* cancel)>;
    static classic::DisagreementMap ComputeMap(const MapKey& key, const std::atomic<bool>* cancel);

    explicit DisagreementWorker(Compute compute = ComputeMap);
    ~DisagreementWorker();
    DisagreementWorker(const DisagreementWorker&) = delete;
    DisagreementWorker& operator=(const DisagreementWorker&) = delete;

    /// Call every frame while the map is shown. Returns the newest finished map for exactly these
    /// inputs, or null while it is still being computed.
    const classic::DisagreementMap* Request(classic::Algorithm algorithm, const Shape& shape, double radius);
    /// A map is on its way (being computed, or finished and not yet shown).
    bool Busy() const;

private:
    Compute compute_;
    std::optional<MapKey> doneKey_;
    std::optional<classic::DisagreementMap> done_;
#if CIRCLELAB_MAP_IN_SLICES
    std::optional<MapKey> runningKey_;
    classic::DisagreementMap partial_;  // the running key's map, rowsDone rows of it so far
#else
    void Run();

    mutable std::mutex mutex_;
    std::condition_variable wake_;
    // Guarded by mutex_: the newest request not yet started, the one being computed, and a
    // finished map the frame has not collected yet.
    std::optional<MapKey> wanted_, runningKey_, finishedKey_;
    std::optional<classic::DisagreementMap> finished_;
    bool stop_ = false;
    std::atomic<bool> cancel_{false};  // set when the map being computed is no longer wanted
    std::thread thread_;                // last: starts once everything above exists
#endif
};

/// The map computed in the frame, kept while its inputs stay the same.
class MapMemo {
public:
    const classic::DisagreementMap& Get(classic::Algorithm algorithm, const Shape& shape, double radius);

private:
    std::optional<MapKey> key_;
    classic::DisagreementMap map_;
};

}  // namespace circlelab::app
