package svc.ops.http;

import static svc.ops.http.SharedDatabase.POSTGRES;

/**
 * The fuzz campaign on the shared PostgreSQL server. Skipped without a reachable PostgreSQL, failed instead when
 * {@code SVC_REQUIRE_PG=true}.
 */
@SharedServer(POSTGRES)
class PostgresFuzzCampaignTest extends FuzzCampaignContract {
}
