package svc.workers.deepen;

import java.util.concurrent.CompletableFuture;

/**
 * How the fetcher waits for an HTTP exchange: a task waits through {@code TaskRun.await}, which gives up (and
 * abandons the exchange) as soon as the task is cancelled; tests simply wait.
 */
@FunctionalInterface
interface Awaiting {
    <T> T await(CompletableFuture<T> pending) throws Exception;
}
