#include "app/lab/disagreement_worker.h"

#include <chrono>

namespace circlelab::app {

#if CIRCLELAB_MAP_IN_SLICES

DisagreementWorker::~DisagreementWorker() = default;
void DisagreementWorker::Collect() {}

const classic::DisagreementMap* DisagreementWorker::Request(classic::Algorithm algorithm, const Shape& shape,
                                                            double radius) {
    const Key key{algorithm, shape, radius};
    if (doneKey_ == key) return &*done_;
    if (runningKey_ != key) {
        runningKey_ = key;
        partial_ = classic::StartDisagreement(algorithm, shape, radius, 2.0);
    }
    // About 6 ms of rows a frame: the page keeps its frame rate while the map fills in.
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(6);
    while (!classic::ContinueDisagreement(partial_, algorithm, shape, radius, 4)) {
        if (std::chrono::steady_clock::now() >= until) return nullptr;
    }
    done_ = std::move(partial_);
    doneKey_ = runningKey_;
    runningKey_.reset();
    return &*done_;
}

#else

namespace {
bool Ready(const std::future<classic::DisagreementMap>& f) {
    return f.valid() && f.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}
}  // namespace

DisagreementWorker::~DisagreementWorker() {
    if (cancel_) cancel_->store(true);
    // The futures' destructors wait for their threads, each at most one grid row more.
}

void DisagreementWorker::Collect() {
    if (Ready(running_)) {
        classic::DisagreementMap map = running_.get();
        if (!map.cancelled) {
            done_ = std::move(map);
            doneKey_ = runningKey_;
        }
        runningKey_.reset();
    }
    std::erase_if(retired_, [](const auto& f) { return Ready(f); });
}

const classic::DisagreementMap* DisagreementWorker::Request(classic::Algorithm algorithm, const Shape& shape,
                                                            double radius) {
    Collect();
    const Key key{algorithm, shape, radius};
    if (doneKey_ == key) return &*done_;
    if (runningKey_ != key) {
        if (running_.valid()) {
            cancel_->store(true);
            retired_.push_back(std::move(running_));
        }
        cancel_ = std::make_shared<std::atomic<bool>>(false);
        runningKey_ = key;
        running_ = std::async(std::launch::async, [key, cancel = cancel_] {
            return classic::ComputeDisagreement(key.algorithm, key.shape, key.radius, 2.0, cancel.get());
        });
    }
    return nullptr;
}

#endif

}  // namespace circlelab::app
