package svc.query;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import svc.command.api.UnitKind;

/**
 * What a query handler's answer is read from, so that the query waits for those projections before it is handled
 * (read-your-writes: an answer never comes from a projection behind a change committed before the query was sent).
 * The wait happens when the query is sent, before the query bus begins its transaction ({@link AwaitedQueries}), and
 * is named by unit kind: which processor keeps a kind is the projections' own business.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Awaits {
    /** Kinds whose projections must have handled the whole log. */
    UnitKind[] value() default {};

    /** The answer is one unit's ({@link svc.query.api.UnitQuery}): its projection need only have handled its events. */
    boolean itsUnit() default false;

    /** The answer reads units of the kind the query names ({@link svc.query.api.KindQuery}), over the whole log. */
    boolean itsKind() default false;

    /**
     * When the query asks by meaning ({@link svc.query.api.MeaningQuery}), the answer reads the embeddings of entity
     * names as well, which the entity-meanings projection keeps over the whole log.
     */
    boolean meaningsWhenAsked() default false;
}
