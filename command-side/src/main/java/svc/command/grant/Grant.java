package svc.command.grant;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.GiveGrant;
import svc.command.api.GiveInvitedGrants;
import svc.command.api.GrantGiven;
import svc.command.api.GrantHeld;
import svc.command.api.GrantWithdrawn;
import svc.command.api.InvitedGrantsGiven;
import svc.command.api.RuleBroken;
import svc.command.api.WithdrawGrant;
import svc.command.api.WithdrawInvitedGrants;

/**
 * What one subject may do on one place, and the act mode it does it in. Giving grants again replaces the set held
 * there; withdrawing takes some away and keeps the mode. Grants an accepted invitation gave are remembered by
 * invitation, so revoking it takes back those and nothing the subject held on its own.
 */
@Aggregate
class Grant {
    /** In the order every list of grants is kept in. */
    static final List<String> NAMES = List.of("read", "ask", "act", "admin");
    static final Set<String> MODES = Set.of("propose", "run");
    /** An invitee holding nothing yet proposes moves until an admin says they may run them. */
    static final String INVITED_MODE = "propose";
    static final String FIRST_MODE = "run";

    @AggregateIdentifier
    private String grantId;
    private String subject;
    private String place;
    private Set<String> held = Set.of();
    private String mode;
    private final Map<String, Set<String>> givenByInvitation = new HashMap<>();

    Grant() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    GrantHeld handle(GiveGrant command) {
        known(command.grants());
        String newMode = command.mode() == null ? (mode == null ? FIRST_MODE : mode) : command.mode();
        if (!MODES.contains(newMode)) {
            throw new RuleBroken("known_mode", "mode must be one of " + MODES);
        }
        List<String> grants = ordered(Set.copyOf(command.grants()));
        apply(new GrantGiven(command.grantId(), command.subject(), command.place(), grants, newMode,
                command.givenBy()));
        return held();
    }

    @CommandHandler
    GrantHeld handle(WithdrawGrant command) {
        known(command.grants());
        if (command.grants().isEmpty()) {
            throw new RuleBroken("some_grants", "name at least one grant to withdraw");
        }
        List<String> notHeld = ordered(Set.copyOf(command.grants())).stream().filter(g -> !held.contains(g)).toList();
        if (!notHeld.isEmpty()) {
            throw new RuleBroken("held_grants", subject + " does not hold " + notHeld + " on " + place
                    + "; it holds " + ordered(held));
        }
        withdraw(Set.copyOf(command.grants()), command.withdrawnBy());
        return held();
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    GrantHeld handle(GiveInvitedGrants command) {
        known(command.grants());
        Set<String> added = new LinkedHashSet<>(command.grants());
        added.removeAll(held);
        Set<String> after = new LinkedHashSet<>(held);
        after.addAll(command.grants());
        apply(new InvitedGrantsGiven(command.grantId(), command.subject(), command.place(), command.invitation(),
                ordered(added), ordered(after), mode == null ? INVITED_MODE : mode, command.givenBy()));
        return held();
    }

    /** Takes back what the invitation gave and the subject still holds; nothing, if that is nothing. */
    @CommandHandler
    GrantHeld handle(WithdrawInvitedGrants command) {
        Set<String> gave = givenByInvitation.getOrDefault(command.invitation(), Set.of());
        Set<String> stillHeld = new LinkedHashSet<>(gave);
        stillHeld.retainAll(held);
        if (!stillHeld.isEmpty()) {
            withdraw(stillHeld, command.withdrawnBy());
        }
        return held();
    }

    private void withdraw(Set<String> grants, String by) {
        Set<String> after = new LinkedHashSet<>(held);
        after.removeAll(grants);
        apply(new GrantWithdrawn(grantId, subject, place, ordered(grants), ordered(after), mode, by));
    }

    private GrantHeld held() {
        return new GrantHeld(subject, place, ordered(held), mode);
    }

    private static void known(List<String> grants) {
        List<String> unknown = grants.stream().filter(g -> !NAMES.contains(g)).toList();
        if (!unknown.isEmpty()) {
            throw new RuleBroken("known_grants", "unknown grants " + unknown + "; known: " + NAMES);
        }
    }

    private static List<String> ordered(Set<String> grants) {
        return NAMES.stream().filter(grants::contains).toList();
    }

    @EventSourcingHandler
    void on(GrantGiven event) {
        holds(event.grantId(), event.subject(), event.place(), event.grants(), event.mode());
        givenByInvitation.values().forEach(gave -> gave.retainAll(held));
    }

    @EventSourcingHandler
    void on(InvitedGrantsGiven event) {
        holds(event.grantId(), event.subject(), event.place(), event.held(), event.mode());
        givenByInvitation.computeIfAbsent(event.invitation(), invitation -> new LinkedHashSet<>())
                .addAll(event.grants());
    }

    @EventSourcingHandler
    void on(GrantWithdrawn event) {
        held = Set.copyOf(event.held());
        givenByInvitation.values().forEach(gave -> gave.removeAll(event.grants()));
    }

    private void holds(String id, String subject, String place, List<String> grants, String mode) {
        this.grantId = id;
        this.subject = subject;
        this.place = place;
        this.held = Set.copyOf(grants);
        this.mode = mode;
    }
}
