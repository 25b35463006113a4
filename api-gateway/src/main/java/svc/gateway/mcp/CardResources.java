package svc.gateway.mcp;

import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import svc.gateway.cards.CardTemplates;
import svc.gateway.register.BodyType;
import svc.gateway.register.BodyTypes;

/** The card templates as MCP resources: {@code ui://svc/cards/<BodyType>}, an MCP Apps HTML page each. */
final class CardResources {
    private CardResources() {
    }

    static List<SyncResourceSpecification> all() {
        return CardTemplates.bodyTypes().stream().map(CardResources::of).toList();
    }

    private static SyncResourceSpecification of(String bodyType) {
        String uri = CardTemplates.uri(bodyType);
        McpSchema.Resource resource = McpSchema.Resource.builder()
                .uri(uri)
                .name(bodyType)
                .title("The " + bodyType + " card")
                .description(BodyTypes.find(bodyType).map(BodyType::description).orElse(bodyType))
                .mimeType(CardTemplates.MIME_TYPE)
                .build();
        String html = CardTemplates.html(bodyType);
        return new SyncResourceSpecification(resource, (context, request) -> new McpSchema.ReadResourceResult(
                List.of(new McpSchema.TextResourceContents(uri, CardTemplates.MIME_TYPE, html))));
    }
}
