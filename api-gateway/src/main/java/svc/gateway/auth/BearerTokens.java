package svc.gateway.auth;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.HttpHeaders;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.server.resource.BearerTokenErrors;
import org.springframework.security.oauth2.server.resource.web.BearerTokenResolver;
import org.springframework.security.oauth2.server.resource.web.DefaultBearerTokenResolver;

/**
 * The bearer token of the {@code Authorization} header, read as {@link DefaultBearerTokenResolver} reads it with its
 * defaults (header only; {@code Bearer} in any case; the token of RFC 6750's characters; anything else that starts
 * with {@code bearer} refused as malformed), with a loop instead of its case-insensitive regular expression: over a
 * JWT of some hundreds of characters that expression was about a third of a call's CPU on the request thread
 * (docs/performance.md). {@code BearerTokensTest} compares the two on random headers.
 */
final class BearerTokens implements BearerTokenResolver {
    private static final String SCHEME = "bearer ";

    @Override
    public String resolve(HttpServletRequest request) {
        String authorization = request.getHeader(HttpHeaders.AUTHORIZATION);
        return authorization == null ? null : fromHeader(authorization);
    }

    static String fromHeader(String authorization) {
        // Spring's own test for "is this meant as a bearer token", before it checks the shape.
        if (!authorization.regionMatches(true, 0, SCHEME, 0, SCHEME.length() - 1)) {
            return null;
        }
        int end = authorization.length();
        if (end <= SCHEME.length() || !asciiCaseInsensitiveScheme(authorization)) {
            throw malformed();
        }
        int at = SCHEME.length();
        while (at < end && tokenCharacter(authorization.charAt(at))) {
            at++;
        }
        if (at == SCHEME.length()) {
            throw malformed();
        }
        while (at < end && authorization.charAt(at) == '=') {
            at++;
        }
        if (at != end) {
            throw malformed();
        }
        return authorization.substring(SCHEME.length());
    }

    /** The expression's literal {@code "Bearer "} matched case-insensitively in US-ASCII only, as it is compiled. */
    private static boolean asciiCaseInsensitiveScheme(String authorization) {
        for (int i = 0; i < SCHEME.length(); i++) {
            char c = authorization.charAt(i);
            char lower = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
            if (lower != SCHEME.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** RFC 6750's b64token characters, before any trailing '='. */
    private static boolean tokenCharacter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
                || c == '-' || c == '.' || c == '_' || c == '~' || c == '+' || c == '/';
    }

    private static OAuth2AuthenticationException malformed() {
        return new OAuth2AuthenticationException(BearerTokenErrors.invalidToken("Bearer token is malformed"));
    }
}
