#include "app/model/physics_run.h"

#include <algorithm>

#include "app/lang/tr.h"
#include "core/physics/simulation.h"
#include "core/physics/timeline.h"

namespace circlelab::app {
namespace {

constexpr double kThrowWindow = 0.05;  // a throw is the pointer's move over its last 50 ms

// Adds the frame's sample to the plots and forgets what is older than the plots show.
void Record(LabState& state, double time, double energy, double momentum) {
    state.plotTime.push_back(static_cast<float>(time));
    state.energy.push_back(static_cast<float>(energy));
    state.momentum.push_back(static_cast<float>(momentum));
    if (state.otherSim) state.otherEnergy.push_back(static_cast<float>(state.otherSim->KineticEnergy()));
    std::size_t old = 0;
    while (old < state.plotTime.size() && state.plotTime[old] < time - kPlotSeconds) ++old;
    for (std::vector<float>* series : {&state.plotTime, &state.energy, &state.momentum, &state.otherEnergy})
        series->erase(series->begin(), series->begin() + static_cast<std::ptrdiff_t>(std::min(old, series->size())));
}

ResponseModel OtherModel(ResponseModel m) { return m == ResponseModel::kTutorial ? ResponseModel::kPhysical : ResponseModel::kTutorial; }

void ForgetComparison(LabState& state) {
    state.otherSim.reset();
    state.otherScene.reset();
    state.otherEnergy.clear();
}

// The comparison: the same scene under the other response model. It branches from the run where
// the run stands (its energy history until then is the run's own), then steps beside it with the
// same shapes, tiles and settings but the other model; a ball the user holds is held in both.
void SyncComparison(LabState& state) {
    const Scene& scene = state.doc.scene;
    if (!scene.settings.overlays.compare || !state.sim) {
        ForgetComparison(state);
        return;
    }
    if (!state.otherSim) {
        state.otherScene = std::make_shared<Scene>(scene);
        state.otherSim = std::make_shared<physics::Simulation>(*state.otherScene);
        state.otherEnergy = state.energy;
    }
    Scene& other = *state.otherScene;
    other.shapes = scene.shapes;
    other.tiles = scene.tiles;
    other.settings = scene.settings;
    other.settings.response = OtherModel(scene.settings.response);
    state.otherSim->SyncStatic();
    state.otherSim->held = state.sim->held;
    if (state.sim->held == 0 && !other.bodies.empty() && !scene.bodies.empty()) {
        other.bodies[0].circle = scene.bodies[0].circle;
        other.bodies[0].velocity = scene.bodies[0].velocity;
    }
}

constexpr double kContactsShownSeconds = 0.75;  // long enough to read a bounce's arrows

}  // namespace

void ResetPhysics(LabState& state) {
    state.sim.reset();
    state.timeline.reset();
    state.rewound = -1;
    state.shownContacts.clear();
    state.shownBodies.clear();
    state.shownContactsUntil = 0;
    state.plotTime.clear();
    state.energy.clear();
    state.momentum.clear();
    ForgetComparison(state);
    state.golf = {};
    state.running = state.doc.scene.settings.running;
}

void AdvancePhysics(LabState& state, double seconds) {
    if ((!state.running && !state.stepOnce) || state.doc.scene.bodies.empty()) return;
    if (!state.sim) {
        state.beforeRun = state.doc.scene;
        state.sim = std::make_shared<physics::Simulation>(state.doc.scene);  // steps the document's bodies
        state.timeline = std::make_shared<physics::Timeline>(kPlotSeconds);
        state.timeline->Record(*state.sim);  // the start itself: stepping back (,) reaches it exactly
    }
    physics::Simulation& sim = *state.sim;
    physics::Timeline& timeline = *state.timeline;
    if (state.rewound >= 0) {  // going on from a kept step: what came after it is written anew
        timeline.KeepUpTo(static_cast<std::size_t>(state.rewound));
        state.rewound = -1;
    }
    sim.SyncStatic();  // the editor or the panel may have changed a shape or a tile
    const bool held = std::holds_alternative<DragCircle>(state.gesture);
    sim.held = held ? 0 : -1;
    // A ball held still is at rest, whatever the last flick was (no event comes while the pointer
    // rests, so the lab's own clock tells).
    if (held && state.clock - state.pointerMovedAt > kThrowWindow) state.pointerVelocity = {};
    if (held) state.doc.scene.bodies[0].velocity = state.pointerVelocity;
    SyncComparison(state);
    const double before = sim.time();
    if (state.stepOnce) {
        sim.Step();
        timeline.Record(sim);
        if (state.otherSim) state.otherSim->Step();
        state.stepOnce = false;
    } else {
        sim.Advance(seconds * state.slowMotion, 16, [&] {
            timeline.Record(sim);
            if (state.otherSim) state.otherSim->Step();  // step for step beside the run
        });
    }
    state.simulated += sim.time() - before;
    if (!sim.contacts().empty()) {
        state.shownContacts = sim.contacts();
        state.shownBodies = state.doc.scene.bodies;
        state.shownContactsUntil = state.clock + kContactsShownSeconds;
    }
    Record(state, sim.time(), sim.KineticEnergy(), Length(sim.Momentum()));
    if (sim.holed() && !state.golf.announced) {
        state.golf.announced = true;
        state.status = GolfLine(state) + Tr(". R plays the hole again.");
        state.statusUntil = 0;
    }
    if (!sim.holed()) state.golf.announced = false;
}

void TrackPointer(LabState& state, Vec2 world, double seconds, bool fresh) {
    // A throw keeps the pointer's own speed: its move over the last 50 ms, as a person feels the
    // flick (an average over older moves would keep the start of a drag in the throw).
    constexpr double kWindow = kThrowWindow;
    auto& trail = state.pointerTrail;
    if (fresh || (!trail.empty() && seconds < trail.back().first)) trail.clear();
    if (!trail.empty() && trail.back().second == world) {
        // Not moved since (a release where the last move was): the flick stands, unless the
        // pointer has rested longer than the window.
        if (seconds - trail.back().first > kWindow) state.pointerVelocity = {};
        return;
    }
    trail.push_back({seconds, world});
    state.pointerMovedAt = state.clock;
    const double start = seconds - kWindow;
    while (trail.size() > 2 && trail[1].first <= start) trail.pop_front();
    // Where the pointer was when the window began: between the two events either side of it (no
    // event comes while the pointer rests), or the first place known when the trail is younger.
    const auto& [t0, p0] = trail.front();
    Vec2 from = p0;
    double since = t0;
    if (t0 < start && trail.size() > 1) {
        const auto& [t1, p1] = trail[1];
        from = p0 + (p1 - p0) * ((start - t0) / (t1 - t0));
        since = start;
    }
    state.pointerVelocity = seconds - since > 1e-4 ? (world - from) / (seconds - since) : Vec2{};
}

void ShowKeptStep(LabState& state, int index) {
    if (!state.sim || !state.timeline || state.timeline->empty()) return;
    const int last = static_cast<int>(state.timeline->size()) - 1;
    index = std::clamp(index, 0, last);
    state.running = false;
    state.stepOnce = false;
    const double before = state.sim->time();
    state.sim->Restore(state.timeline->at(static_cast<std::size_t>(index)));
    state.simulated += state.sim->time() - before;  // the time shown goes back with the run
    state.rewound = index;
    ForgetComparison(state);  // the comparison keeps no history: it branches again from the step shown
    // The plots end where the run now stands.
    const float now = static_cast<float>(state.sim->time());
    std::size_t keep = 0;
    while (keep < state.plotTime.size() && state.plotTime[keep] <= now + 1e-6f) ++keep;
    for (std::vector<float>* series : {&state.plotTime, &state.energy, &state.momentum}) series->resize(keep);
}

void StepBack(LabState& state) {
    if (!state.timeline || state.timeline->empty()) return;
    const int at = state.rewound >= 0 ? state.rewound : static_cast<int>(state.timeline->size()) - 1;
    ShowKeptStep(state, at - 1);
}

std::string GolfLine(const LabState& state) {
    const int par = state.doc.scene.settings.par, strokes = state.golf.strokes;
    if (state.golf.announced) {  // the ball is in the cup: the score, as long as it stays there
        if (strokes == 0) return Tr("In the cup without a stroke");  // put in by hand (editing): not a round
        const char* score = par <= 0 ? "" : strokes < par ? Tr(", under par") : strokes == par ? Tr(", par") : Tr(", over par");
        return Format(Tr("Holed in %d"), strokes) + score;
    }
    if (strokes == 0)  // before the first putt: how to make one
        return (par > 0 ? Format(Tr("Par %d"), par) + " \u00b7 " : std::string()) + Tr("drag back from the ball and release to putt");
    std::string line = Format(Tr("Stroke %d"), strokes);
    if (par > 0) line += " \u00b7 " + Format(Tr("par %d"), par);
    return line;
}

}  // namespace circlelab::app
