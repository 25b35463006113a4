package svc.projections.bitemporal;

import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.InterceptorChain;
import org.axonframework.messaging.MessageHandlerInterceptor;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import svc.command.parking.CarefulSegments;

/**
 * Every event processor's batch applies its bitemporal changes together, just before its transaction commits: the
 * units of the batch are read in a few queries and written as JDBC batches, instead of several round trips per
 * event. A batch that fails is rolled back whole and handled again carefully ({@link CarefulSegments}): then each
 * event's changes are written by its own handler, on its own savepoint, so that the event that fails is the one parked.
 */
public final class BatchedChanges implements MessageHandlerInterceptor<EventMessage<?>> {
    private static final String RESOURCE = BatchedChanges.class.getName();

    private final BitemporalStore store;
    private final String processor;
    private final CarefulSegments careful;

    public BatchedChanges(BitemporalStore store, String processor, CarefulSegments careful) {
        this.store = store;
        this.processor = processor;
        this.careful = careful;
    }

    @Override
    public Object handle(UnitOfWork<? extends EventMessage<?>> unitOfWork, InterceptorChain chain) throws Exception {
        UnitOfWork<?> batch = unitOfWork.root();
        if (careful.oneAtATime(processor, unitOfWork)) {
            return chain.proceed();
        }
        if (!batch.resources().containsKey(RESOURCE)) {
            BitemporalStore.Batch changes = store.begin();
            batch.resources().put(RESOURCE, changes);
            batch.onPrepareCommit(done -> changes.apply());
            batch.onCleanup(done -> changes.discard());
        }
        return chain.proceed();
    }
}
