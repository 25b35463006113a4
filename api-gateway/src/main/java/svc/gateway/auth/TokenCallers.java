package svc.gateway.auth;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import org.springframework.security.oauth2.jwt.Jwt;
import svc.gateway.envelope.Caller;

/**
 * The caller a validated token names. Its session is its {@code sid}, or its {@code jti} when the issuer gives no
 * session id (the token is then its own session). The places it was issued for are its {@code svc_places} claim, or
 * else the items of its {@code scope} claim that are places ({@code tenant/...}); other scope items ({@code openid},
 * {@code profile}) are the provider's own and narrow nothing. Neither present: every place the subject holds.
 */
final class TokenCallers {
    private TokenCallers() {
    }

    static Caller of(Jwt jwt) {
        String sid = jwt.getClaimAsString("sid");
        return new Caller(jwt.getSubject(), Caller.TOKEN, jwt.getClaimAsString("iss"), sid != null ? sid : jwt.getId(),
                jwt.getExpiresAt(), places(jwt));
    }

    private static List<String> places(Jwt jwt) {
        Object svcPlaces = jwt.getClaim("svc_places");
        if (svcPlaces != null) {
            return items(svcPlaces);
        }
        Object scope = jwt.getClaim("scope");
        if (scope == null) {
            return null;
        }
        List<String> places = items(scope).stream().filter(item -> item.startsWith("tenant/")).toList();
        return places.isEmpty() ? null : places;
    }

    private static List<String> items(Object claim) {
        List<String> items = new ArrayList<>();
        if (claim instanceof Collection<?> list) {
            list.forEach(item -> items.add(String.valueOf(item)));
        } else {
            items.addAll(Arrays.asList(String.valueOf(claim).trim().split("[\\s,]+")));
        }
        return items.stream().filter(item -> !item.isBlank()).toList();
    }
}
