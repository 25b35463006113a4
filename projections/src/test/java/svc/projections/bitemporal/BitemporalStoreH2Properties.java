package svc.projections.bitemporal;

/** The oracle properties on H2: one fresh in-memory database per property, 1,000 logs each. */
class BitemporalStoreH2Properties extends BitemporalStoreContract {

    @Override
    Harness database() {
        return Harness.h2();
    }

    @Override
    int tries() {
        return 1000;
    }

    @Override
    void release(Harness harness) {
        harness.close();
    }
}
