package svc.projections.bitemporal;

import static svc.sql.SqlTimes.at;

import java.time.Instant;

/** A row of {@code bt_unit} as a batch of changes writes it, every column. */
record UnitRow(String unitId, String kind, String tenant, String place, Instant validFrom, Instant validTo,
        Instant sysFrom, Instant sysTo, long createdSeq, Long closedSeq, boolean present, String state) {

    UnitRow closed(Instant at, long seq) {
        return new UnitRow(unitId, kind, tenant, place, validFrom, validTo, sysFrom, at, createdSeq, seq, present,
                state);
    }

    /** The row's values in the order of {@link RowWrites#INSERT_UNIT}. */
    Object[] arguments() {
        return new Object[] {unitId, kind, tenant, place, at(validFrom), at(validTo), at(sysFrom), at(sysTo),
                createdSeq, closedSeq, present, state};
    }

    /** The row as a line of COPY's text format, in the same order. */
    void line(StringBuilder out) {
        CopyText.text(out, unitId).append('\t');
        CopyText.text(out, kind).append('\t');
        CopyText.text(out, tenant).append('\t');
        CopyText.text(out, place).append('\t');
        CopyText.time(out, validFrom).append('\t');
        CopyText.time(out, validTo).append('\t');
        CopyText.time(out, sysFrom).append('\t');
        CopyText.time(out, sysTo).append('\t');
        out.append(createdSeq).append('\t');
        (closedSeq == null ? out.append("\\N") : out.append(closedSeq.longValue())).append('\t');
        out.append(present ? 't' : 'f').append('\t');
        CopyText.text(out, state).append('\n');
    }
}
