package svc.projections;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;

/**
 * Event handlers run only in a serving process. Command-line processes ({@code ./svc grant}, {@code import}, ...)
 * append to the same log but leave projecting to the server, so they never claim its segments.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ConditionalOnProperty(name = "svc.projections.enabled", havingValue = "true", matchIfMissing = true)
public @interface ProjectionsEnabled {
}
