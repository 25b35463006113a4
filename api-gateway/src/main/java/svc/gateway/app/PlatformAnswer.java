package svc.gateway.app;

import java.net.http.HttpHeaders;

/** What the platform answered a call the app passed on: status, headers and body as they came. */
public record PlatformAnswer(int status, HttpHeaders headers, byte[] body) {
    public boolean ok() {
        return status == 200;
    }
}
