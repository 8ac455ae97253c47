// Slowing a client that floods, not the class: each client (its network address) has a bucket of
// requests that refills at a steady rate; a request that finds it empty is refused with 429 and
// the seconds to wait, so one busy device cannot take the server's time from the others.
// The clock is passed in, so tests and the fuzzer see the same answers every run.
#pragma once

#include <cstddef>
#include <string>
#include <unordered_map>

namespace circlelab::live {

class FloodLimit {
public:
    /// `burst` requests at once, then `perSecond` a second; at most `maxClients` remembered.
    FloodLimit(double burst, double perSecond, std::size_t maxClients = 100000)
        : burst_(burst), perSecond_(perSecond), maxClients_(maxClients) {}

    /// Takes `cost` from the client's bucket at time `now` (seconds). 0 when allowed, else the
    /// seconds until it would be (the bucket is left as it was).
    double Take(const std::string& client, double now, double cost = 1.0);

private:
    struct Bucket {
        double tokens;
        double at;
    };
    double burst_, perSecond_;
    std::size_t maxClients_;
    std::unordered_map<std::string, Bucket> buckets_;
};

}  // namespace circlelab::live
