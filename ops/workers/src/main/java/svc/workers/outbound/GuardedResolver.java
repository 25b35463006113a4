package svc.workers.outbound;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.SystemDefaultDnsResolver;
import svc.gateway.deepen.AddressGuard;

/**
 * Resolves a host once per connection and refuses it when any address is inside the platform's network
 * ({@link AddressGuard#internal}); the client then connects to exactly the addresses checked. Checking with one
 * lookup and connecting after another would let a name that answers differently the second time (DNS rebinding)
 * reach inside.
 */
final class GuardedResolver implements DnsResolver {
    private final DnsResolver names;

    GuardedResolver(DnsResolver names) {
        this.names = names;
    }

    @Override
    public InetAddress[] resolve(String host) throws UnknownHostException {
        InetAddress[] resolved = names.resolve(host);
        for (InetAddress candidate : resolved) {
            if (AddressGuard.internal(candidate)) {
                throw new InsideTheNetwork(host, candidate);
            }
        }
        return resolved;
    }

    @Override
    public String resolveCanonicalHostname(String host) throws UnknownHostException {
        return names.resolveCanonicalHostname(host);
    }

    static DnsResolver system() {
        return SystemDefaultDnsResolver.INSTANCE;
    }
}
