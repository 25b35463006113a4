package svc.gateway.view;

import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.SavedViewInput;
import svc.gateway.refusal.Refusal;

/** ask/saved_view: keeps a view ({@code view}) or reads the rows of a kept one ({@code read}), never both at once. */
@Component
class SavedViewRoute implements RouteHandler<SavedViewInput> {
    private final ViewKeeping keeping;
    private final ViewRows rows;

    SavedViewRoute(ViewKeeping keeping, ViewRows rows) {
        this.keeping = keeping;
        this.rows = rows;
    }

    @Override
    public String route() {
        return "ask/saved_view";
    }

    @Override
    public Class<SavedViewInput> input() {
        return SavedViewInput.class;
    }

    @Override
    public Answer handle(SavedViewInput input, Call call) {
        if (input.view() != null && input.read() != null) {
            throw Refusal.invalidInput("/read", "Give 'view' to keep a view or 'read' to read a kept view's rows, "
                    + "not both.");
        }
        if (input.view() != null) {
            if (input.page() != null) {
                throw Refusal.invalidInput("/page", "'page' pages the rows of a view read with 'read'; keeping a view "
                        + "has no pages.");
            }
            return keeping.keep(input.view(), call);
        }
        if (input.read() == null) {
            throw Refusal.invalidInput("/view", "Give 'view' (a view to keep) or 'read' (the id of a kept view).");
        }
        if (input.read().isBlank()) {
            throw Refusal.invalidInput("/read", "'read' is the id of a kept view and must not be blank.");
        }
        return rows.read(input.read(), input.page() == null ? 1 : input.page(), call);
    }
}
