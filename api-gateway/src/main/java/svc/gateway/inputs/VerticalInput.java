package svc.gateway.inputs;

/** read/vertical: by id, by brand, or neither (the caller's brand). */
public record VerticalInput(String vertical, String brand) {
}
