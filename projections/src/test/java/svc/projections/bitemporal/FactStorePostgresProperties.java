package svc.projections.bitemporal;

/** The oracle properties for plain facts (the {@code facts} projection's fold) on PostgreSQL, 50 logs each. */
class FactStorePostgresProperties extends BitemporalStorePostgresProperties {
    @Override
    GeneratedLog.Family family() {
        return GeneratedLog.Family.FACTS;
    }

    @Override
    int tries() {
        return 50;
    }
}
