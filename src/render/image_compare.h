// Comparing a rendered PNG with its reference, as SDL's own visual tests do: count the differing
// pixels, report the first, and write a diff image that shows where.
#pragma once

#include <string>

namespace circlelab::render {

struct Tolerance {
    int channel = 0;  ///< a pixel differs when any channel differs by more than this
    long pixels = 0;  ///< the images match while at most this many pixels differ
};

struct ImageDiff {
    std::string error;  ///< a file could not be read or written (then nothing else is meaningful)
    bool sizeMismatch = false;
    int width = 0, height = 0;  ///< of the reference
    long differing = 0;
    int firstX = -1, firstY = -1;  ///< the first differing pixel in reading order
    bool matches = false;
};

/// Compares `actualPng` with `referencePng`. When they do not match and `diffPng` is not empty,
/// writes a faded copy of the reference with every differing pixel in red.
ImageDiff ComparePngs(const std::string& referencePng, const std::string& actualPng, const Tolerance& tolerance,
                      const std::string& diffPng);

}  // namespace circlelab::render
