package svc.command.parking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.messaging.DefaultInterceptorChain;
import org.axonframework.messaging.deadletter.GenericDeadLetter;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.junit.jupiter.api.Test;

/**
 * A segment's batches are handled plainly until one fails, then carefully (a failing event parked) until a careful
 * batch commits; an operator's retry, outside any batch, requeues what fails again. One rule per test.
 */
class CarefulBatchesTest {
    private static final String PROCESSOR = "hypotheses";
    private static final IllegalStateException BROKEN = new IllegalStateException("no fold for this");

    private final CarefulSegments segments = new CarefulSegments();
    private final CarefulBatches batches = new CarefulBatches(PROCESSOR, segments);
    private final ParkingPolicy policy = new ParkingPolicy();

    @Test
    void aPlainBatchFailsOnAHandlersFailureInsteadOfParkingTheEvent() {
        assertThatThrownBy(() -> batch(0, () -> policy.decide(letter(), BROKEN)))
                .isInstanceOf(ParkingPolicy.BatchFailed.class).hasCause(BROKEN);
    }

    @Test
    void theSegmentsNextBatchAfterAFailureParksTheEventThatFails() throws Exception {
        failBatch(0);
        AtomicReference<Boolean> parked = new AtomicReference<>();
        batch(0, () -> parked.set(policy.decide(letter(), BROKEN).shouldEnqueue()));
        assertThat(parked.get()).isTrue();
    }

    @Test
    void aFailureThatPassesFailsEvenACarefulBatch() throws Exception {
        failBatch(0);
        var unreachable = new org.springframework.jdbc.CannotGetJdbcConnectionException("database down");
        assertThatThrownBy(() -> batch(0, () -> policy.decide(letter(), unreachable)))
                .isInstanceOf(ParkingPolicy.BatchFailed.class);
    }

    @Test
    void onlyTheSegmentThatFailedIsCareful() throws Exception {
        failBatch(0);
        assertThat(mode(1)).isEqualTo(CarefulBatches.Mode.PLAIN);
        assertThat(mode(0)).isEqualTo(CarefulBatches.Mode.CAREFUL);
    }

    @Test
    void aCarefulBatchThatCommitsMakesTheSegmentPlainAgain() throws Exception {
        failBatch(0);
        batch(0, () -> { });
        assertThat(mode(0)).isEqualTo(CarefulBatches.Mode.PLAIN);
    }

    @Test
    void aRetryOutsideAnyBatchRequeuesWhatFailsAgain() {
        assertThat(CarefulBatches.mode()).isNull();
        assertThat(policy.decide(letter(), BROKEN).shouldEnqueue()).isTrue();
    }

    private void failBatch(int segment) {
        assertThatThrownBy(() -> batch(segment, () -> {
            throw BROKEN;
        })).isSameAs(BROKEN);
    }

    private CarefulBatches.Mode mode(int segment) throws Exception {
        AtomicReference<CarefulBatches.Mode> seen = new AtomicReference<>();
        batch(segment, () -> seen.set(CarefulBatches.mode()));
        return seen.get();
    }

    /** One event through the interceptor in a processor's batch of this segment, as Axon's work package runs it. */
    private void batch(int segment, Runnable handler) throws Exception {
        EventMessage<?> event = GenericEventMessage.asEventMessage("an event");
        BatchingUnitOfWork<EventMessage<?>> unitOfWork = new BatchingUnitOfWork<>(List.of(event));
        unitOfWork.resources().put("Processor[" + PROCESSOR + "]/SegmentId", segment);
        var result = unitOfWork.executeWithResult(() -> new DefaultInterceptorChain<EventMessage<?>>(
                (UnitOfWork<EventMessage<?>>) unitOfWork, List.of(batches), message -> {
                    handler.run();
                    return null;
                }).proceed());
        if (result.isExceptional()) {
            throw (Exception) result.exceptionResult();
        }
    }

    private static GenericDeadLetter<EventMessage<?>> letter() {
        return new GenericDeadLetter<>("unit", GenericEventMessage.asEventMessage("an event"));
    }
}
