package svc.gateway.deepen;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;

/**
 * Keeps a server that fetches caller-given addresses from reaching inside its own network: a host that resolves to
 * a loopback, private, link-local (cloud metadata lives there), shared or any-local address is refused.
 */
public final class AddressGuard {
    private AddressGuard() {
    }

    static void check(URI address, FetchRules rules) {
        if (rules.allowPrivateAddresses()) {
            return;
        }
        InetAddress[] resolved;
        try {
            resolved = InetAddress.getAllByName(address.getHost());
        } catch (UnknownHostException e) {
            throw new FetchFailed("the source's host " + address.getHost() + " is not known");
        }
        for (InetAddress candidate : resolved) {
            if (internal(candidate)) {
                throw new FetchFailed("the source's host " + address.getHost() + " is inside the platform's own "
                        + "network (" + candidate.getHostAddress() + "); such addresses are not fetched");
            }
        }
    }

    public static boolean internal(InetAddress address) {
        if (address.isLoopbackAddress() || address.isSiteLocalAddress() || address.isLinkLocalAddress()
                || address.isAnyLocalAddress() || address.isMulticastAddress()) {
            return true;
        }
        byte[] bytes = address.getAddress();
        if (address instanceof Inet6Address) {
            return (bytes[0] & 0xfe) == 0xfc;
        }
        return (bytes[0] & 0xff) == 100 && (bytes[1] & 0xc0) == 64;
    }
}
