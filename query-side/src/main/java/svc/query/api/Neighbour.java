package svc.query.api;

/**
 * One member one hop away: the entity at the other end (its name and kind null when that entity is not known on the
 * dates), the connection that links them, its role, and {@code direction}: {@code out} when the entity asked about
 * is the connection's {@code from}, {@code in} when it is its {@code to}.
 */
public record Neighbour(String entity, String name, String entityKind, String connection, String role,
        String direction) {
}
