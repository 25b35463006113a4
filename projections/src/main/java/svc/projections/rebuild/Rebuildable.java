package svc.projections.rebuild;

import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.springframework.aop.support.AopUtils;
import org.springframework.core.annotation.AnnotationUtils;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A projection that {@code ./svc rebuild} may rebuild: it only writes the rows it names, and handling the log again
 * has no effect outside them. Processors with side effects (the notices outbox, the workflow runner, task endings)
 * and caches filled by calls outside the log (entity meanings) are not rebuildable.
 */
public interface Rebuildable {
    List<OwnedRows> rows();

    /** The name of the processor the projection's handlers belong to (its processing group). */
    static String nameOf(Rebuildable projection) {
        ProcessingGroup group = AnnotationUtils.findAnnotation(AopUtils.getTargetClass(projection),
                ProcessingGroup.class);
        if (group == null) {
            throw new IllegalStateException(projection.getClass() + " is rebuildable but names no processor");
        }
        return group.value();
    }

    /** What a reset does: the rows go, and the processor fills them again from the start of the log. */
    default void forget(JdbcTemplate jdbc) {
        rows().forEach(owned -> owned.delete(jdbc));
    }
}
