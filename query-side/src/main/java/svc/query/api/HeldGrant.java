package svc.query.api;

import java.util.Set;

/** Grants held on one place, reaching every place nested below it. */
public record HeldGrant(String place, Set<String> grants, String mode) {
}
