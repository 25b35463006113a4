package svc.projections.bitemporal;

import static svc.sql.SqlTimes.at;

import java.time.Instant;

/** A row of {@code bt_unit} as a batch of changes writes it, every column. */
record UnitRow(String unitId, String kind, String tenant, String place, Instant validFrom, Instant validTo,
        Instant sysFrom, Instant sysTo, long createdSeq, Long closedSeq, boolean present, String state)
        implements KindCopies.Row {

    UnitRow closed(Instant at, long seq) {
        return new UnitRow(unitId, kind, tenant, place, validFrom, validTo, sysFrom, at, createdSeq, seq, present,
                state);
    }

    /** The row's values in the order of {@link RowWrites#INSERT_UNIT}. */
    Object[] arguments() {
        return new Object[] {unitId, kind, tenant, place, at(validFrom), at(validTo), at(sysFrom), at(sysTo),
                createdSeq, closedSeq, present, state};
    }

    /** The row as a row of COPY's binary format, in the same order. */
    public void copyTo(CopyBinary out) {
        out.row(12).text(unitId).text(kind).text(tenant).text(place).time(validFrom).time(validTo).time(sysFrom)
                .time(sysTo).int8(createdSeq).int8(closedSeq).bool(present).text(state);
    }
}
