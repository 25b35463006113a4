package svc.gateway.mcp;

import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The MCP endpoint ({@code svc.mcp.*}).
 *
 * @param allowedOrigins the browser origins whose pages may call the tools; a call carrying any other Origin is
 *     refused, so no page can drive a signed-in tool
 */
@ConfigurationProperties("svc.mcp")
record McpSettings(@DefaultValue List<String> allowedOrigins) {
}
