package svc.command.api;

import java.net.URI;
import java.net.URISyntaxException;

/** Addresses the platform will call: absolute http or https URLs with a host. */
public final class Addresses {
    private Addresses() {
    }

    /** Refuses an address the platform could not call. */
    public static void check(String address) {
        if (address == null || address.isBlank()) {
            throw new RuleBroken("absolute_http_address", "an address is required");
        }
        URI uri;
        try {
            uri = new URI(address);
        } catch (URISyntaxException e) {
            throw new RuleBroken("absolute_http_address", "the address is not a URL: " + e.getReason());
        }
        String scheme = uri.getScheme();
        if (scheme == null || !(scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https"))
                || uri.getHost() == null || uri.getHost().isBlank()) {
            throw new RuleBroken("absolute_http_address",
                    "the address must be an absolute http or https URL with a host, such as https://example.com/hook");
        }
    }
}
