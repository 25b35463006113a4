package svc.gateway.deepen;

import java.net.Inet6Address;
import java.net.InetAddress;

/**
 * Which addresses are inside the platform's own network, where a server that calls caller-given addresses must not
 * go: loopback, private, link-local (cloud metadata lives there), shared, any-local and multicast.
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
        if (address instanceof Inet6Address) {
            return (bytes[0] & 0xfe) == 0xfc;
        }
        return (bytes[0] & 0xff) == 100 && (bytes[1] & 0xc0) == 64;
    }
}
