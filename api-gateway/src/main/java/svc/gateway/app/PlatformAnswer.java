package svc.gateway.app;

import java.net.http.HttpHeaders;

/** What the platform answered a call the app passed on: status, headers and body as they came. */
record PlatformAnswer(int status, HttpHeaders headers, byte[] body) {
    boolean ok() {
        return status == 200;
    }
}
