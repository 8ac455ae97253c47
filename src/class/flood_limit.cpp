#include "class/flood_limit.h"

#include <algorithm>

namespace circlelab::live {

double FloodLimit::Take(const std::string& client, double now, double cost) {
    // Forgetting full buckets keeps the table small against addresses that never come back.
    if (buckets_.size() >= maxClients_) {
        std::erase_if(buckets_, [&](const auto& entry) {
            return entry.second.tokens + (now - entry.second.at) * perSecond_ >= burst_;
        });
        if (buckets_.size() >= maxClients_) buckets_.clear();
    }
    auto [it, fresh] = buckets_.try_emplace(client, Bucket{burst_, now});
    Bucket& b = it->second;
    if (!fresh && now > b.at) {
        b.tokens = std::min(burst_, b.tokens + (now - b.at) * perSecond_);
        b.at = now;
    }
    if (b.tokens >= cost) {
        b.tokens -= cost;
        return 0.0;
    }
    return (cost - b.tokens) / perSecond_;
}

}  // namespace circlelab::live
