package svc.query.api;

import java.time.Duration;

/** A projection could not reach the head of the log in time; the read is refused rather than answered stale. */
public class ProjectionBehind extends RuntimeException {
    public ProjectionBehind(String processor, long head, Duration patience) {
        super("projection " + processor + " did not reach log index " + head + " within " + patience);
    }
}
