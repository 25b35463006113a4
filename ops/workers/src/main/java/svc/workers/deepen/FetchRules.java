package svc.workers.deepen;

import java.time.Duration;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * What the fetcher may do ({@code svc.deepen.*}): how long it waits, how much it reads, which content types it keeps,
 * where it may go.
 *
 * @param connectTimeout how long a connection may take
 * @param timeout how long a whole fetch may take
 * @param maxBytes the most of a page read (2 MiB)
 * @param contentTypes the media types kept; others are refused
 * @param allowPrivateAddresses whether addresses inside the platform's network may be fetched (tests, one host)
 */
@ConfigurationProperties("svc.deepen")
record FetchRules(@DefaultValue("5s") Duration connectTimeout, @DefaultValue("20s") Duration timeout,
        @DefaultValue("2097152") long maxBytes,
        @DefaultValue({"text/html", "text/plain", "text/markdown", "text/csv", "application/json",
                "application/xhtml+xml"}) Set<String> contentTypes,
        boolean allowPrivateAddresses) {

    FetchRules {
        contentTypes = contentTypes.stream()
                .map(type -> type.trim().toLowerCase(Locale.ROOT))
                .filter(type -> !type.isEmpty())
                .collect(Collectors.toUnmodifiableSet());
        if (maxBytes < 1) {
            throw new IllegalArgumentException("svc.deepen.max-bytes is at least 1; got " + maxBytes);
        }
    }

    boolean fetches(String mediaType) {
        return contentTypes.contains(mediaType);
    }

    String acceptHeader() {
        return String.join(", ", contentTypes);
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
