package svc.ops.bench;

import java.io.IOException;
import java.nio.file.Files;

/** What one server's memory came to over its part of the run, and the larger of two such. */
record Memory(long heap, long samples, long resident, boolean outOfMemory, long failures, String lastFailure) {

    static Memory of(MemoryWatch watch, ServerProcess server) throws IOException {
        return new Memory(watch.mostHeapUsedBytes(), watch.samples(), server.peakResidentBytes().orElse(-1L),
                Files.readString(server.log()).contains("OutOfMemoryError"), watch.failures(), watch.lastFailure());
    }

    Memory with(Memory other) {
        return new Memory(Math.max(heap, other.heap), samples + other.samples, Math.max(resident, other.resident),
                outOfMemory || other.outOfMemory, failures + other.failures,
                other.failures > 0 ? other.lastFailure : lastFailure);
    }
}
