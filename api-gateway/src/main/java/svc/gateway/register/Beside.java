package svc.gateway.register;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a type read by the member its {@code @JsonTypeInfo} names: the record of the members every one of its kinds has
 * beside its own (a fact's id, place and times), which its schema shows in each kind.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Beside {
    Class<? extends Record> value();
}
