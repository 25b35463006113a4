package svc.workers.outbound;

import java.time.Duration;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.util.Timeout;

/**
 * The HTTP client for addresses a caller gave (observation sources, webhooks, http connectors): every call the
 * platform makes to an address from outside goes through it. Unless private addresses are allowed,
 * its resolver refuses hosts inside the platform's network at the lookup the connection uses. It follows no
 * redirects and retries nothing (its users decide both), keeps no cookies, and leaves bodies as sent.
 */
public final class OutboundHttp {
    private OutboundHttp() {
    }

    public static CloseableHttpClient client(Duration connectTimeout, Duration timeout, boolean allowPrivateAddresses) {
        return client(connectTimeout, timeout, allowPrivateAddresses, systemNames());
    }

    /** Looking hosts up with {@code names} (a test's own), guarded unless private addresses are allowed. */
    public static CloseableHttpClient client(Duration connectTimeout, Duration timeout, boolean allowPrivateAddresses,
            DnsResolver names) {
        return client(connectTimeout, timeout, allowPrivateAddresses ? names : new GuardedResolver(names));
    }

    /** The system's own lookup of names. */
    public static DnsResolver systemNames() {
        return GuardedResolver.system();
    }

    private static CloseableHttpClient client(Duration connectTimeout, Duration timeout, DnsResolver resolver) {
        return HttpClients.custom()
                .setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
                        .setDnsResolver(resolver)
                        .setMaxConnTotal(64)
                        .setMaxConnPerRoute(8)
                        .setDefaultConnectionConfig(ConnectionConfig.custom()
                                .setConnectTimeout(Timeout.of(connectTimeout))
                                .setSocketTimeout(Timeout.of(timeout))
                                .build())
                        .build())
                .setDefaultRequestConfig(RequestConfig.custom().setResponseTimeout(Timeout.of(timeout)).build())
                .disableRedirectHandling()
                .disableAutomaticRetries()
                .disableCookieManagement()
                .disableContentCompression()
                .build();
    }
}
