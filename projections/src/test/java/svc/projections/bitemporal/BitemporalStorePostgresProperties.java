package svc.projections.bitemporal;

import org.junit.jupiter.api.AfterAll;

/**
 * The oracle properties on PostgreSQL 15 (where the migration's EXCLUDE constraint also rejects overlapping rows):
 * one database for the whole class, created on first use, 100 logs per property. Skipped without PostgreSQL unless
 * {@code SVC_REQUIRE_PG=true}, when they fail.
 */
class BitemporalStorePostgresProperties extends BitemporalStoreContract {
    private static Harness shared;

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
    static void dropDatabase() {
        if (shared != null) {
            shared.close();
            shared = null;
        }
    }
}
