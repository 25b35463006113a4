package svc.query.api;

import com.fasterxml.jackson.databind.JsonNode;
import svc.projections.telling.TellingState;

/**
 * The Telling body, every field of the specification's table: the secret is shown only by its hint, never in full;
 * {@code failed_calls} holds the latest failed calls (each {@code at}, {@code message}, {@code try}, {@code status}
 * or {@code error}) and {@code failed_call_count} counts them all; {@code disabled} says since when and why it is
 * told nothing more, or is null; {@code id} and {@code place} say which unit it is and where it lives.
 */
public record TellingBody(String id, String tenant, String address, JsonNode kinds, String secret, int triesBound,
        JsonNode failedCalls, int failedCallCount, JsonNode disabled, String place) {
    /** The tries each message gets when the telling's registration gives none. */
    public static final int DEFAULT_TRIES = 5;

    public static TellingBody of(TellingState state) {
        return new TellingBody(state.id(), state.tenant(), state.address(), BodyTrees.of(state.kinds()),
                state.secretHint(), state.triesBound(), BodyTrees.of(state.delivery().failedCalls()),
                state.delivery().failedCallCount(), BodyTrees.of(state.delivery().disabled()), state.place());
    }
}
