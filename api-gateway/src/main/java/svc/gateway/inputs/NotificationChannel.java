package svc.gateway.inputs;

import org.hibernate.validator.constraints.URL;
import svc.gateway.register.ExactlyOne;

/** Where a rule's notices go: exactly one of an http(s) address, an e-mail address, or the service log. */
@ExactlyOne
public record NotificationChannel(@URL String address, String email, Boolean log) {
}
