package svc.gateway.register;

/** The input of a route whose effect is {@link Effect#CHANGES_BY_INPUT}: whether this call changes the record. */
public interface ChangingInput {
    boolean changes();
}
