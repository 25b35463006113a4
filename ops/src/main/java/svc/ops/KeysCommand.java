package svc.ops;

import java.time.Instant;
import java.util.List;
import org.springframework.context.ConfigurableApplicationContext;
import svc.gateway.auth.SigningKeys;

/**
 * {@code ./svc keys [--rotate]}: the built-in issuer's signing keys, newest first, with what each does now; with
 * {@code --rotate}, a new key that signs from now on, the one before verifying the tokens it signed until they expire.
 */
final class KeysCommand {
    private KeysCommand() {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        SigningKeys keys = context.getBean(SigningKeys.class);
        if (options.flag("rotate")) {
            SigningKeys.Rotation rotation = keys.rotate();
            System.out.println("signing key " + rotation.made().kid() + " made: it signs from now on (a running "
                    + "server takes it up within 30 s)");
            rotation.before().ifPresent(before -> System.out.println("signing key " + before.kid() + " "
                    + (before.lastExpiry() == null ? "signed no token and verifies none"
                            : "verifies the tokens it signed until " + before.lastExpiry() + ", then none")));
            return 0;
        }
        List<SigningKeys.Stored> all = keys.all();
        Instant now = Instant.now();
        for (int i = 0; i < all.size(); i++) {
            SigningKeys.Stored stored = all.get(i);
            String does = i == 0 ? "signs"
                    : stored.lastExpiry() != null && stored.lastExpiry().isAfter(now)
                            ? "verifies until " + stored.lastExpiry()
                            : "retired";
            System.out.println(stored.kid() + "  made " + stored.created() + "  " + does);
        }
        return 0;
    }
}
