package svc.gateway.register;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An input record of which exactly one member is given (a notification channel is an address, an e-mail address or
 * the log): its schema says so, as {@code oneOf} the members, and its reader refuses any other shape.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface ExactlyOne {
}
