package svc.query.api;

/** The vertical found, or null when none is (missing and out of view look alike). */
public record VerticalAnswer(FactRow vertical) {
}
