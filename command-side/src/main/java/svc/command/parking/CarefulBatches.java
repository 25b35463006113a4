package svc.command.parking;

import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.InterceptorChain;
import org.axonframework.messaging.MessageHandlerInterceptor;
import org.axonframework.messaging.unitofwork.UnitOfWork;

/**
 * Around every event a processor handles: notes how its batch is being handled, for the savepoints and the parking
 * policy on the same thread, and marks the segment careful when the batch fails and plain again when a careful batch
 * commits ({@link CarefulSegments}).
 */
final class CarefulBatches implements MessageHandlerInterceptor<EventMessage<?>> {
    /** How the event on this thread is being handled. */
    enum Mode { PLAIN, CAREFUL, RETRY }

    private static final ThreadLocal<Mode> MODE = new ThreadLocal<>();
    private static final String SEEN = CarefulBatches.class.getName();

    private final String processor;
    private final CarefulSegments segments;

    CarefulBatches(String processor, CarefulSegments segments) {
        this.processor = processor;
        this.segments = segments;
    }

    /** The mode of the event this thread is handling, or null outside a processor's handlers. */
    static Mode mode() {
        return MODE.get();
    }

    @Override
    public Object handle(UnitOfWork<? extends EventMessage<?>> unitOfWork, InterceptorChain chain) throws Exception {
        String key = CarefulSegments.key(processor, unitOfWork);
        Mode mode = key == null ? Mode.RETRY : segments.carefully(processor, unitOfWork) ? Mode.CAREFUL : Mode.PLAIN;
        UnitOfWork<?> batch = unitOfWork.root();
        if (key != null && batch.resources().putIfAbsent(SEEN, mode) == null) {
            batch.onRollback(failed -> segments.failed(key));
            if (mode == Mode.CAREFUL) {
                batch.afterCommit(done -> segments.committed(key));
            }
        }
        Mode before = MODE.get();
        MODE.set(mode);
        try {
            return chain.proceed();
        } finally {
            restore(before);
        }
    }

    /** Runs {@code work} outside any mode: what a handler calls (a command, its aggregate's handlers) is not its own. */
    static <T> T outside(Handling<T> work) throws Exception {
        Mode before = MODE.get();
        MODE.remove();
        try {
            return work.run();
        } finally {
            restore(before);
        }
    }

    private static void restore(Mode before) {
        if (before == null) {
            MODE.remove();
        } else {
            MODE.set(before);
        }
    }

    @FunctionalInterface
    interface Handling<T> {
        T run() throws Exception;
    }
}
