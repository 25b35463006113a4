package svc.projections.bitemporal;

import org.junit.jupiter.api.AfterEach;

/** The examples on a fresh in-memory H2 database each. */
class BitemporalStoreH2Test extends BitemporalStoreExamples {

    @Override
    Harness database() {
        return Harness.h2();
    }

    @AfterEach
    void closeDatabase() {
        db.close();
    }
}
