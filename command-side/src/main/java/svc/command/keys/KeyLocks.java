package svc.command.keys;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.concurrent.locks.ReentrantLock;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import svc.sql.Vendor;

/**
 * A lock per (subject, Svc-Key) held until the calling transaction ends, so that racing calls under one key run one
 * after the other: the second finds the first's row and answers from it. The key row itself cannot be the lock, as it
 * is written by the appender's transaction, not the caller's. Within a process a striped lock; on PostgreSQL also a
 * transaction-scoped advisory lock, which holds across nodes. Two keys that share a stripe or a hash wait on each
 * other needlessly, and nothing worse.
 */
@Component
class KeyLocks {
    private static final int STRIPES = 1024;

    private final ReentrantLock[] stripes = new ReentrantLock[STRIPES];
    private final JdbcTemplate jdbc;
    private final Vendor vendor;

    KeyLocks(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
        this.vendor = new Vendor(jdbc);
        for (int i = 0; i < STRIPES; i++) {
            stripes[i] = new ReentrantLock();
        }
    }

    /** Must run inside a transaction with synchronisation active; the lock is released when it completes. */
    void lock(String subject, String key) {
        long hash = hash(subject, key);
        ReentrantLock stripe = stripes[(int) Math.floorMod(hash, (long) STRIPES)];
        stripe.lock();
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCompletion(int status) {
                stripe.unlock();
            }
        });
        if (vendor.postgres()) {
            jdbc.queryForList("SELECT pg_advisory_xact_lock(?)", hash);
        }
    }

    private static long hash(String subject, String key) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((subject + "\n" + key).getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.wrap(digest).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
