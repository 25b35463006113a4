package svc.workers.tell;

import java.time.Duration;

/** How one try went: delivered, or not with the status answered (or the error, when none was). */
record Attempt(boolean delivered, Integer status, String error, Duration retryAfter) {
    static final int GONE = 410;

    static Attempt ok() {
        return new Attempt(true, null, null, null);
    }

    static Attempt answered(int status, Duration retryAfter) {
        return status >= 200 && status < 300 ? ok() : new Attempt(false, status, null, retryAfter);
    }

    static Attempt failed(String error) {
        return new Attempt(false, null, error, null);
    }

    /** What went wrong, in a few words. */
    String trouble() {
        return error != null ? error : "answered " + status;
    }

    boolean gone() {
        return status != null && status == GONE;
    }
}
