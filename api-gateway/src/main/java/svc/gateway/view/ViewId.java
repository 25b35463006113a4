package svc.gateway.view;

import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/** The id a view is kept under, beside its definition; none given, one is made from the strategy and the definition. */
public record ViewId(@Size(min = 1, max = 200) @Pattern(regexp = "[^/]*", message = "has no '/'") String id) {
}
