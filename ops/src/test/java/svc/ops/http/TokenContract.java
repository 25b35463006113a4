package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * Tokens the server must not take, beyond the one-at-a-time cases of {@link HttpContract}: every such token is
 * refused with the same 401 (only {@code run} differs), on every route of the register, naming {@code auth_url} and
 * never which check failed; a good token whose subject holds nothing is 403, not 401.
 */
abstract class TokenContract extends HttpSupport {

    /** Every kind of token the server must refuse, by what is wrong with it. */
    private Map<String, String> refusedTokens() throws Exception {
        Instant later = Instant.now().plusSeconds(600);
        RSAKey current = signingKeys.current();
        RSAKey stranger = new RSAKeyGenerator(2048).keyID(current.getKeyID()).generate();
        Map<String, String> refused = new LinkedHashMap<>();
        refused.put("signed with another key", signed(stranger, "svc-built-in", "svc", later));
        refused.put("naming a key the issuer does not hold", signed(new RSAKeyGenerator(2048).keyID("k-unheld")
                .generate(), "svc-built-in", "svc", later));
        refused.put("expired", tokens.issue(anaId, Duration.ofMinutes(-10)));
        refused.put("from another issuer", signed(current, "https://elsewhere.example", "svc", later));
        refused.put("for another audience", signed(current, "svc-built-in", "someone-else", later));
        refused.put("unsigned (alg none)", unsigned("none", ""));
        refused.put("unsigned (alg None) with a signature", unsigned("None", "c2lnbmF0dXJl"));
        refused.put("HS256 keyed with the public key", hmacWithThePublicKey(current, later));
        refused.put("without an expiry", withClaims(current, base().build()));
        refused.put("without a subject", withClaims(current, base().subject(null)
                .expirationTime(Date.from(later)).build()));
        refused.put("not yet valid", withClaims(current, base().expirationTime(Date.from(later.plusSeconds(3600)))
                .notBeforeTime(Date.from(later)).build()));
        refused.put("tampered claims", tampered(tokens.issue(anaId, Duration.ofMinutes(10))));
        refused.put("garbage", "not-a-token");
        refused.put("three garbage parts", "a.b.c");
        return refused;
    }

    @Test
    void theIssuersPublicKeysArePublishedWithNothingPrivate() throws Exception {
        HttpResponse<String> published = HTTP.send(HttpRequest.newBuilder(URI.create(
                "http://127.0.0.1:" + port + "/.well-known/jwks.json")).GET().build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(published.statusCode()).isEqualTo(200);
        assertThat(published.headers().firstValue("Content-Type")).hasValueSatisfying(type ->
                assertThat(type).startsWith("application/jwk-set+json"));
        JsonNode keys = json(published.body()).get("keys");
        assertThat(keys.findValuesAsText("kid")).contains(signingKeys.current().getKeyID());
        for (JsonNode key : keys) {
            assertThat(key.has("d") || key.has("p") || key.has("q") || key.has("dp")).as(key.toString()).isFalse();
        }
    }

    @Test
    void everyRefusedTokenGetsTheSame401NamingOnlyTheSignInAddress() throws Exception {
        JsonNode first = null;
        String firstChallenge = null;
        for (Map.Entry<String, String> token : refusedTokens().entrySet()) {
            Reply reply = post("read/unit", token.getValue(), s1, MISSING_UNIT);
            assertThat(reply.status()).as("a token %s: %s", token.getKey(), reply).isEqualTo(401);
            assertUnauthenticated(reply);
            assertThat(reply.text() + reply.header("WWW-Authenticate")).as("a token %s", token.getKey())
                    .doesNotContainIgnoringCase("error_description").doesNotContainIgnoringCase("Jwt")
                    .doesNotContain("expired at", "signature", "Signed JWT", "iss claim", "aud claim");
            if (first == null) {
                first = reply.json();
                firstChallenge = reply.header("WWW-Authenticate");
            } else {
                assertSameButRun(reply.json(), first);
                assertThat(reply.header("WWW-Authenticate")).isEqualTo(firstChallenge);
            }
        }
    }

    @Test
    void aRefusedTokenIsRefusedOnEveryRouteOfTheRegisterBeforeAnythingElse() throws Exception {
        String expired = tokens.issue(anaId, Duration.ofMinutes(-10));
        JsonNode first = null;
        for (Route route : Register.ROUTES) {
            Reply reply = post(route.key(), expired, s1, "{}");
            assertUnauthenticated(reply);
            if (first == null) {
                first = reply.json();
            } else {
                assertSameButRun(reply.json(), first);
            }
        }
        assertUnauthenticated(post("no/such_route", expired, s1, "{}"));
        assertUnauthenticated(get("read/unit", expired, s1));
        assertUnauthenticated(post("read/unit", expired, null, "not json"));
    }

    @Test
    void aGoodTokenWhoseSubjectHoldsNothingIsForbiddenNotUnauthenticated() throws Exception {
        String nobody = tokens.issue("nobody-" + UUID.randomUUID(), Duration.ofMinutes(10));
        for (String token : new String[] {bo, nobody}) {
            JsonNode refusal = assertRefusal(post("read/unit", token, s1, MISSING_UNIT), 403, "not_allowed");
            assertThat(refusal.get("scope_needed").asText()).isEqualTo(s1);
            assertThat(refusal.has("auth_url")).isFalse();
        }
    }

    @Test
    void aTokenIsTakenOnlyFromTheBearerAuthorizationHeader() throws Exception {
        assertUnauthenticated(post("read/unit", null, s1, MISSING_UNIT, "Authorization", "Basic " + ana));
        assertUnauthenticated(post("read/unit", null, s1, MISSING_UNIT, "Cookie", "access_token=" + ana));
        Reply inQuery = send(request("read/unit?access_token=" + ana, null, s1)
                .POST(HttpRequest.BodyPublishers.ofString(MISSING_UNIT)).build());
        assertUnauthenticated(inQuery);
    }

    private JWTClaimsSet.Builder base() {
        Instant now = Instant.now();
        return new JWTClaimsSet.Builder().issuer("svc-built-in").audience("svc").subject(anaId)
                .issueTime(Date.from(now)).notBeforeTime(Date.from(now)).jwtID(UUID.randomUUID().toString())
                .claim("sid", UUID.randomUUID().toString());
    }

    private static String withClaims(RSAKey key, JWTClaimsSet claims) throws Exception {
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.RS256).keyID(key.getKeyID())
                .type(JOSEObjectType.JWT).build(), claims);
        jwt.sign(new RSASSASigner(key));
        return jwt.serialize();
    }

    /** The algorithm-confusion attack: HMAC keyed with the (public) RSA key the server verifies with. */
    private String hmacWithThePublicKey(RSAKey key, Instant expires) throws Exception {
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.HS256).keyID(key.getKeyID())
                .type(JOSEObjectType.JWT).build(), base().expirationTime(Date.from(expires)).build());
        jwt.sign(new MACSigner(key.toRSAPublicKey().getEncoded()));
        return jwt.serialize();
    }

    private String unsigned(String alg, String signature) {
        Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
        long now = Instant.now().getEpochSecond();
        String header = b64.encodeToString(("{\"alg\":\"" + alg + "\",\"typ\":\"JWT\"}")
                .getBytes(StandardCharsets.UTF_8));
        String claims = b64.encodeToString(("{\"iss\":\"svc-built-in\",\"aud\":\"svc\",\"sub\":\"" + anaId
                + "\",\"iat\":" + now + ",\"nbf\":" + now + ",\"exp\":" + (now + 600) + "}")
                .getBytes(StandardCharsets.UTF_8));
        return header + "." + claims + "." + signature;
    }

    /** A good token whose claims were changed after signing: another subject under the same signature. */
    private String tampered(String token) {
        String[] parts = token.split("\\.");
        Base64.Decoder decode = Base64.getUrlDecoder();
        String claims = new String(decode.decode(parts[1]), StandardCharsets.UTF_8)
                .replace("\"sub\":\"" + anaId + "\"", "\"sub\":\"admin\"");
        return parts[0] + "." + Base64.getUrlEncoder().withoutPadding()
                .encodeToString(claims.getBytes(StandardCharsets.UTF_8)) + "." + parts[2];
    }
}
