package svc.query.predicate;

import java.util.Arrays;
import java.util.Optional;

/** How a field is compared with the value a predicate gives. */
enum Operator {
    EQ("eq"), NE("ne"), LT("lt"), LTE("lte"), GT("gt"), GTE("gte"), IN("in"), CONTAINS("contains"),
    STARTS_WITH("starts_with");

    private final String wire;

    Operator(String wire) {
        this.wire = wire;
    }

    String wire() {
        return wire;
    }

    static Optional<Operator> of(String wire) {
        return Arrays.stream(values()).filter(op -> op.wire.equals(wire)).findFirst();
    }

    boolean ordering() {
        return this == LT || this == LTE || this == GT || this == GTE;
    }
}
