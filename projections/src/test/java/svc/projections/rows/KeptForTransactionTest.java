package svc.projections.rows;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionSynchronizationUtils;

class KeptForTransactionTest {
    private final List<String> reads = new ArrayList<>();
    private final KeptForTransaction<String, String> kept = new KeptForTransaction<>(key -> {
        reads.add(key);
        return key + reads.size();
    });

    @AfterEach
    void noTransactionLeftOpen() {
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            end();
        }
    }

    @Test
    void aKeyIsReadOnceInATransaction() {
        begin();
        assertThat(kept.get("acme")).isEqualTo("acme1");
        assertThat(kept.get("acme")).isEqualTo("acme1");
        assertThat(kept.get("globex")).isEqualTo("globex2");
        assertThat(reads).containsExactly("acme", "globex");
    }

    @Test
    void aWriteMakesTheNextGetReadAgain() {
        begin();
        kept.get("acme");
        kept.forget();
        assertThat(kept.get("acme")).isEqualTo("acme2");
    }

    @Test
    void theNextTransactionReadsAgain() {
        begin();
        kept.get("acme");
        end();
        assertThat(TransactionSynchronizationManager.hasResource(kept)).isFalse();
        begin();
        assertThat(kept.get("acme")).isEqualTo("acme2");
    }

    @Test
    void outsideATransactionEveryGetReads() {
        kept.get("acme");
        kept.get("acme");
        kept.forget();
        assertThat(reads).containsExactly("acme", "acme");
    }

    private static void begin() {
        TransactionSynchronizationManager.initSynchronization();
    }

    private static void end() {
        List<TransactionSynchronization> synchronizations = TransactionSynchronizationManager.getSynchronizations();
        TransactionSynchronizationManager.clearSynchronization();
        TransactionSynchronizationUtils.invokeAfterCompletion(synchronizations,
                TransactionSynchronization.STATUS_COMMITTED);
    }
}
