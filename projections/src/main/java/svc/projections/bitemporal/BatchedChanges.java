package svc.projections.bitemporal;

import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.InterceptorChain;
import org.axonframework.messaging.MessageHandlerInterceptor;
import org.axonframework.messaging.unitofwork.UnitOfWork;

/**
 * Every event processor's batch applies its bitemporal changes together, just before its transaction commits: the
 * units of the batch are read in a few queries and written as JDBC batches, instead of several round trips per
 * event. A batch that fails is rolled back whole and handled again, as before.
 */
public final class BatchedChanges implements MessageHandlerInterceptor<EventMessage<?>> {
    private static final String RESOURCE = BatchedChanges.class.getName();

    private final BitemporalStore store;

    public BatchedChanges(BitemporalStore store) {
        this.store = store;
    }

    @Override
    public Object handle(UnitOfWork<? extends EventMessage<?>> unitOfWork, InterceptorChain chain) throws Exception {
        UnitOfWork<?> batch = unitOfWork.root();
        if (!batch.resources().containsKey(RESOURCE)) {
            BitemporalStore.Batch changes = store.begin();
            batch.resources().put(RESOURCE, changes);
            batch.onPrepareCommit(done -> changes.apply());
            batch.onCleanup(done -> changes.discard());
        }
        return chain.proceed();
    }
}
