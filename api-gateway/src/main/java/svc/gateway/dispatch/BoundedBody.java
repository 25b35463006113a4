package svc.gateway.dispatch;

import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.io.InputStream;
import svc.gateway.refusal.Refusal;

/** A call's body, read no further than the largest body a call may send, so an oversized one is refused unheld. */
public final class BoundedBody {
    private BoundedBody() {
    }

    public static byte[] read(HttpServletRequest request, long maxBody) throws IOException {
        if (request.getContentLengthLong() > maxBody) {
            throw Refusal.tooLarge(maxBody);
        }
        try (InputStream in = request.getInputStream()) {
            byte[] bytes = in.readNBytes((int) maxBody + 1);
            if (bytes.length > maxBody) {
                throw Refusal.tooLarge(maxBody);
            }
            return bytes;
        }
    }
}
