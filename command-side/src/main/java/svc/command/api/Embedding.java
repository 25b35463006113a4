package svc.command.api;

import java.util.List;

/** A sentence embedding of a text: the model that computed it, its dimensions, and the vector. */
public record Embedding(String model, int dimensions, List<Float> vector) {
}
