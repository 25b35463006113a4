package svc.gateway.dispatch;

import svc.command.api.ActOutcome;
import svc.gateway.card.Answer;

/**
 * Answers an act route in two steps: {@link #act} decides and records inside one transaction (with the Svc-Key row
 * when a key is given), and {@link #answer} reads what it did once that transaction committed. A repeat under the
 * same key runs only {@link #answer}, with the outcome held for the key.
 */
public interface ActHandler<I> extends RouteHandler<I> {
    ActOutcome act(I input, Call call);

    Answer answer(ActOutcome outcome, Call call);

    @Override
    default Answer handle(I input, Call call) {
        throw new UnsupportedOperationException("act routes go through act and answer");
    }
}
