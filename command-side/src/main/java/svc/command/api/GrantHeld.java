package svc.command.api;

import java.util.List;

/** What a subject holds on a place once a grant command was handled: the answer of act/grant and the invitation routes. */
public record GrantHeld(String subject, String place, List<String> grants, String mode) {
}
