package svc.projections.bitemporal;

import net.jqwik.api.PropertyDefaults;

/** The oracle properties for plain facts (the {@code facts} projection's fold) on H2, 300 logs each. */
@PropertyDefaults(tries = 300)
class FactStoreH2Properties extends BitemporalStoreH2Properties {
    @Override
    GeneratedLog.Family family() {
        return GeneratedLog.Family.FACTS;
    }
}
