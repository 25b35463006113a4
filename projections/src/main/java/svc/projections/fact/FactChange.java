package svc.projections.fact;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.JsonNode;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;

/**
 * What a change point does to a plain fact: a statement sets its id, kind and place and the members it gives (a member
 * given as null is removed, one not given keeps its value); the end of a fact closes it. Public because readers count
 * a fact's statements (a parameter's versions).
 */
@NamedInOp
@JsonSubTypes({
        @JsonSubTypes.Type(value = FactChange.Stated.class, name = "record"),
        @JsonSubTypes.Type(value = FactChange.Ended.class, name = "end")})
public sealed interface FactChange extends Change<FactState> {
    /** {@code fields} is the JSON object of the members the statement gives, as the event gives it. */
    record Stated(String id, String kind, String place, JsonNode fields) implements FactChange {
        @Override
        public FactState applyTo(FactState state) {
            return state.stated(id, kind, place, fields);
        }
    }

    record Ended() implements FactChange {
        @Override
        public FactState applyTo(FactState state) {
            return state.ended();
        }
    }
}
