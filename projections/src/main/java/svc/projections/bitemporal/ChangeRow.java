package svc.projections.bitemporal;

import static svc.sql.SqlTimes.at;

import java.time.Instant;

/** A row of {@code bt_change}: one point of a change, recorded. */
record ChangeRow(String unitId, String kind, String tenant, long seq, int sub, Instant valid, Instant recorded,
        String op)
        implements KindCopies.Row {

    /** The row's values in the order of {@link RowWrites#INSERT_CHANGE}. */
    Object[] arguments() {
        return new Object[] {unitId, kind, tenant, seq, sub, at(valid), at(recorded), op};
    }

    /** The row as a row of COPY's binary format, in the same order. */
    public void copyTo(CopyBinary out) {
        out.row(8).text(unitId).text(kind).text(tenant).int8(seq).int4(sub).time(valid).time(recorded).text(op);
    }
}
