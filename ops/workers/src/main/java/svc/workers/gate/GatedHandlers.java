package svc.workers.gate;

import java.util.function.Predicate;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.Message;
import org.axonframework.messaging.annotation.HandlerEnhancerDefinition;
import org.axonframework.messaging.annotation.MessageHandlingMember;
import org.axonframework.messaging.annotation.WrappedMessageHandlingMember;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;

/**
 * The event handlers of one class, each let handle an event only if {@code admits} says the event may give it work,
 * asked where Axon's pooled processor asks whether its batch takes the event: on the coordinator's thread, in the
 * order of the log, with no unit of work. An event no handler takes is passed over without a transaction. Inside a
 * unit of work (the batch, an operator's retry of a parked event) the handlers decide for themselves, as before.
 * {@code admits} is asked once for each event of a type the class handles, so it can follow their order.
 */
public final class GatedHandlers implements HandlerEnhancerDefinition {
    private final Class<?> handlers;
    private final Predicate<EventMessage<?>> admits;

    public GatedHandlers(Class<?> handlers, Predicate<EventMessage<?>> admits) {
        this.handlers = handlers;
        this.admits = admits;
    }

    @Override
    public <T> MessageHandlingMember<T> wrapHandler(MessageHandlingMember<T> original) {
        if (!handlers.equals(original.declaringClass()) || !original.canHandleMessageType(EventMessage.class)) {
            return original;
        }
        return new WrappedMessageHandlingMember<>(original) {
            @Override
            public boolean canHandle(Message<?> message) {
                return super.canHandle(message) && (CurrentUnitOfWork.isStarted()
                        || !(message instanceof EventMessage<?> event) || admits.test(event));
            }
        };
    }
}
