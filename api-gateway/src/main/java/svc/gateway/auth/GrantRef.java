package svc.gateway.auth;

import java.util.List;

/** A place with the caller's permissions there and the act mode ({@code propose} or {@code run}) when it may act. */
public record GrantRef(String place, List<String> grants, String mode) {
}
