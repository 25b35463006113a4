package svc.command.api;

/** The unit does not exist, or the caller may not see it: the two are indistinguishable on purpose. */
public class UnitNotFound extends RuntimeException {
    public UnitNotFound(String kind) {
        super("no such " + kind);
    }
}
