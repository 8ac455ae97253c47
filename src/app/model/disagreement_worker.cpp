#include "app/model/disagreement_worker.h"

#include <chrono>
#include <utility>

namespace circlelab::app {

const classic::DisagreementMap& MapMemo::Get(classic::Algorithm algorithm, const Shape& shape, double radius) {
    const MapKey key{algorithm, shape, radius};
    if (key_ != key) {
        map_ = classic::ComputeDisagreement(algorithm, shape, radius, 2.0);
        key_ = key;
    }
    return map_;
}

classic::DisagreementMap DisagreementWorker::ComputeMap(const MapKey& key, const std::atomic<bool>* cancel) {
    return classic::ComputeDisagreement(key.algorithm, key.shape, key.radius, 2.0, cancel);
}

#if CIRCLELAB_MAP_IN_SLICES

// The page computes in slices with the classic functions themselves; `compute` is for threads.
DisagreementWorker::DisagreementWorker(Compute compute) : compute_(std::move(compute)) {}
DisagreementWorker::~DisagreementWorker() = default;

bool DisagreementWorker::Busy() const { return runningKey_.has_value(); }

const classic::DisagreementMap* DisagreementWorker::Request(classic::Algorithm algorithm, const Shape& shape,
                                                            double radius) {
    const MapKey key{algorithm, shape, radius};
    if (doneKey_ == key) return &*done_;
    if (runningKey_ != key) {
        runningKey_ = key;
        partial_ = classic::StartDisagreement(algorithm, shape, radius, 2.0);
    }
    // About 6 ms of rows a frame: the page keeps its frame rate while the map fills in.
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(6);
    while (!classic::ContinueDisagreement(partial_, algorithm, shape, radius, 16)) {
        if (std::chrono::steady_clock::now() >= until) return nullptr;
    }
    done_ = std::move(partial_);
    doneKey_ = runningKey_;
    runningKey_.reset();
    return &*done_;
}

#else

DisagreementWorker::DisagreementWorker(Compute compute) : compute_(std::move(compute)), thread_([this] { Run(); }) {}

DisagreementWorker::~DisagreementWorker() {
    {
        const std::lock_guard lock(mutex_);
        stop_ = true;
        cancel_.store(true);
    }
    wake_.notify_one();
    thread_.join();  // at most one strip of rows more
}

void DisagreementWorker::Run() {
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [this] { return stop_ || wanted_.has_value(); });
        if (stop_) return;
        const MapKey key = std::move(*wanted_);
        wanted_.reset();
        runningKey_ = key;
        cancel_.store(false);
        lock.unlock();
        classic::DisagreementMap map = compute_(key, &cancel_);
        lock.lock();
        runningKey_.reset();
        if (!map.cancelled) {
            finished_ = std::move(map);
            finishedKey_ = key;
        }
    }
}

bool DisagreementWorker::Busy() const {
    const std::lock_guard lock(mutex_);
    return wanted_ || runningKey_ || finishedKey_;
}

const classic::DisagreementMap* DisagreementWorker::Request(classic::Algorithm algorithm, const Shape& shape,
                                                            double radius) {
    const MapKey key{algorithm, shape, radius};
    bool wake = false;
    {
        const std::lock_guard lock(mutex_);
        if (finishedKey_) {
            done_ = std::move(finished_);
            doneKey_ = std::move(finishedKey_);
            finished_.reset();
            finishedKey_.reset();
        }
        if (doneKey_ == key) return &*done_;
        if (runningKey_ == key && !cancel_.load()) {
            wanted_.reset();  // asked for again while it is being computed: let it finish
        } else if (wanted_ != key) {
            // The newest request wins: it replaces any request not yet started and cancels the
            // map in progress.
            wanted_ = key;
            if (runningKey_) cancel_.store(true);
            wake = true;
        }
    }
    if (wake) wake_.notify_one();
    return nullptr;
}

#endif

}  // namespace circlelab::app
