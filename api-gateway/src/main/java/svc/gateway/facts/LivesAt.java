package svc.gateway.facts;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The places a kind of fact lives at: read before its members, so a fact in the wrong place is refused for that. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@interface LivesAt {
    Lives value();
}
