package svc.command.api;

/** The unit a deepening was asked for, by id and kind. */
public record AskedBy(String id, String kind) {
}
