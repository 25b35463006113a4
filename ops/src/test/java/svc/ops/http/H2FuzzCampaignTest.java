package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** The fuzz campaign on the shared H2 server. */
@SharedServer(H2)
class H2FuzzCampaignTest extends FuzzCampaignContract {
}
