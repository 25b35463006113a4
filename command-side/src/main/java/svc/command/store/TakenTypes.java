package svc.command.store;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The payload types one processor's handlers take, for its stream and the stream's reader: the processor is asked at
 * the first event (the processors are configured after the store, and a coordinator opens its stream as its processor
 * starts), and each type once.
 */
final class TakenTypes {
    private final Supplier<Predicate<Class<?>>> takesOf;
    private final Map<Class<?>, Boolean> taken = new ConcurrentHashMap<>();
    private volatile Predicate<Class<?>> takes;

    TakenTypes(Supplier<Predicate<Class<?>>> takesOf) {
        this.takesOf = takesOf;
    }

    boolean takes(Class<?> type) {
        Predicate<Class<?>> known = takes;
        if (known == null) {
            known = takesOf.get();
            takes = known;
        }
        return taken.computeIfAbsent(type, known::test);
    }
}
