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
    state.run.plotTime.push_back(static_cast<float>(time));
    state.run.energy.push_back(static_cast<float>(energy));
    state.run.momentum.push_back(static_cast<float>(momentum));
    if (state.run.otherSim) state.run.otherEnergy.push_back(static_cast<float>(state.run.otherSim->KineticEnergy()));
    std::size_t old = 0;
    while (old < state.run.plotTime.size() && state.run.plotTime[old] < time - kPlotSeconds) ++old;
    for (std::vector<float>* series : {&state.run.plotTime, &state.run.energy, &state.run.momentum, &state.run.otherEnergy})
        series->erase(series->begin(), series->begin() + static_cast<std::ptrdiff_t>(std::min(old, series->size())));
}

ResponseModel OtherModel(ResponseModel m) { return m == ResponseModel::kTutorial ? ResponseModel::kPhysical : ResponseModel::kTutorial; }

void ForgetComparison(LabState& state) {
    state.run.otherSim.reset();
    state.run.otherScene.reset();
    state.run.otherEnergy.clear();
    state.run.synced.comparison = -1;
}

// The comparison: the same scene under the other response model. It branches from the run where
// the run stands (its energy history until then is the run's own), then steps beside it with the
// same shapes, tiles and settings but the other model; a ball the user holds is held in both.
// The shapes and tiles are copied again only when the document changed since they were.
void SyncComparison(LabState& state) {
    const Scene& scene = state.doc.scene();
    if (!scene.viewer.overlays.compare || !state.run.sim) {
        ForgetComparison(state);
        return;
    }
    if (!state.run.otherSim) {
        state.run.otherScene = std::make_shared<Scene>(scene);
        state.run.otherSim = std::make_shared<physics::Simulation>(*state.run.otherScene);
        state.run.otherEnergy = state.run.energy;
        state.run.synced.comparison = state.doc.revision();
    }
    Scene& other = *state.run.otherScene;
    other.settings = scene.settings;  // overlays and the like change without an edit: small, copied each frame
    other.settings.response = OtherModel(scene.settings.response);
    if (state.run.synced.comparison != state.doc.revision()) {
        other.shapes = scene.shapes;
        other.tiles = scene.tiles;
        state.run.otherSim->SyncStatic();
        state.run.synced.comparison = state.doc.revision();
        ++state.run.synced.resyncs;
    }
    state.run.otherSim->held = state.run.sim->held;
    if (state.run.sim->held == 0 && !other.bodies.empty() && !scene.bodies.empty()) {
        other.bodies[0].circle = scene.bodies[0].circle;
        other.bodies[0].velocity = scene.bodies[0].velocity;
    }
}

constexpr double kContactsShownSeconds = 0.75;  // long enough to read a bounce's arrows

}  // namespace

void ResetPhysics(LabState& state) {
    state.run.sim.reset();
    state.run.timeline.reset();
    state.run.rewound = -1;
    state.run.shownContacts.clear();
    state.run.shownBodies.clear();
    state.run.shownContactsUntil = 0;
    state.run.plotTime.clear();
    state.run.energy.clear();
    state.run.momentum.clear();
    ForgetComparison(state);
    state.run.synced.run = -1;
    state.run.golf = {};
    state.run.running = state.doc.scene().settings.running;
}

void AdvancePhysics(LabState& state, double seconds) {
    if ((!state.run.running && !state.run.stepOnce) || state.doc.scene().bodies.empty()) return;
    if (!state.run.sim) {
        state.run.beforeRun = state.doc.scene();
        state.run.sim = std::make_shared<physics::Simulation>(state.doc.ForRun());  // steps the document's bodies
        state.run.synced.run = state.doc.revision();
        state.run.timeline = std::make_shared<physics::Timeline>(kPlotSeconds);
        state.run.timeline->Record(*state.run.sim);  // the start itself: stepping back (,) reaches it exactly
    }
    physics::Simulation& sim = *state.run.sim;
    physics::Timeline& timeline = *state.run.timeline;
    if (state.run.rewound >= 0) {  // going on from a kept step: what came after it is written anew
        timeline.KeepUpTo(static_cast<std::size_t>(state.run.rewound));
        state.run.rewound = -1;
    }
    if (state.run.synced.run != state.doc.revision()) {  // an edit may have changed a shape or a tile
        sim.SyncStatic();
        state.run.synced.run = state.doc.revision();
        ++state.run.synced.resyncs;
    }
    const bool held = std::holds_alternative<DragCircle>(state.input.gesture);
    sim.held = held ? 0 : -1;
    // A ball held still is at rest, whatever the last flick was (no event comes while the pointer
    // rests, so the lab's own clock tells).
    if (held && state.clock - state.input.pointerMovedAt > kThrowWindow) state.input.pointerVelocity = {};
    if (held) state.doc.Bodies()[0].velocity = state.input.pointerVelocity;
    SyncComparison(state);
    const double before = sim.time();
    if (state.run.stepOnce) {
        sim.Step();
        timeline.Record(sim);
        if (state.run.otherSim) state.run.otherSim->Step();
        state.run.stepOnce = false;
    } else {
        sim.Advance(seconds * state.run.slowMotion, 16, [&] {
            timeline.Record(sim);
            if (state.run.otherSim) state.run.otherSim->Step();  // step for step beside the run
        });
    }
    state.run.simulated += sim.time() - before;
    if (!sim.contacts().empty()) {
        state.run.shownContacts = sim.contacts();
        state.run.shownBodies = state.doc.scene().bodies;
        state.run.shownContactsUntil = state.clock + kContactsShownSeconds;
    }
    Record(state, sim.time(), sim.KineticEnergy(), Length(sim.Momentum()));
    if (sim.holed() && !state.run.golf.announced) {
        state.run.golf.announced = true;
        state.status = GolfLine(state.doc.scene().settings, state.run.golf) + Tr(". R plays the hole again.");
        state.statusUntil = 0;
    }
    if (!sim.holed()) state.run.golf.announced = false;
}

void TrackPointer(LabState& state, Vec2 world, double seconds, bool fresh) {
    // A throw keeps the pointer's own speed: its move over the last 50 ms, as a person feels the
    // flick (an average over older moves would keep the start of a drag in the throw).
    constexpr double kWindow = kThrowWindow;
    auto& trail = state.input.pointerTrail;
    if (fresh || (!trail.empty() && seconds < trail.back().first)) trail.clear();
    if (!trail.empty() && trail.back().second == world) {
        // Not moved since (a release where the last move was): the flick stands, unless the
        // pointer has rested longer than the window.
        if (seconds - trail.back().first > kWindow) state.input.pointerVelocity = {};
        return;
    }
    trail.push_back({seconds, world});
    state.input.pointerMovedAt = state.clock;
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
    state.input.pointerVelocity = seconds - since > 1e-4 ? (world - from) / (seconds - since) : Vec2{};
}

void ShowKeptStep(LabState& state, int index) {
    if (!state.run.sim || !state.run.timeline || state.run.timeline->empty()) return;
    const int last = static_cast<int>(state.run.timeline->size()) - 1;
    index = std::clamp(index, 0, last);
    state.run.running = false;
    state.run.stepOnce = false;
    const double before = state.run.sim->time();
    state.run.sim->Restore(state.run.timeline->at(static_cast<std::size_t>(index)));
    state.run.simulated += state.run.sim->time() - before;  // the time shown goes back with the run
    state.run.rewound = index;
    ForgetComparison(state);  // the comparison keeps no history: it branches again from the step shown
    // The plots end where the run now stands.
    const float now = static_cast<float>(state.run.sim->time());
    std::size_t keep = 0;
    while (keep < state.run.plotTime.size() && state.run.plotTime[keep] <= now + 1e-6f) ++keep;
    for (std::vector<float>* series : {&state.run.plotTime, &state.run.energy, &state.run.momentum}) series->resize(keep);
}

void StepBack(LabState& state) {
    if (!state.run.timeline || state.run.timeline->empty()) return;
    const int at = state.run.rewound >= 0 ? state.run.rewound : static_cast<int>(state.run.timeline->size()) - 1;
    ShowKeptStep(state, at - 1);
}

std::string GolfLine(const Settings& settings, const PhysicsRun::Golf& golf) {
    const int par = settings.par, strokes = golf.strokes;
    if (golf.announced) {  // the ball is in the cup: the score, as long as it stays there
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
