package svc.query.api;

import java.util.List;

/**
 * Readings of the delay from delivery to first touch. {@code leadsRead} counts every lead of the brand read on the
 * two dates; {@code delivered} those delivered in the window by the true-on date; {@code touched} those of them
 * first touched by then.
 */
public record SpeedToLeadAnswer(int leadsRead, int delivered, int touched, List<DelayReading> readings) {
    public int untouched() {
        return delivered - touched;
    }
}
