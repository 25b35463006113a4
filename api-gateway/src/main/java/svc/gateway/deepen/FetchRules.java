package svc.gateway.deepen;

import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/** What the fetcher may do: how long it waits, how much it reads, which content types it keeps, where it may go. */
@Component
class FetchRules {
    private final Duration connectTimeout;
    private final Duration timeout;
    private final long maxBytes;
    private final Set<String> contentTypes;
    private final boolean allowPrivateAddresses;

    FetchRules(@Value("${svc.deepen.connect-timeout:5s}") Duration connectTimeout,
            @Value("${svc.deepen.timeout:20s}") Duration timeout,
            @Value("${svc.deepen.max-bytes:2097152}") long maxBytes,
            @Value("${svc.deepen.content-types:text/html, text/plain, text/markdown, text/csv, application/json, "
                    + "application/xhtml+xml}") String contentTypes,
            @Value("${svc.deepen.allow-private-addresses:false}") boolean allowPrivateAddresses) {
        this.connectTimeout = connectTimeout;
        this.timeout = timeout;
        this.maxBytes = maxBytes;
        this.contentTypes = Arrays.stream(contentTypes.split(","))
                .map(type -> type.trim().toLowerCase(Locale.ROOT))
                .filter(type -> !type.isEmpty())
                .collect(Collectors.toUnmodifiableSet());
        this.allowPrivateAddresses = allowPrivateAddresses;
    }

    Duration connectTimeout() {
        return connectTimeout;
    }

    Duration timeout() {
        return timeout;
    }

    long maxBytes() {
        return maxBytes;
    }

    boolean fetches(String mediaType) {
        return contentTypes.contains(mediaType);
    }

    String acceptHeader() {
        return String.join(", ", contentTypes);
    }

    boolean allowPrivateAddresses() {
        return allowPrivateAddresses;
    }

    /** The cap as a person reads it: {@code 2 MiB}, {@code 64 KiB}, or bytes. */
    String cap() {
        if (maxBytes % (1024 * 1024) == 0) {
            return maxBytes / (1024 * 1024) + " MiB";
        }
        if (maxBytes % 1024 == 0) {
            return maxBytes / 1024 + " KiB";
        }
        return maxBytes + " bytes";
    }
}
