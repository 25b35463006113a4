package svc.query.show;

import svc.projections.hypothesis.HypothesisState;

/** The Hypothesis body: a claim with a standing, who settled it and on what, and where it lives. */
record HypothesisBody(String id, String claim, String standing, String on, String settledBy, String place) {
    static HypothesisBody of(HypothesisState state) {
        return new HypothesisBody(state.id(), state.claim(), state.standing(), state.on(), state.settledBy(),
                state.place());
    }
}
