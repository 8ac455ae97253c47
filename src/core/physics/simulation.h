// The physics of a scene: circles (bodies) moving among static shapes and tiles, at a fixed time
// step (120 Hz by default) fed by an accumulator, with gravity, damping and one of two response
// models (response.h). Godfrey's tutorial model moves every ball through the step by time of
// impact (SweepBodies, tutorial_step.cpp) and answers each contact as he published. The physical
// model takes a soft step (soft_step.cpp, contact_solver.h): its contacts found once a step, solved
// in sub-steps with Coulomb friction and rolling, restitution once at the end, and sleeping islands
// (islands.cpp, sleep.h). Neither lets a ball tunnel through a shape or tile at any speed
// (speculative contacts, and conservative advancement for fast balls: see MoveBody) or through
// another ball (time of impact in the tutorial model; speculative contacts on the normal they meet
// along in the physical one).
#pragma once

#include <functional>

#include <optional>
#include <vector>

#include "core/collide/prepared_shape.h"
#include "core/physics/contact_solver.h"
#include "core/scene/scene.h"
#include "core/physics/body_grid.h"
#include "core/physics/pair_cache.h"
#include "core/physics/static_grid.h"
#include "core/physics/tile_surface.h"

namespace circlelab::physics {

/// One contact of the last step, for the contact arrows.
struct ContactEvent {
    int body = -1;
    Vec2 resolution;     ///< how far the body was moved out
    Vec2 impulse;        ///< the body's change of momentum (physical) or Godfrey's impulse vector (tutorial)
};

/// Everything a step depends on: the bodies and the simulation's own clock and rules' state.
struct SimulationState {
    long steps = 0;
    double accumulator = 0;
    bool holed = false;
    std::vector<Body> bodies;
    // The contacts of the last step with their impulses (warm starting: the next step starts from
    // them), and how many bodies there were then.
    std::vector<RestingContact> contacts;
    int contactBodies = -1;
    long staticBuild = 0;  ///< the static world the contacts' shape indices belong to
};

class Simulation {
public:
    /// Steps `scene`'s bodies in place (the lab's document, say), reading its settings at every
    /// step; the scene must outlive the simulation. Bodies may be added, removed or changed freely.
    explicit Simulation(Scene& scene, double rate = 120.0);
    Simulation(Scene&&, double = 120.0) = delete;  // a temporary scene would be gone before the first step

    const Scene& scene() const { return scene_; }
    Scene& scene() { return scene_; }
    /// Rebuilds the static world (shapes and tiles, prepared and gridded) when the scene's shapes
    /// or tile map differ from the ones it was built from; returns whether it did.
    bool SyncStatic();

    /// One fixed step of 1/rate seconds.
    void Step();
    /// Runs as many fixed steps as `seconds` of simulated time hold (the remainder is kept for the
    /// next call), at most `maxSteps`. Returns the steps taken.
    int Advance(double seconds, int maxSteps = 16, const std::function<void()>& afterStep = {});

    long steps() const { return steps_; }
    double time() const { return steps_ * dt_; }
    /// The contacts of the last step (the lab's arrows). The soft step's are read from its
    /// contacts when first asked for, not by every step: a run that never draws them (`simulate`)
    /// does not make them.
    const std::vector<ContactEvent>& contacts() {
        if (reportsPending_) ReportContacts();
        return contacts_;
    }

    /// Mini-golf: the first body dropped into the scene's cup and stays there until it is moved
    /// or struck again.
    bool holed() const { return holed_; }

    /// The state after the last step; Restore puts it back, and the steps after it are then the
    /// same as the first time (the static world is rebuilt from the scene as before).
    SimulationState Save() const;
    void Restore(const SimulationState& state);

    /// Σ (½ m v² + ½ I ω²) and Σ m v over the bodies that move (solid discs: I = ½ m r²).
    double KineticEnergy() const;
    Vec2 Momentum() const;

    /// A body the user holds: it follows the pointer (set its position and velocity), is not
    /// integrated, and meets other bodies as if of infinite mass. -1: none.
    int held = -1;

private:
    struct Static {
        Shape shape;
        PreparedShape prepared;           // the shape made ready for the many queries of a run
        int index;                        // into AllShapes
        std::optional<TileCell> tile;     // for tiles: their cell, for the surface rules
    };
    void Candidates(Vec2 lo, Vec2 hi, std::vector<int>& out);
    /// The contact of `c` with a shape or tile; for a tile within `surfaceWithin` px of touching,
    /// as the tile map's surface sees it (SurfaceContact).
    std::optional<Contact> ContactWith(const Static& s, const Circle& c, double surfaceWithin = 1.0) const;
    bool Moves(int body) const {
        const Body& b = scene_.bodies[body];
        return !(b.fixed || b.asleep || body == held || (body == 0 && holed_));
    }
    void MoveBody(int index, double duration);
    bool WakeWhereDisturbed();
    bool Stirs();
    void Respond(int body, int otherBody, int shape, const Contact& c);

    // Godfrey's tutorial model (tutorial_step.cpp).
    void FindSweptPairs();
    void PushImpact(int pair);
    void SweepBodies();
    void StopAtPendingImpacts();
    void CollideBodies();

    // The physical model's soft step (soft_step.cpp).
    void StepPhysical(double keep, double roll, bool rollsEverywhere);
    bool PrepareBodies();
    void ReportContacts();
    void FindContacts();
    void AddShapeContacts(int k);
    void AddBodyContact(int k, int l);
    void AddContact(int k, int l, int shape, Vec2 normal, double gap);
    void IntegratePositions(double h);
    void FinishStep(double roll, bool rollsEverywhere);
    void ReportContact(const SoftContact& c, const RestingContact& key, double gap);
    // Sleeping islands (islands.cpp).
    void FileSleepers();
    void WakeTouchedIslands();
    void WakeIslandOf(int body);
    Vec2 Pace(int body) const;

    void RebuildStatic();

    Scene& scene_;
    std::vector<Shape> builtShapes_;     // what the static world was built from
    std::optional<TileMap> builtTiles_;
    double dt_;
    long steps_ = 0;
    double accumulator_ = 0;
    bool holed_ = false;
    // The last step's contact events; the soft step's reports are appended on the first read
    // after it (reportsPending_), from its contacts, which stay until the next step.
    std::vector<ContactEvent> contacts_;
    bool reportsPending_ = false;
    std::vector<Static> statics_;
    StaticGrid staticGrid_;        // the static shapes' broad phase
    std::vector<int> candidates_;  // reused by every sweep: no allocation in the step
    // Ball–ball sweeps of one tutorial step (SweepBodies): each body's own time within the step,
    // the pairs whose swept boxes meet, each body's pairs (pairsOf_[pairStart_[i] .. pairStart_[i +
    // 1]]), and the pending impacts. Rebuilt every step, so nothing of it outlives a step.
    struct SweptPair {
        int a, b;
        int stamp = 0;              // an impact is stale once its pair's stamp moved on
        double resolvedAt = -1;     // the time within the step this pair last met
    };
    struct Impact {
        double time;
        int pair;
        int stamp;
        bool operator>(const Impact& o) const { return time > o.time || (time == o.time && pair > o.pair); }
    };
    std::vector<double> clock_;
    std::vector<double> until_;     // each body: how far into the step it may move (StopAtPendingImpacts)
    std::vector<SweptPair> pairs_;
    std::vector<int> pairStart_, pairsOf_, fill_;
    std::vector<Impact> impacts_;  // a min-heap on (time, pair)
    BodyGrid bodyGrid_;             // the ball–ball broad phase of both models
    std::vector<Aabb> boxes_;
    std::vector<BoxPair> near_;
    PairCache pairCache_;           // the soft step's, kept from step to step

    // The soft step's flat arrays, reused from step to step. The bodies that take part in a step
    // (awake, fixed or held) are its solver bodies: members_[k] is the scene's index of solver body
    // k, solverOf_[i] the solver body of scene body i (-1: asleep, not in the step).
    std::vector<int> members_, solverOf_;
    std::vector<SolverBody> solverBodies_;
    std::vector<Vec2> startAt_;           // each solver body where the step began
    std::vector<Vec2> pace_;              // and its mean velocity over the step, as foreseen
    std::vector<double> speed_;           // the length of its pace, taken once (each of its pairs reads it)
    std::vector<double> reach_;           // how far it may move before meeting a shape not among its contacts
    std::vector<double> radius_, friction_, elasticity_;  // its ball's, read where the contacts are made
    struct NearShapes {
        Aabb box;                         // every shape whose box may meet it (the static grid's answer),
        long build = -1;                  // in this build of the static world,
        std::vector<int> shapes;          // sorted
    };
    std::vector<NearShapes> nearShapes_;  // each scene ball's (AddShapeContacts)
    std::vector<SoftContact> soft_;       // the step's contacts
    std::vector<int> shapeContacts_;      // solver body k's contacts with shapes: soft_[shapeContacts_[2k] .. shapeContacts_[2k + 1]]
    LastMix normalMass_, tangentMass_, mixedFriction_;  // AddContact's last mixes of two bodies
    double strikes_ = 0;                  // the sub-steps the fastest strike of two balls in the step asks for
    std::vector<RestingContact> keys_;    // each contact's bodies and shape, by scene index (warm starting)
    std::vector<RestingContact> carried_; // the last step's impulses, sorted by key
    std::vector<RestingContact> merged_;  // the next carried_, while it is made
    int restingBodies_ = -1;              // the bodies carried_ was made for: another count drops it
    long staticBuilds_ = 0;               // how often the static world was built: its shape indices' era
    std::vector<char> rolls_;      // each body: touching something at the end of the step
    std::vector<std::pair<int, int>> sleepPairs_;
    std::vector<int> sleepScratch_;
    Vec2 sleptUnder_;              // the gravity of the last step: a change wakes every ball
    // The sleeping balls filed in a grid of their own (islands.cpp), filed again only when which
    // balls sleep, or where, changes: a sleeping pile costs a look at each ball a step.
    StaticGrid sleepGrid_;
    std::vector<int> sleepers_;           // the scene index of each ball filed
    std::vector<Vec2> sleptAt_;           // where it was filed
    std::vector<Aabb> sleepBoxes_;
    std::vector<double> sleepSizes_;
    std::vector<int> found_, neighbours_, wakeStack_;
};

}  // namespace circlelab::physics
