package svc.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.server.resource.web.DefaultBearerTokenResolver;

/** The loop resolves, ignores and refuses exactly what Spring Security's resolver does with its defaults. */
class BearerTokensTest {
    private static final List<String> PREFIXES = List.of("Bearer ", "bearer ", "BEARER ", "bEaReR ", "Bearer",
            "Bearer  ", "Bearer\t", "Basic ", "", "bearerx", "Bear ", "svc_", "B\u0131arer ", "Be\u0430rer ");
    private static final String ALPHABET = "aZ09-._~+/= \t\n%\u00e9\u0131\u212a\u017f\u20ac";

    private final DefaultBearerTokenResolver spring = new DefaultBearerTokenResolver();
    private final BearerTokens loop = new BearerTokens();

    @Test
    void agreesWithSpringSecuritysResolverOnHeadersShapedLikeCredentials() {
        Gen<String> tails = lists().of(integers().between(0, ALPHABET.length() - 1)).ofSizeBetween(0, 30)
                .map(indexes -> indexes.stream().map(i -> String.valueOf(ALPHABET.charAt(i)))
                        .reduce("", String::concat));
        qt().withExamples(20_000).forAll(integers().between(0, PREFIXES.size() - 1), tails)
                .checkAssert((prefix, tail) -> assertSame(PREFIXES.get(prefix) + tail));
    }

    @Test
    void agreesWithSpringSecuritysResolverOnAnyText() {
        qt().withExamples(20_000).forAll(strings().allPossible().ofLengthBetween(0, 20))
                .checkAssert(text -> assertSame(text));
    }

    @Test
    void agreesWithSpringSecuritysResolverWhenATokenIsAlsoSentAsAParameter() {
        for (String method : List.of("GET", "POST", "PUT")) {
            for (boolean form : List.of(false, true)) {
                for (String header : List.of("Bearer abc", "Basic x", "Bearer a b")) {
                    for (boolean parameter : List.of(false, true)) {
                        MockHttpServletRequest request = request(header);
                        request.setMethod(method);
                        if (form) {
                            request.setContentType("application/x-www-form-urlencoded");
                        }
                        if (parameter) {
                            request.addParameter("access_token", "def");
                        }
                        String described = method + (form ? " form" : "") + " " + header
                                + (parameter ? " with access_token" : "");
                        assertThat(outcome(() -> loop.resolve(request))).as(described)
                                .isEqualTo(outcome(() -> spring.resolve(request)));
                    }
                }
            }
        }
    }

    @Test
    void readsAJwtAndAnApiKeyAndRefusesAMalformedBearer() {
        assertThat(loop.resolve(request("Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln")))
                .isEqualTo("eyJhbGciOiJSUzI1NiJ9.e30.c2ln");
        assertThat(loop.resolve(request("bearer svc_abc_def=="))).isEqualTo("svc_abc_def==");
        assertThat(loop.resolve(request(null))).isNull();
        assertThat(loop.resolve(request("Basic dXNlcjpwYXNz"))).isNull();
        assertThatThrownBy(() -> loop.resolve(request("Bearer a b"))).isInstanceOf(OAuth2AuthenticationException.class)
                .hasMessage("Bearer token is malformed");
    }

    private void assertSame(String header) {
        String described = header.codePoints().mapToObj(Integer::toHexString).toList().toString();
        Outcome expected = outcome(() -> spring.resolve(request(header)));
        Outcome actual = outcome(() -> loop.resolve(request(header)));
        assertThat(actual).as(described).isEqualTo(expected);
    }

    private static MockHttpServletRequest request(String authorization) {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1/read/unit");
        if (authorization != null) {
            request.addHeader("Authorization", authorization);
        }
        return request;
    }

    private static Outcome outcome(Supplier<String> resolve) {
        try {
            return new Outcome(resolve.get(), null);
        } catch (OAuth2AuthenticationException e) {
            return new Outcome(null, e.getError().getErrorCode() + ": " + e.getError().getDescription());
        }
    }

    private record Outcome(String token, String refusal) {
    }
}
