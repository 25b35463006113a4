package svc.command.parking;

import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.Message;
import org.axonframework.messaging.annotation.HandlerEnhancerDefinition;
import org.axonframework.messaging.annotation.MessageHandlingMember;
import org.axonframework.messaging.annotation.WrappedMessageHandlingMember;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * In a careful batch, and in an operator's retry of a parked unit, each event handler runs on a savepoint of the
 * transaction, so a handler that fails leaves nothing half written (a retry that fails again commits only the queue's
 * note of it) and, on PostgreSQL, a transaction that can still park the event and commit the rest. Plain batches take
 * no savepoint: the cost is paid only after a batch failed.
 */
final class Savepoints implements HandlerEnhancerDefinition {
    private final TransactionTemplate nested;

    Savepoints(PlatformTransactionManager transactions) {
        this.nested = new TransactionTemplate(transactions);
        this.nested.setPropagationBehavior(TransactionDefinition.PROPAGATION_NESTED);
    }

    @Override
    public <T> MessageHandlingMember<T> wrapHandler(MessageHandlingMember<T> original) {
        if (!original.canHandleMessageType(EventMessage.class)) {
            return original;
        }
        return new WrappedMessageHandlingMember<>(original) {
            @Override
            public Object handle(Message<?> message, T target) throws Exception {
                CarefulBatches.Mode mode = CarefulBatches.mode();
                if (mode == null || mode == CarefulBatches.Mode.PLAIN) {
                    return super.handle(message, target);
                }
                return onSavepoint(() -> CarefulBatches.outside(() -> super.handle(message, target)));
            }
        };
    }

    private Object onSavepoint(CarefulBatches.Handling<Object> work) throws Exception {
        Exception[] failure = new Exception[1];
        Object result = nested.execute(status -> {
            try {
                return work.run();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                status.setRollbackOnly();
                failure[0] = e;
                return null;
            }
        });
        if (failure[0] != null) {
            throw failure[0];
        }
        return result;
    }
}
