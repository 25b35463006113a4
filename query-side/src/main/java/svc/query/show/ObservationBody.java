package svc.query.show;

import svc.projections.observation.ObservationState;

/** The Observation body: where it was seen, its title and what was seen in words, and its place. */
record ObservationBody(String id, String source, String title, String text, String place) {
    static ObservationBody of(ObservationState state) {
        return new ObservationBody(state.id(), state.source(), state.title(), state.text(), state.place());
    }
}
