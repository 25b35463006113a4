package svc.gateway.register;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a member an input keeps as JSON because its reader needs it as given (a fact: a member given as null is not one
 * left out): the type that reader reads it as, and the record of members read beside it, which its schema shows.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE_USE)
public @interface ReadAs {
    Class<?> value();

    /** Members read beside the type's own ({@code Void} for none). */
    Class<?> beside() default Void.class;
}
