package svc.query.predicate;

/** A predicate that cannot be read; {@code pointer} is the JSON Pointer of the part at fault. */
public class InvalidPredicate extends RuntimeException {
    private final String pointer;

    InvalidPredicate(String pointer, String detail) {
        super(detail);
        this.pointer = pointer;
    }

    public String pointer() {
        return pointer;
    }
}
