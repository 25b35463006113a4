package svc.query.graph;

/** Scores are shown to four decimals: finer would claim a precision no name search has. */
final class Scores {
    private Scores() {
    }

    static double round(double score) {
        return Math.round(Math.max(0, Math.min(1, score)) * 10_000) / 10_000.0;
    }
}
