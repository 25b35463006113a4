package svc.gateway.envelope;

import jakarta.servlet.http.HttpServletRequest;
import java.security.SecureRandom;
import java.util.HexFormat;

/** The run id under which the server logs one call; the RunFilter gives every request one. */
public final class RunIds {
    static final String ATTRIBUTE = "svc.run";
    private static final SecureRandom RANDOM = new SecureRandom();

    private RunIds() {
    }

    static String next() {
        byte[] bytes = new byte[10];
        RANDOM.nextBytes(bytes);
        return "run_" + HexFormat.of().formatHex(bytes);
    }

    public static String of(HttpServletRequest request) {
        Object run = request.getAttribute(ATTRIBUTE);
        return run == null ? "none" : run.toString();
    }
}
