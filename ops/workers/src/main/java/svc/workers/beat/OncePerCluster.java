package svc.workers.beat;

import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;
import net.javacrumbs.shedlock.core.DefaultLockingTaskExecutor;
import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.core.LockingTaskExecutor;
import net.javacrumbs.shedlock.provider.jdbctemplate.JdbcTemplateLockProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Scheduled work that the cluster needs done once per turn, not once per node (ShedLock over
 * {@code svc_cluster_lock}, the database's own clock deciding): every node schedules the job, and the first to take
 * its row runs it and keeps the row for the turn, so the others skip. A node that dies while running leaves the row
 * to lapse after the job's longest run.
 */
@Component
public class OncePerCluster {
    private final LockingTaskExecutor executor;

    @Autowired
    OncePerCluster(DataSource database) {
        this(new JdbcTemplateLockProvider(JdbcTemplateLockProvider.Configuration.builder()
                .withJdbcTemplate(new JdbcTemplate(database))
                .withTableName("svc_cluster_lock")
                .usingDbTime()
                .build()));
    }

    OncePerCluster(LockProvider locks) {
        this.executor = new DefaultLockingTaskExecutor(locks);
    }

    /**
     * Runs {@code job} unless a node (this one too) ran it less than nine tenths of {@code turn} ago or is running it
     * now; answers whether it ran here. The tenth spared lets the node that ran last take its next turn although its
     * timer and the database's clock differ by a little. {@code longest} bounds how long a node that died while
     * running holds up the others.
     */
    public boolean run(String name, Duration turn, Duration longest, Runnable job) {
        Duration spaced = turn.multipliedBy(9).dividedBy(10);
        LockConfiguration lock = new LockConfiguration(Instant.now(), name,
                longest.compareTo(spaced) < 0 ? spaced : longest, spaced);
        try {
            LockingTaskExecutor.TaskWithResult<Boolean> ran = () -> {
                job.run();
                return true;
            };
            return executor.executeWithLock(ran, lock).wasExecuted();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("the once-per-cluster job " + name + " failed", e);
        }
    }
}
