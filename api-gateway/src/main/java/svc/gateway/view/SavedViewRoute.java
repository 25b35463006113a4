package svc.gateway.view;

import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.inputs.SavedViewInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * ask/saved_view, in the three forms of SavedViewAnswer: {@code view} keeps a view and answers it with the call that
 * reads its rows (a change, under its Svc-Key); {@code read} answers a page of a kept view's rows with when they were
 * built; neither answers the views kept in sight of the call's scope, each with its call.
 */
@Component
class SavedViewRoute implements ActHandler<SavedViewInput> {
    private final ViewKeeping keeping;
    private final ViewRows rows;
    private final KeptViews kept;

    SavedViewRoute(ViewKeeping keeping, ViewRows rows, KeptViews kept) {
        this.keeping = keeping;
        this.rows = rows;
        this.kept = kept;
    }

    @Override
    public Route route() {
        return Register.ASK_SAVED_VIEW;
    }

    @Override
    public ActOutcome act(SavedViewInput input, Call call) {
        if (input.read() != null) {
            throw Refusal.invalidInput("/read", "Give 'view' to keep a view or 'read' to read a kept view's rows, "
                    + "not both.");
        }
        if (input.page() != null) {
            throw Refusal.invalidInput("/page", "'page' pages the rows of a view read with 'read'; keeping a view "
                    + "has no pages.");
        }
        return ActOutcome.ofBody(keeping.keep(input.view(), call), call.envelope().trueOn());
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return ViewKeeping.answer(outcome.body());
    }

    @Override
    public Answer handle(SavedViewInput input, Call call) {
        if (input.read() == null) {
            if (input.page() != null) {
                throw Refusal.invalidInput("/read", "'page' pages the rows of a kept view: give its id as 'read'.");
            }
            return kept.list(call);
        }
        if (input.read().isBlank()) {
            throw Refusal.invalidInput("/read", "'read' is the id of a kept view and must not be blank.");
        }
        return rows.read(input.read(), input.page() == null ? 1 : input.page(), call);
    }
}
