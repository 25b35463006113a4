package svc.projections.bitemporal;

import org.junit.jupiter.api.AfterAll;

/** The examples on PostgreSQL: one database for the class, created on first use; skipped without PostgreSQL. */
class BitemporalStorePostgresTest extends BitemporalStoreExamples {
    private static Harness shared;

    @Override
    Harness database() {
        if (shared == null) {
            shared = Harness.postgres();
        }
        return shared;
    }

    @AfterAll
    static void dropDatabase() {
        if (shared != null) {
            shared.close();
            shared = null;
        }
    }
}
