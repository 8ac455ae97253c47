// The teacher's side of a live class in the window (docs/live-class.md): the panel's Class
// section starts the same server as `circlelab class`, shows the address, the join code and a
// QR code large over the scene, asks the class the question on screen (predict mode), counts the
// answers as they come, and on Reveal draws the class's answers as a cloud under the exact one
// with histograms of how far they were off. Desktop only: the page in the browser is a student's.
#pragma once

#include <functional>

#include "app/model/lab_state.h"

namespace circlelab::app {

/// The Class section, with its own state kept in the function: set it as Teaching::classSection.
std::function<void(LabState&)> MakeClassSection();

/// `values` counted into `bins` equal bins from 0 to the smallest "nice" top (1, 2 or 5 × 10^k)
/// that holds the largest; `top` receives it. Empty values: all bins 0, top 1.
std::vector<float> Histogram(const std::vector<float>& values, int bins, float& top);

}  // namespace circlelab::app
