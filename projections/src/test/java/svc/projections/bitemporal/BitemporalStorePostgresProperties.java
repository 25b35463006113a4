package svc.projections.bitemporal;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.TestInstance;

/**
 * The oracle properties on PostgreSQL 15 (where the migration's EXCLUDE constraint also rejects overlapping rows):
 * one database for the whole class, created on first use, 100 logs per property. Skipped without PostgreSQL unless
 * {@code SVC_REQUIRE_PG=true}, when they fail.
 *
 * <p>The database belongs to the test instance, one for the class, not to a static field: a subclass runs beside
 * this class (the module's test classes run side by side) and must not share, or drop, its database.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BitemporalStorePostgresProperties extends BitemporalStoreContract {
    private Harness shared;

    @Override
    Harness database() {
        if (shared == null) {
            shared = Harness.postgres();
        }
        return shared;
    }

    @Override
    int tries() {
        return 100;
    }

    @AfterAll
    void dropDatabase() {
        if (shared != null) {
            shared.close();
            shared = null;
        }
    }
}
