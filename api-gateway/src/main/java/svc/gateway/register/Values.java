package svc.gateway.register;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.Collection;
import java.util.function.Supplier;

/**
 * Text that must be one of the values another part of the platform names (the notices a rule can name): the schema
 * lists them as an enumeration; the rule that refuses others stays where the values are named.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE_USE, ElementType.RECORD_COMPONENT})
public @interface Values {
    Class<? extends Supplier<? extends Collection<String>>> value();
}
