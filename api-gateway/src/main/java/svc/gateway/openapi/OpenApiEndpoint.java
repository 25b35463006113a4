package svc.gateway.openapi;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import svc.gateway.wire.WireJson;

/** GET /v1/openapi.json: the document generated from the register, public like a sign-in page. */
@RestController
class OpenApiEndpoint {
    private final byte[] document;

    OpenApiEndpoint(WireJson wire) {
        this.document = wire.bytes(OpenApiDocument.build());
    }

    @GetMapping(path = "/v1/openapi.json", produces = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<byte[]> document() {
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(document);
    }
}
