package svc.ops.process;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Ports for the processes a test starts (servers, a private PostgreSQL), which must be named before the process
 * binds them. They are taken below the kernel's ephemeral range (32768 and up here), which no port-0 listener and no
 * outgoing connection is ever given, from a block of this test JVM's own ({@code svc.test.fork}, the fork number
 * Maven gives it): so no other listener takes a port between its choice and its bind. A port of the block that is
 * already bound (a process left over from an interrupted run) is passed over.
 */
final class TestPorts {
    private static final int FIRST = 20_000;
    private static final int BLOCK = 1_000;
    private static final int FORK = Integer.getInteger("svc.test.fork", 1);
    private static final AtomicInteger NEXT = new AtomicInteger(FIRST + (FORK - 1) % 10 * BLOCK);

    private TestPorts() {
    }

    static int next() {
        int end = FIRST + ((FORK - 1) % 10 + 1) * BLOCK;
        for (int port = NEXT.getAndIncrement(); port < end; port = NEXT.getAndIncrement()) {
            if (bindable(port)) {
                return port;
            }
        }
        throw new IllegalStateException("every test port of fork " + FORK + " is taken");
    }

    private static boolean bindable(int port) {
        try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
