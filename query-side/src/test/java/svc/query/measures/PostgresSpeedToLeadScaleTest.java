package svc.query.measures;

import svc.projections.TestDatabases;

class PostgresSpeedToLeadScaleTest extends SpeedToLeadScale {
    @Override
    String url() {
        return TestDatabases.postgresUrl();
    }
}
