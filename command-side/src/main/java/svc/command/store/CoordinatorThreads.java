package svc.command.store;

import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import org.axonframework.common.AxonThreadFactory;

/**
 * The threads of each pooled processor's coordinator, named as Axon names them, which know the processor they
 * coordinate: a coordinator opens its stream of the event store on its own thread, and the store wakes a processor
 * only for the events it takes ({@link CallingBackEventStore}).
 */
final class CoordinatorThreads {
    private static final ThreadLocal<String> PROCESSOR = new ThreadLocal<>();

    private CoordinatorThreads() {
    }

    /** The one-thread executor Axon would give the named processor's coordinator. */
    static ScheduledExecutorService of(String processor) {
        ThreadFactory named = new AxonThreadFactory("Coordinator[" + processor + "]");
        return Executors.newScheduledThreadPool(1, task -> named.newThread(() -> {
            PROCESSOR.set(processor);
            task.run();
        }));
    }

    /** The processor whose coordinator runs on this thread; empty on any other thread. */
    static Optional<String> current() {
        return Optional.ofNullable(PROCESSOR.get());
    }
}
