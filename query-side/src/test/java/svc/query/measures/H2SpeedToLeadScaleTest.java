package svc.query.measures;

import svc.projections.TestDatabases;

class H2SpeedToLeadScaleTest extends SpeedToLeadScale {
    @Override
    String url() {
        return TestDatabases.h2Url();
    }
}
