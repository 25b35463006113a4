package svc.projections.bitemporal;

/** The oracle properties for plain facts (the {@code facts} projection's fold) on H2, 300 logs each. */
class FactStoreH2Properties extends BitemporalStoreH2Properties {
    @Override
    GeneratedLog.Family family() {
        return GeneratedLog.Family.FACTS;
    }

    @Override
    int tries() {
        return 300;
    }
}
