package svc.projections.bitemporal;

import static svc.sql.SqlTimes.at;

import java.time.Instant;

/** A row of {@code bt_change}: one point of a change, recorded. */
record ChangeRow(String unitId, String kind, String tenant, long seq, int sub, Instant valid, Instant recorded,
        String op) {

    /** The row's values in the order of {@link RowWrites#INSERT_CHANGE}. */
    Object[] arguments() {
        return new Object[] {unitId, kind, tenant, seq, sub, at(valid), at(recorded), op};
    }

    /** The row as a line of COPY's text format, in the same order. */
    void line(StringBuilder out) {
        CopyText.text(out, unitId).append('\t');
        CopyText.text(out, kind).append('\t');
        CopyText.text(out, tenant).append('\t');
        out.append(seq).append('\t').append(sub).append('\t');
        CopyText.time(out, valid).append('\t');
        CopyText.time(out, recorded).append('\t');
        CopyText.text(out, op).append('\n');
    }
}
