package svc.gateway.routes;

import java.util.Map;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.command.api.GiveGrant;
import svc.command.api.GrantHeld;
import svc.command.api.GrantIds;
import svc.command.api.Places;
import svc.command.api.WithdrawGrant;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.envelope.Scope;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.GrantInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.wire.WireJson;

/**
 * act/grant: an admin gives a subject grants on a place, or withdraws some. The permission check has found the
 * caller an admin at the call's scope; the place must lie within that scope, so an admin gives only where it is one.
 */
@Component
class GrantRoute implements ActHandler<GrantInput> {
    private final Commands commands;
    private final WireJson wire;

    GrantRoute(Commands commands, WireJson wire) {
        this.commands = commands;
        this.wire = wire;
    }

    @Override
    public Route route() {
        return Register.ACT_GRANT;
    }

    @Override
    public ActOutcome act(GrantInput input, Call call) {
        GrantCommands.refuseTrueOn(call);
        String place = placeWithin(input.place(), call);
        String grantId = GrantIds.of(input.subject(), place);
        GrantHeld held;
        if (input.withdrawing()) {
            if (input.mode() != null) {
                throw Refusal.invalidInput("/mode", "Withdrawing keeps the mode held; give grants to change it.");
            }
            try {
                held = GrantCommands.send(() -> commands.send(new WithdrawGrant(grantId, input.grants(), call.subject()),
                        call, "withdrew " + input.grants() + " from " + input.subject() + " on " + place));
            } catch (AggregateNotFoundException nothingGiven) {
                throw Refusal.invalidInput("/grants", input.subject() + " holds no grant on " + place + ".");
            }
        } else {
            String mode = input.mode() == null ? null : input.mode().wire();
            held = GrantCommands.send(() -> commands.send(new GiveGrant(grantId, input.subject(), place, input.grants(),
                    mode, call.subject()), call, "gave " + input.grants() + " to " + input.subject() + " on "
                    + place));
        }
        return ActOutcome.ofBody(wire.tree(held), null);
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return Answer.of(outcome.body());
    }

    private static String placeWithin(String given, Call call) {
        String place;
        try {
            place = Scope.parse(given).path();
        } catch (Refusal malformed) {
            throw Refusal.invalidInput("/place", "'place' must read tenant/<id>[/brand/<id>[/strategy/<id>]].");
        }
        String scope = call.envelope().scope().path();
        if (!Places.within(place, scope)) {
            throw Refusal.invalidInput("/place", "'place' " + place + " does not lie within the call's scope "
                    + scope + "; an admin gives and withdraws grants only within the scope it calls at.");
        }
        return place;
    }
}
