package svc.query.api;

import java.time.Duration;

/** A projection could not reach the head of the log in time; the read is refused rather than answered stale. */
public class ProjectionBehind extends RuntimeException {
    public ProjectionBehind(String processor, long head, Duration patience) {
        super("projection " + processor + " did not reach log index " + head + " within " + patience);
    }

    /** The processor stopped (the process is stopping) before it reached the index. */
    public ProjectionBehind(String processor, long head) {
        super("projection " + processor + " stopped before it reached log index " + head);
    }
}
