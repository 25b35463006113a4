package svc.command.api;

import java.time.Instant;

/** An observation was deepened by a task: what was fetched ({@code null} if nothing) and embedded (likewise). */
public record DeepeningMade(
        String unitId,
        String tenant,
        String id,
        String observation,
        String depth,
        AskedBy askedBy,
        String task,
        String place,
        Instant trueFrom,
        Fetched fetched,
        Embedding embedding) {
}
