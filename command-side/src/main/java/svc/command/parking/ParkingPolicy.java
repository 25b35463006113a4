package svc.command.parking;

import java.sql.SQLRecoverableException;
import java.sql.SQLTransientException;
import org.axonframework.messaging.deadletter.DeadLetter;
import org.axonframework.messaging.deadletter.Decisions;
import org.axonframework.messaging.deadletter.EnqueueDecision;
import org.axonframework.messaging.deadletter.EnqueuePolicy;
import org.axonframework.messaging.deadletter.ThrowableCause;
import org.axonframework.eventhandling.EventMessage;
import org.springframework.dao.RecoverableDataAccessException;
import org.springframework.dao.TransientDataAccessException;
import org.springframework.jdbc.CannotGetJdbcConnectionException;
import org.springframework.transaction.CannotCreateTransactionException;

/**
 * When an event a handler failed on is parked. In a plain batch never: the failure fails the batch, which is rolled
 * back and handled again carefully, one event on one savepoint at a time. In a careful batch, unless the failure is
 * one that passes (the database unreachable, a lock timeout): then too the batch fails and is tried again, rather than
 * parking a unit that nothing is wrong with. A dead letter retried by an operator that fails again stays parked.
 */
final class ParkingPolicy implements EnqueuePolicy<EventMessage<?>> {

    @Override
    public EnqueueDecision<EventMessage<?>> decide(DeadLetter<? extends EventMessage<?>> letter, Throwable cause) {
        CarefulBatches.Mode mode = CarefulBatches.mode();
        if (mode == CarefulBatches.Mode.PLAIN || (mode == CarefulBatches.Mode.CAREFUL && passes(cause))) {
            throw new BatchFailed(cause);
        }
        return Decisions.enqueue(ThrowableCause.truncated(cause));
    }

    static boolean passes(Throwable cause) {
        for (Throwable t = cause; t != null; t = t.getCause()) {
            if (t instanceof TransientDataAccessException || t instanceof RecoverableDataAccessException
                    || t instanceof CannotGetJdbcConnectionException || t instanceof CannotCreateTransactionException
                    || t instanceof SQLTransientException || t instanceof SQLRecoverableException) {
                return true;
            }
            if (t instanceof java.sql.SQLException sql && sql.getSQLState() != null
                    && (sql.getSQLState().startsWith("08") || sql.getSQLState().startsWith("57P"))) {
                return true;
            }
        }
        return false;
    }

    /** A handler's failure, failing its batch as it did before dead letters. */
    static final class BatchFailed extends RuntimeException {
        BatchFailed(Throwable cause) {
            super(cause.getMessage(), cause);
        }
    }
}
