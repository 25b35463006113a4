package svc.projections.bitemporal;

import net.jqwik.api.PropertyDefaults;

/** The oracle properties for plain facts (the {@code facts} projection's fold) on PostgreSQL, 50 logs each. */
@PropertyDefaults(tries = 50)
class FactStorePostgresProperties extends BitemporalStorePostgresProperties {
    @Override
    GeneratedLog.Family family() {
        return GeneratedLog.Family.FACTS;
    }
}
