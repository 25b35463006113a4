package svc.workers.tell;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;
import svc.command.api.DisableNotificationRule;
import svc.command.api.DisableTelling;
import svc.command.api.FailedCall;
import svc.command.api.RecordRuleCallFailed;
import svc.command.api.RecordTellingCallFailed;
import svc.command.api.SecretSeal;
import svc.gateway.facts.Commands;

/**
 * The deliverer: every {@code svc.notices.interval} it sends the messages that are due, each under a lease, and
 * records how each try went. A failed call is recorded on the Telling (or rule) in the log; the message is tried
 * again after the schedule's wait until its tries bound is spent. A 410 answer disables the Telling (or rule) and
 * drops what was waiting for it. It reads the outbox only, never the log, so replaying or rebuilding projections
 * sends nothing. It runs only in a serving process ({@code svc.notices.enabled} is false in command-line processes).
 */
@Component
@EnableScheduling
@ConditionalOnProperty(name = "svc.notices.enabled", havingValue = "true", matchIfMissing = true)
public class Deliverer implements SchedulingConfigurer {
    static final String SUBJECT = "notices";
    private static final Logger LOG = LoggerFactory.getLogger(Deliverer.class);
    private static final Logger NOTICES = LoggerFactory.getLogger("svc.notices");

    private final Outbox outbox;
    private final WebhookCall webhooks;
    private final DeliveryRules rules;
    private final SecretSeal seal;
    private final Commands commands;
    private final Clock clock;
    private final ObjectMapper json;
    private final MeterRegistry meters;
    private final ExecutorService senders;

    Deliverer(Outbox outbox, WebhookCall webhooks, DeliveryRules rules, SecretSeal seal, Commands commands,
            Clock clock, ObjectMapper json, MeterRegistry meters) {
        this.outbox = outbox;
        this.webhooks = webhooks;
        this.rules = rules;
        this.seal = seal;
        this.commands = commands;
        this.clock = clock;
        this.json = json;
        this.meters = meters;
        this.senders = Executors.newFixedThreadPool(rules.senders(), runnable -> {
            Thread thread = new Thread(runnable, "notice-sender");
            thread.setDaemon(true);
            return thread;
        });
    }

    @Override
    public void configureTasks(ScheduledTaskRegistrar tasks) {
        tasks.addFixedDelayTask(new FixedDelayTask(this::tick, rules.interval(), rules.interval()));
    }

    void tick() {
        try {
            deliverDue();
        } catch (RuntimeException e) {
            LOG.error("delivering notices failed; the next tick tries again", e);
        }
    }

    /** Sends every message due now, in parallel, and answers how many were tried. */
    public int deliverDue() {
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        outbox.sealDigests(now);
        List<Future<?>> sent = new ArrayList<>();
        for (String messageId : outbox.due(now, rules.batch())) {
            if (outbox.claim(messageId, now, now.plus(rules.lease()))) {
                sent.add(senders.submit(() -> deliver(messageId)));
            }
        }
        for (Future<?> one : sent) {
            try {
                one.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return sent.size();
            } catch (ExecutionException e) {
                LOG.error("a message could not be sent; its lease runs out and it is tried again", e.getCause());
            }
        }
        return sent.size();
    }

    private void deliver(String messageId) {
        OutgoingMessage message = outbox.load(messageId);
        if (message == null) {
            return;
        }
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        if (message.target().disabled()) {
            outbox.drop(message.target().targetId(), now);
            return;
        }
        Attempt attempt = send(message, now);
        int tries = message.tries() + 1;
        if (attempt.delivered()) {
            outbox.delivered(messageId, tries, now);
            meters.counter("svc.notices.calls", "outcome", "delivered").increment();
            return;
        }
        meters.counter("svc.notices.calls", "outcome", "failed").increment();
        recordFailedCall(message, new FailedCall(messageId, tries, now, attempt.status(), attempt.error()));
        if (attempt.gone()) {
            disable(message, now);
            outbox.drop(message.target().targetId(), now);
        } else if (tries >= message.target().triesBound()) {
            LOG.warn("message {} to {} failed its last try ({} of {}): {}", messageId, message.target().targetId(),
                    tries, message.target().triesBound(), attempt.trouble());
            outbox.spent(messageId, tries, attempt.trouble(), now);
        } else {
            RetrySchedule schedule = rules.schedule();
            Instant next = now.plus(schedule.honouring(schedule.after(tries, messageId), attempt.retryAfter()));
            outbox.retry(messageId, tries, next, attempt.trouble());
        }
    }

    private Attempt send(OutgoingMessage message, Instant now) {
        OutgoingMessage.Target target = message.target();
        if (target.telling()) {
            String secret = seal.open(target.sealedSecret(), target.targetId());
            return webhooks.post(target.address(), message.messageId(), message.payloads().get(0), secret, now);
        }
        String body = digest(message).toString();
        switch (target.channel()) {
            case "email" -> outbox.email(message, "svc: " + message.payloads().size() + " notice(s) for rule "
                    + target.name(), body, now);
            case "log" -> NOTICES.info("notice message {} for rule {} ({}): {}", message.messageId(), target.name(),
                    target.targetId(), body);
            default -> {
                return webhooks.post(target.address(), message.messageId(), body, null, now);
            }
        }
        return Attempt.ok();
    }

    /** A rule's message: the rule and every notice it gathers, as each was written. */
    private ObjectNode digest(OutgoingMessage message) {
        ObjectNode body = json.createObjectNode().put("type", "notices").put("timestamp", message.slot().toString());
        ObjectNode data = body.putObject("data");
        String targetId = message.target().targetId();
        data.putObject("rule").put("id", targetId.substring(targetId.lastIndexOf('/') + 1))
                .put("name", message.target().name());
        ArrayNode notices = data.putArray("notices");
        for (String payload : message.payloads()) {
            try {
                notices.add(json.readTree(payload));
            } catch (IOException e) {
                throw new IllegalStateException("the outbox holds JSON payloads only: " + message.messageId(), e);
            }
        }
        return body;
    }

    private void recordFailedCall(OutgoingMessage message, FailedCall call) {
        Object command = message.target().telling()
                ? new RecordTellingCallFailed(message.target().targetId(), call)
                : new RecordRuleCallFailed(message.target().targetId(), call);
        try {
            commands.send(command, SUBJECT, message.messageId(), SUBJECT, "try " + call.attempt() + " of "
                    + message.messageId() + " did not deliver: " + (call.error() == null ? "answered "
                    + call.status() : call.error()));
        } catch (RuntimeException e) {
            LOG.error("could not record the failed call of {} to {}", message.messageId(),
                    message.target().targetId(), e);
        }
    }

    private void disable(OutgoingMessage message, Instant now) {
        String reason = "its address answered 410 Gone at " + now;
        Object command = message.target().telling()
                ? new DisableTelling(message.target().targetId(), reason, now)
                : new DisableNotificationRule(message.target().targetId(), reason, now);
        commands.send(command, SUBJECT, message.messageId(), SUBJECT, reason);
        LOG.info("{} is disabled: {}", message.target().targetId(), reason);
    }

    @PreDestroy
    void stop() {
        senders.shutdownNow();
    }
}
