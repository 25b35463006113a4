package svc.projections.bitemporal;

import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.LifecycleContext;
import net.jqwik.api.lifecycle.SkipExecutionHook;
import org.opentest4j.TestAbortedException;

/**
 * The oracle properties on PostgreSQL 15 (where the migration's EXCLUDE constraint also rejects overlapping rows):
 * one database for the whole class, created on first use, 100 logs per property. Skipped without PostgreSQL unless
 * {@code SVC_REQUIRE_PG=true}, when they fail.
 */
@PropertyDefaults(tries = 100)
@AddLifecycleHook(BitemporalStorePostgresProperties.SkipWithoutPostgres.class)
class BitemporalStorePostgresProperties extends BitemporalStoreContract {
    private static Harness shared;

    private static synchronized Harness shared() {
        if (shared == null) {
            shared = Harness.postgres();
        }
        return shared;
    }

    @Override
    Harness database() {
        return shared();
    }

    @AfterContainer
    static synchronized void dropDatabase() {
        if (shared != null) {
            shared.close();
            shared = null;
        }
    }

    /**
     * jqwik reports an aborted {@code @BeforeProperty} as an error, so the JUnit assumption of
     * {@link svc.projections.TestDatabases} is turned into a jqwik skip here; with {@code SVC_REQUIRE_PG=true} the
     * database cannot be created and every property fails instead.
     */
    static class SkipWithoutPostgres implements SkipExecutionHook {
        @Override
        public SkipResult shouldBeSkipped(LifecycleContext context) {
            try {
                shared();
                return SkipResult.doNotSkip();
            } catch (TestAbortedException e) {
                return SkipResult.skip(e.getMessage());
            } catch (RuntimeException e) {
                // Thrown from a hook it would stop the whole jqwik engine (and the H2 properties with it): let each
                // property fail on its own when it opens the database.
                return SkipResult.doNotSkip();
            }
        }
    }
}
