package svc.query.api;

import java.time.Instant;

/** The basis of a vertical's stock count: the stock's own basis text, and where and since when the count is held. */
public final class StockBasis {
    private StockBasis() {
    }

    /** {@code own} null when the stock gives none; {@code trueFrom} null when the date is not at hand (read/unit). */
    public static String of(String own, String vertical, Instant trueFrom) {
        String given = own == null || own.isBlank() ? "given by a caller" : "given by a caller: " + own;
        return given + "; recorded with vertical " + vertical + (trueFrom == null ? "" : ", true from " + trueFrom);
    }
}
