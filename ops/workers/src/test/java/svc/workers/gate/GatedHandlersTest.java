package svc.workers.gate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.messaging.annotation.AnnotatedMessageHandlingMemberDefinition;
import org.axonframework.messaging.annotation.ClasspathParameterResolverFactory;
import org.axonframework.messaging.annotation.MultiHandlerDefinition;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.junit.jupiter.api.Test;

/** Through Axon's own adapter: the gate decides where a processor asks outside a batch, the handlers inside one. */
class GatedHandlersTest {
    private final List<Object> asked = new ArrayList<>();
    private final Listener listener = new Listener();

    @Test
    void outsideAUnitOfWorkTheGateDecides() {
        AnnotationEventHandlerAdapter adapter = adapter(message -> {
            asked.add(message.getPayload());
            return "taken".equals(message.getPayload());
        });

        assertThat(adapter.canHandle(event("taken"))).isTrue();
        assertThat(adapter.canHandle(event("passed over"))).isFalse();
        assertThat(asked).containsExactly("taken", "passed over");
    }

    @Test
    void aTypeNoHandlerTakesNeverReachesTheGate() {
        AnnotationEventHandlerAdapter adapter = adapter(message -> {
            asked.add(message.getPayload());
            return true;
        });

        assertThat(adapter.canHandle(GenericEventMessage.asEventMessage(42))).isFalse();
        assertThat(asked).isEmpty();
    }

    @Test
    void insideAUnitOfWorkTheHandlersDecide() throws Exception {
        AnnotationEventHandlerAdapter adapter = adapter(message -> false);
        EventMessage<String> event = event("passed over");

        DefaultUnitOfWork.startAndGet(event).execute(() -> {
            try {
                adapter.handle(event);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });

        assertThat(listener.handled).containsExactly("passed over");
    }

    @Test
    void handlersOfOtherClassesAreLeftAsTheyAre() {
        AnnotationEventHandlerAdapter adapter = new AnnotationEventHandlerAdapter(listener,
                ClasspathParameterResolverFactory.forClass(Listener.class), MultiHandlerDefinition.ordered(
                        new GatedHandlers(String.class, message -> false),
                        new AnnotatedMessageHandlingMemberDefinition()));

        assertThat(adapter.canHandle(event("any"))).isTrue();
    }

    private AnnotationEventHandlerAdapter adapter(Predicate<EventMessage<?>> admits) {
        return new AnnotationEventHandlerAdapter(listener, ClasspathParameterResolverFactory.forClass(Listener.class),
                MultiHandlerDefinition.ordered(new GatedHandlers(Listener.class, admits),
                        new AnnotatedMessageHandlingMemberDefinition()));
    }

    private static EventMessage<String> event(String text) {
        return GenericEventMessage.asEventMessage(text);
    }

    static class Listener {
        final List<String> handled = new ArrayList<>();

        @EventHandler
        void on(String text) {
            handled.add(text);
        }
    }
}
