package svc.gateway.inputs;

import java.util.Collection;
import java.util.function.Supplier;
import svc.command.api.Notices;

/** The notices a rule can name, as docs/notices.md lists them. */
public final class NoticeNames implements Supplier<Collection<String>> {
    @Override
    public Collection<String> get() {
        return Notices.names();
    }
}
