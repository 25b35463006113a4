package svc.workers.outbound;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * A host that resolved to an address inside the platform's own network, refused before any connection. It is an
 * {@link UnknownHostException} because that is all a DNS resolver may throw; to the caller the host might as well
 * not exist.
 */
public final class InsideTheNetwork extends UnknownHostException {
    private final String host;
    private final transient InetAddress address;

    InsideTheNetwork(String host, InetAddress address) {
        super(host + " resolves to " + address.getHostAddress() + ", inside the platform's own network");
        this.host = host;
        this.address = address;
    }

    public String host() {
        return host;
    }

    public String address() {
        return address.getHostAddress();
    }
}
