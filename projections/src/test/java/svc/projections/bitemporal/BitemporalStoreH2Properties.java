package svc.projections.bitemporal;

import net.jqwik.api.PropertyDefaults;

/** The oracle properties on H2: one fresh in-memory database per property, 1,000 logs each. */
@PropertyDefaults(tries = 1000)
class BitemporalStoreH2Properties extends BitemporalStoreContract {

    @Override
    Harness database() {
        return Harness.h2();
    }

    @Override
    void release(Harness harness) {
        harness.close();
    }
}
