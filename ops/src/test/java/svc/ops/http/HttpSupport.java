package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import svc.command.api.GiveGrant;
import svc.command.api.GrantIds;
import svc.command.store.AxonStorageConfig;
import svc.gateway.auth.SigningKeys;
import svc.gateway.auth.TokenIssuer;
import svc.gateway.register.Contract;
import svc.ops.SvcApplication;

/**
 * What every HTTP test needs: the real server on a random port (the shared server of a {@link SharedServer} class,
 * or one of the class's own), tokens for three callers and their grants, and calls and assertions in the design's
 * terms. Every class works in tenants and as callers of its own, named after it, so that classes sharing a server
 * and its record never see each other's units, runs, grants, sessions or rate-limit buckets.
 */
@SpringBootTest(classes = SvcApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
        properties = {"axon.axonserver.enabled=false", "axon.update-check.disabled=true",
            "svc.mcp.allowed-origins=" + HttpSupport.LISTED_ORIGIN})
abstract class HttpSupport {
    /** The one browser origin the test server lets drive /mcp. */
    static final String LISTED_ORIGIN = "https://console.example";

    /** The concrete class's name in words, as in {@code h2-http-test}: the suffix of its tenants and callers. */
    final String ownName = getClass().getSimpleName().replaceAll("([a-z0-9])([A-Z])", "$1-$2")
            .toLowerCase(Locale.ROOT);
    /** The tenant the tests work in, by its id and as a scope. */
    final String acmeId = "acme-" + ownName;
    final String acme = "tenant/" + acmeId;
    final String b1 = acme + "/brand/b1";
    final String b2 = acme + "/brand/b2";
    final String s1 = b1 + "/strategy/s1";
    final String s2 = b1 + "/strategy/s2";
    /** Another tenant, whose brand and strategy carry the same ids as acme's. */
    final String otherId = "other-" + ownName;
    final String otherTenant = "tenant/" + otherId;
    final String otherS1 = otherTenant + "/brand/b1/strategy/s1";

    /** Holds read, ask and act (mode run) on acme and on the other tenant. */
    final String anaId = "ana-" + ownName;
    /** Holds read only, on acme. */
    final String ritaId = "rita-" + ownName;
    /** Holds nothing. */
    final String boId = "bo-" + ownName;

    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    static final Set<String> GRANTED = ConcurrentHashMap.newKeySet();
    static final String MISSING_UNIT = "{\"unit\":{\"id\":\"no-such-unit\",\"kind\":\"hypothesis\"}}";

    @LocalServerPort
    int port;
    @Autowired
    CommandGateway commands;
    @Autowired
    TokenIssuer tokens;
    @Autowired
    SigningKeys signingKeys;

    String ana;
    String rita;
    String bo;

    @BeforeEach
    void tokensAndGrants() throws Exception {
        ana = tokens.issue(anaId, Duration.ofHours(1));
        rita = tokens.issue(ritaId, Duration.ofHours(1));
        bo = tokens.issue(boId, Duration.ofHours(1));
        synchronized (GRANTED) {
            if (GRANTED.contains(acme)) {
                return;
            }
            give(anaId, acme, List.of("read", "ask", "act"));
            give(anaId, otherTenant, List.of("read", "ask", "act"));
            give(ritaId, acme, List.of("read"));
            untilGranted(ana, acme);
            untilGranted(ana, otherTenant);
            untilGranted(rita, acme);
            GRANTED.add(acme);
        }
    }

    void give(String subject, String place, List<String> grants) {
        commands.sendAndWait(GenericCommandMessage.asCommandMessage(
                new GiveGrant(GrantIds.of(subject, place), subject, place, grants, "run", "http-tests"))
                .andMetaData(Map.of(AxonStorageConfig.BY, "http-tests", AxonStorageConfig.RUN, "run_http_tests",
                        AxonStorageConfig.ROUTE, "grant", AxonStorageConfig.BECAUSE, "test setup")));
    }

    /** The grants projection fills asynchronously: waits until the caller's read is no longer refused 403. */
    void untilGranted(String token, String scope) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        Reply reply;
        do {
            reply = post("read/unit", token, scope, MISSING_UNIT);
            if (reply.status() != 403) {
                break;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        assertThat(reply.status()).as("granted on %s: %s", scope, reply.text()).isEqualTo(404);
    }

    Reply record(String token, String scope, String id, String trueFrom, String... headers) throws Exception {
        return post("act/record", token, scope, facts(fact(id, trueFrom, null)), headers);
    }

    Reply settle(String token, String scope, String id, String standing, String on, String... headers)
            throws Exception {
        ObjectNode input = JSON.createObjectNode().put("hypothesis", id).put("standing", standing).put("on", on);
        return post("act/settle", token, scope, input.toString(), headers);
    }

    Reply unit(String token, String scope, String id, String... headers) throws Exception {
        return post("read/unit", token, scope, unitInput(id), headers);
    }

    Reply history(String token, String scope, String id, String... headers) throws Exception {
        return post("read/history", token, scope, unitInput(id), headers);
    }

    Reply why(String token, String scope, String id, String... headers) throws Exception {
        return post("read/why", token, scope, unitInput(id), headers);
    }

    static String standing(Reply unit) {
        assertThat(unit.status()).as(unit.text()).isEqualTo(200);
        return unit.body().get("standing").asText();
    }

    static String unitInput(String id) {
        ObjectNode input = JSON.createObjectNode();
        input.putObject("unit").put("id", id).put("kind", "hypothesis");
        return input.toString();
    }

    static ObjectNode fact(String id, String trueFrom, String place) {
        ObjectNode fact = JSON.createObjectNode().put("kind", "hypothesis").put("id", id)
                .put("claim", "Claim of " + id);
        if (trueFrom != null) {
            fact.put("true_from", trueFrom);
        }
        if (place != null) {
            fact.put("place", place);
        }
        return fact;
    }

    static String facts(ObjectNode... facts) {
        ObjectNode input = JSON.createObjectNode();
        ArrayNode list = input.putArray("facts");
        for (ObjectNode fact : facts) {
            list.add(fact);
        }
        return input.toString();
    }

    static JsonNode json(String text) throws Exception {
        return JSON.readTree(text);
    }

    String signed(RSAKey key, String issuer, String audience, Instant expires) throws Exception {
        Instant now = Instant.now();
        JWTClaimsSet claims = new JWTClaimsSet.Builder().issuer(issuer).audience(audience).subject(anaId)
                .issueTime(Date.from(now)).notBeforeTime(Date.from(now)).expirationTime(Date.from(expires))
                .jwtID(UUID.randomUUID().toString()).claim("sid", UUID.randomUUID().toString()).build();
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.RS256).keyID(key.getKeyID())
                .type(JOSEObjectType.JWT).build(), claims);
        jwt.sign(new RSASSASigner(key));
        return jwt.serialize();
    }

    HttpRequest.Builder request(String route, String token, String scope, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v1/" + route))
                .timeout(Duration.ofSeconds(60))
                .setHeader("Content-Type", "application/json");
        if (token != null) {
            request.setHeader("Authorization", "Bearer " + token);
        }
        if (scope != null) {
            request.setHeader("Svc-Scope", scope);
        }
        for (int i = 0; i + 1 < headers.length; i += 2) {
            request.setHeader(headers[i], headers[i + 1]);
        }
        return request;
    }

    Reply post(String route, String token, String scope, String body, String... headers) throws Exception {
        return send(request(route, token, scope, headers).POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    Reply get(String route, String token, String scope) throws Exception {
        return send(request(route, token, scope).GET().build());
    }

    static Reply send(HttpRequest request) throws Exception {
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        String text = response.body();
        JsonNode json = null;
        if (text != null && !text.isBlank()) {
            try {
                json = JSON.readTree(text);
            } catch (Exception notJson) {
                json = null;
            }
        }
        Reply reply = new Reply(response.statusCode(), response.headers(), text, json);
        assertThat(reply.header("Svc-Contract")).as("Svc-Contract on %s", reply).isEqualTo(Contract.HASH);
        assertThat(reply.header("Svc-Run")).as("Svc-Run on %s", reply).isNotBlank();
        return reply;
    }

    /** A card: the status, JSON, and a foot with every member the design names, matching the headers. */
    static void assertCard(Reply reply, int status, String type, String scope) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.header("Content-Type")).startsWith("application/json");
        assertThat(reply.json().fieldNames()).toIterable().containsExactlyInAnyOrder("body", "foot");
        JsonNode foot = reply.foot();
        assertThat(foot.fieldNames()).toIterable().contains("type", "card", "scope", "true_on", "known_on", "basis",
                "served_by", "contract", "run");
        assertThat(foot.get("type").asText()).isEqualTo(type);
        assertThat(foot.get("card").asText()).isEqualTo("ui://svc/cards/" + type.replaceAll("[\\[\\]]", ""));
        assertThat(foot.get("scope").asText()).isEqualTo(scope);
        assertThat(foot.get("served_by").asText()).isEqualTo("platform");
        assertThat(foot.get("contract").asText()).matches("[0-9a-f]{16}").isEqualTo(reply.header("Svc-Contract"));
        assertThat(foot.get("run").asText()).isEqualTo(reply.header("Svc-Run"));
        assertThat(foot.get("basis").isObject()).isTrue();
        Instant.parse(foot.get("true_on").asText());
        Instant.parse(foot.get("known_on").asText());
    }

    /** A refusal: the status, application/problem+json, and the members every refusal carries. */
    static JsonNode assertRefusal(Reply reply, int status, String code) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.header("Content-Type")).as(reply.text()).startsWith("application/problem+json");
        JsonNode refusal = reply.json();
        assertThat(refusal).as(reply.text()).isNotNull();
        assertThat(refusal.fieldNames()).toIterable()
                .contains("type", "title", "status", "detail", "code", "run", "contract");
        assertThat(refusal.get("type").asText()).isNotBlank();
        assertThat(refusal.get("title").asText()).isNotBlank();
        assertThat(refusal.get("status").asInt()).isEqualTo(status);
        assertThat(refusal.get("detail").asText()).isNotBlank();
        assertThat(refusal.get("code").asText()).isEqualTo(code);
        assertThat(refusal.get("run").asText()).isEqualTo(reply.header("Svc-Run"));
        assertThat(refusal.get("contract").asText()).isEqualTo(reply.header("Svc-Contract"));
        if (status == 400) {
            assertThat(refusal.has("field")).as(reply.text()).isTrue();
        }
        if (status == 401) {
            assertThat(refusal.get("auth_url").asText()).isNotBlank();
        }
        if (status == 403) {
            assertThat(refusal.get("reason").asText()).isNotBlank();
            assertThat(refusal.get("scope_needed").asText()).isNotBlank();
        }
        assertThat(reply.text()).doesNotContain("Exception", "\tat ", "svc.gateway.", "SELECT ");
        return refusal;
    }

    static void assertUnauthenticated(Reply reply) {
        JsonNode refusal = assertRefusal(reply, 401, "no_session");
        assertThat(reply.header("WWW-Authenticate")).contains("auth_url=\"" + refusal.get("auth_url").asText() + "\"");
    }

    static void assertSameButRun(JsonNode one, JsonNode other) {
        ObjectNode a = one.deepCopy();
        ObjectNode b = other.deepCopy();
        assertThat(a.remove("run")).isNotEqualTo(b.remove("run"));
        assertThat(a).isEqualTo(b);
    }

    record Reply(int status, HttpHeaders headers, String text, JsonNode json) {
        String header(String name) {
            return headers.firstValue(name).orElse(null);
        }

        JsonNode body() {
            return json.get("body");
        }

        JsonNode foot() {
            return json.get("foot");
        }

        @Override
        public String toString() {
            return status + " " + text;
        }
    }
}
