package svc.projections.rows;

import java.util.function.Supplier;

/**
 * The row scope of the work running on this thread. Every transaction begun inside {@link #within} sets it on its
 * connection first ({@link RowScopedTransactionManager}); outside, transactions have {@link RowScope#NONE}, which
 * sets nothing.
 */
public final class RowScopes {
    private static final ThreadLocal<RowScope> CURRENT = ThreadLocal.withInitial(() -> RowScope.NONE);

    private RowScopes() {
    }

    public static <T> T within(RowScope scope, Supplier<T> work) {
        RowScope outer = CURRENT.get();
        CURRENT.set(scope);
        try {
            return work.get();
        } finally {
            CURRENT.set(outer);
        }
    }

    public static void run(RowScope scope, Runnable work) {
        within(scope, () -> {
            work.run();
            return null;
        });
    }

    static RowScope current() {
        return CURRENT.get();
    }
}
