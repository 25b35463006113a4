package svc.query;

import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import org.axonframework.queryhandling.QueryBus;
import org.axonframework.queryhandling.QueryHandler;
import org.axonframework.queryhandling.QueryMessage;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.stereotype.Component;
import org.springframework.util.ClassUtils;
import org.springframework.util.ReflectionUtils;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.query.api.KindQuery;
import svc.query.api.MeaningQuery;
import svc.query.api.UnitFreshness;
import svc.query.api.UnitQuery;

/**
 * Waits, as each query is sent, for the projections its handler says it reads ({@link Awaits}). A dispatch
 * interceptor runs on the sender's thread before the query bus starts the handler's unit of work and transaction, so
 * a query sent outside a transaction waits without holding a pooled connection. It is registered on the bus, which
 * every query passes, and is no bean of its own: Axon's Spring configuration puts every dispatch interceptor bean on
 * the query gateway as well, and a query sent through it would wait twice.
 */
@Component
class AwaitedQueries implements UnitFreshness, SmartInitializingSingleton {
    private final CatchUp catchUp;
    private final KindProcessors processors;
    private final ListableBeanFactory beans;
    private volatile Map<Class<?>, Awaits> awaited = Map.of();

    AwaitedQueries(CatchUp catchUp, KindProcessors processors, ListableBeanFactory beans, QueryBus bus) {
        this.catchUp = catchUp;
        this.processors = processors;
        this.beans = beans;
        bus.registerDispatchInterceptor(this::beforeSending);
    }

    /** Reads every query handler's {@link Awaits} once all beans exist, refusing to start on one that cannot hold. */
    @Override
    public void afterSingletonsInstantiated() {
        Map<Class<?>, Awaits> found = new HashMap<>();
        for (String name : beans.getBeanNamesForType(Object.class, false, false)) {
            Class<?> type = beans.getType(name, false);
            if (type != null && type.getName().startsWith("svc.")) {
                ReflectionUtils.doWithMethods(ClassUtils.getUserClass(type), method -> found.put(payloadOf(method),
                        method.getAnnotation(Awaits.class)), method -> method.isAnnotationPresent(Awaits.class));
            }
        }
        awaited = Map.copyOf(found);
    }

    private BiFunction<Integer, QueryMessage<?, ?>, QueryMessage<?, ?>> beforeSending(
            List<? extends QueryMessage<?, ?>> messages) {
        return (index, message) -> {
            Awaits awaits = awaited.get(message.getPayloadType());
            if (awaits != null) {
                await(message.getPayload(), awaits);
            }
            return message;
        };
    }

    @Override
    public void awaitUnit(String unitId) {
        processors.of(UnitIds.kindOf(unitId)).ifPresent(processor -> catchUp.awaitUnit(processor, unitId));
    }

    private void await(Object payload, Awaits awaits) {
        Set<String> kinds = new LinkedHashSet<>();
        for (UnitKind kind : awaits.value()) {
            kinds.add(kind.wire());
        }
        if (awaits.itsKind()) {
            kinds.add(((KindQuery) payload).kind());
        }
        kinds.stream().flatMap(kind -> processors.of(kind).stream()).distinct().forEach(catchUp::await);
        if (awaits.meaningsWhenAsked() && ((MeaningQuery) payload).byMeaning()) {
            processors.ofMeanings().ifPresent(catchUp::await);
        }
        if (awaits.itsUnit()) {
            awaitUnit(((UnitQuery) payload).unitId());
        }
    }

    private static Class<?> payloadOf(Method method) {
        Awaits awaits = method.getAnnotation(Awaits.class);
        if (!method.isAnnotationPresent(QueryHandler.class) || method.getParameterCount() == 0) {
            throw new IllegalStateException(method + " awaits projections but handles no query");
        }
        Class<?> payload = method.getParameterTypes()[0];
        if (awaits.itsUnit() && !UnitQuery.class.isAssignableFrom(payload)
                || awaits.itsKind() && !KindQuery.class.isAssignableFrom(payload)
                || awaits.meaningsWhenAsked() && !MeaningQuery.class.isAssignableFrom(payload)) {
            throw new IllegalStateException(method + " awaits its query's unit, kind or meaning, which "
                    + payload.getSimpleName() + " does not name");
        }
        return payload;
    }
}
