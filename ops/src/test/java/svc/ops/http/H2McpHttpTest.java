package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** MCP at /mcp on the shared H2 server. */
@SharedServer(H2)
class H2McpHttpTest extends McpHttpContract {
}
