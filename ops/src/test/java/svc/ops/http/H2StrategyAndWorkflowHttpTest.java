package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** act/strategy and act/workflow on the shared H2 server. */
@SharedServer(H2)
class H2StrategyAndWorkflowHttpTest extends StrategyAndWorkflowHttpContract {
}
