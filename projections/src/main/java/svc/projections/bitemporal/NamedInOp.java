package svc.projections.bitemporal;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a kind's sealed {@link Change} interface: each change is kept in {@code bt_change.op} as a JSON object whose
 * {@code op} member names it, by the name its {@code @JsonSubTypes} entry gives. Every kind's rows are written so.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@JacksonAnnotationsInside
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "op")
public @interface NamedInOp {
}
