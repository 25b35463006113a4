package svc.gateway.deepen;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Optional;

/**
 * Which addresses are inside the platform's own network, where a server that calls caller-given addresses must not
 * go: loopback, private, link-local (cloud metadata lives there), shared, "this network", any-local and multicast,
 * and an IPv4 address written as IPv6 (mapped or compatible) when the IPv4 address is one of those.
 */
public final class AddressGuard {
    private AddressGuard() {
    }

    public static boolean internal(InetAddress address) {
        if (address.isLoopbackAddress() || address.isSiteLocalAddress() || address.isLinkLocalAddress()
                || address.isAnyLocalAddress() || address.isMulticastAddress()) {
            return true;
        }
        byte[] bytes = address.getAddress();
        if (address instanceof Inet6Address v6) {
            return v6.isIPv4CompatibleAddress() ? internal(ipv4(Arrays.copyOfRange(bytes, 12, 16)))
                    : (bytes[0] & 0xfe) == 0xfc;
        }
        return (bytes[0] & 0xff) == 0 || ((bytes[0] & 0xff) == 100 && (bytes[1] & 0xc0) == 64);
    }

    /**
     * The address inside the platform's network that the host of {@code url} is or resolves to, if any: what an
     * address given at installation is checked with before anything is recorded. A host not known (yet) is not
     * refused here; the call, which looks it up again through the guarded client, is.
     */
    public static Optional<InetAddress> insideAt(String url) {
        String host;
        try {
            host = URI.create(url).getHost();
        } catch (IllegalArgumentException notAUrl) {
            // Not a URL at all: the record's own rule for addresses refuses it, naming the rule.
            return Optional.empty();
        }
        if (host == null) {
            return Optional.empty();
        }
        try {
            return Arrays.stream(InetAddress.getAllByName(host)).filter(AddressGuard::internal).findFirst();
        } catch (UnknownHostException notKnown) {
            return Optional.empty();
        }
    }

    private static InetAddress ipv4(byte[] bytes) {
        try {
            return InetAddress.getByAddress(bytes);
        } catch (UnknownHostException e) {
            throw new IllegalStateException("four bytes are an IPv4 address", e);
        }
    }
}
