package svc.projections.bitemporal;

import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * The oracle properties on PostgreSQL 15 (where the migration's EXCLUDE constraint also rejects overlapping rows):
 * one database for the whole class, created on first use, 100 logs per property. Skipped without PostgreSQL unless
 * {@code SVC_REQUIRE_PG=true}.
 */
@PropertyDefaults(tries = 100)
class BitemporalStorePostgresProperties extends BitemporalStoreContract {
    private static Harness shared;

    @Override
    Harness database() {
        synchronized (BitemporalStorePostgresProperties.class) {
            if (shared == null) {
                shared = Harness.postgres();
            }
            return shared;
        }
    }

    @AfterContainer
    static void dropDatabase() {
        synchronized (BitemporalStorePostgresProperties.class) {
            if (shared != null) {
                shared.close();
                shared = null;
            }
        }
    }
}
