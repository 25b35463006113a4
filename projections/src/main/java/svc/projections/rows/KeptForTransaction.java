package svc.projections.rows;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Answers of a processor's own table, kept until the transaction in progress ends: a processor reading the log in
 * one segment is its table's only writer while it holds the segment, so within one batch the answer changes only by
 * its own writes, which {@link #forget} the kept answers. A batch of a hundred events then asks once, not a hundred
 * times. Outside a transaction nothing is kept.
 */
public final class KeptForTransaction<K, V> {
    private final Function<K, V> read;

    public KeptForTransaction(Function<K, V> read) {
        this.read = read;
    }

    public V get(K key) {
        if (!TransactionSynchronizationManager.isSynchronizationActive()) {
            return read.apply(key);
        }
        return answers().computeIfAbsent(key, read);
    }

    /** Called by every write to the table the answers come from. */
    public void forget() {
        if (TransactionSynchronizationManager.hasResource(this)) {
            answers().clear();
        }
    }

    @SuppressWarnings("unchecked")
    private Map<K, V> answers() {
        Map<K, V> kept = (Map<K, V>) TransactionSynchronizationManager.getResource(this);
        if (kept == null) {
            Map<K, V> made = new HashMap<>();
            TransactionSynchronizationManager.bindResource(this, made);
            TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
                @Override
                public void afterCompletion(int status) {
                    TransactionSynchronizationManager.unbindResourceIfPossible(KeptForTransaction.this);
                }
            });
            return made;
        }
        return kept;
    }
}
