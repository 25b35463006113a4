package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.TestPropertySource;
import svc.command.store.AxonStorageConfig;

/**
 * A generated campaign of hostile inputs over every route of the OpenAPI document: wrong types, huge numbers, deep
 * nesting, long strings, invalid UTF-8, duplicate keys, NUL, unknown members and malformed headers. Every answer is a
 * card (2xx) or a refusal (4xx, naming the field when it is about the input), never a 5xx and never a hang; and
 * afterwards the log holds, in the campaign's tenant, only changes some accepted call made. The seed is printed; the
 * counts by kind of input and by status too (docs/security.md). Its server's rate limits are raised out of the way
 * (their buckets are still taken on every call): a campaign refused 429 after its first thousand calls would test
 * the limiter, which {@link LimitsHttpContract} does, and nothing else.
 */
@TestPropertySource(properties = {"svc.limits.subject.capacity=1000000000",
    "svc.limits.subject.refill-per-minute=1000000000", "svc.limits.tenant.capacity=1000000000",
    "svc.limits.tenant.refill-per-minute=1000000000"})
abstract class FuzzCampaignContract extends HttpSupport {
    /** Inputs sent by one run of the campaign on one database. */
    static final int INPUTS = Integer.getInteger("svc.fuzz.inputs", 5_000);
    private static final List<String> HOSTILE_VALUES = List.of("123456789012345678901234567890", "1e999", "-1", "0",
            "-0", "1.5", "true", "null", "[]", "{}", "\"\"", "\" \"", "\"\\u0000\"", "\"\\ud800\"",
            "\"<script>alert(1)</script>\"", "\"../../etc/passwd\"", "\"'; DROP TABLE domainevententry; --\"",
            "\"tenant/other/brand/x\"", "\"2026-13-45\"", "\"9999999-01-01\"", "[1,\"a\",null,{}]",
            "{\"kind\":\"hypothesis\",\"id\":{\"$ne\":null}}", "\"💥\"");
    private static final List<String> NOT_JSON = List.of("", "{", "}", "[", "nul", "{\"a\":}", "{'a':1}",
            "{\"a\":1,}", "\u0000", "{\"a\":1}{\"b\":2}", "NaN", "\"just text\"", "123");

    @Autowired
    JdbcTemplate jdbc;

    private Random random;
    private final Map<String, Integer> byKind = new TreeMap<>();
    private final Map<Integer, Integer> byStatus = new TreeMap<>();
    private final Map<String, Integer> byRefusal = new TreeMap<>();

    @Test
    void hostileInputsOnEveryRouteAreRefusedOrAnsweredAndChangeOnlyWhatWasAccepted() throws Exception {
        long seed = Long.getLong("svc.fuzz.seed", System.nanoTime());
        System.out.println(getClass().getSimpleName() + " fuzz seed " + seed + " (-Dsvc.fuzz.seed=" + seed
                + " replays it)");
        random = new Random(seed);
        Map<String, JsonNode> routes = routes();
        assertThat(routes).hasSizeGreaterThanOrEqualTo(23);
        long head = head();
        Set<String> accepted = new HashSet<>();
        List<String> names = new ArrayList<>(routes.keySet());
        for (int i = 0; i < INPUTS; i++) {
            String route = names.get(i % names.size());
            Attempt attempt = attempt(route, routes.get(route));
            HttpResponse<String> answer = send(route, attempt);
            int status = answer.statusCode();
            byKind.merge(attempt.kind(), 1, Integer::sum);
            byStatus.merge(status, 1, Integer::sum);
            String about = "seed " + seed + ", input " + i + " (" + attempt.kind() + ") to " + route + ": "
                    + abbreviated(attempt.text()) + " answered " + status + " " + abbreviated(answer.body());
            assertThat(status).as(about).isBetween(200, 499);
            if (status >= 400) {
                JsonNode refusal = JSON.readTree(answer.body());
                assertThat(refusal.path("code").asText()).as(about).isNotBlank();
                byRefusal.merge(status + " " + refusal.path("code").asText() + (status == 401
                        ? " (" + attempt.kind() + ", " + route + ")" : ""), 1, Integer::sum);
                if (status == 400 && refusal.path("code").asText().equals("invalid_input")) {
                    assertThat(refusal.path("field").isTextual()).as(about).isTrue();
                }
            } else if (route.startsWith("act/") || route.equals("session/sign_out")) {
                accepted.add(answer.headers().firstValue("Svc-Run").orElseThrow());
                byKind.merge("accepted " + route, 1, Integer::sum);
                if (route.equals("session/sign_out")) {
                    ana = signedInAgain();
                }
            }
        }
        System.out.println(getClass().getSimpleName() + " fuzz: " + INPUTS + " inputs over " + routes.size()
                + " routes; by kind " + byKind + "; by status " + byStatus + "; by refusal " + byRefusal);
        assertOnlyAcceptedChangesWereRecorded(head, accepted);
    }

    /** Each POST route of the document and its input's schema, resolved. */
    private Map<String, JsonNode> routes() throws Exception {
        HttpResponse<String> document = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                + "/v1/openapi.json")).timeout(Duration.ofSeconds(60)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode openApi = JSON.readTree(document.body());
        Map<String, JsonNode> routes = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = openApi.get("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            JsonNode post = path.getValue().get("post");
            if (post == null || !path.getKey().startsWith("/v1/")) {
                continue;
            }
            JsonNode schema = post.at("/requestBody/content/application~1json/schema");
            routes.put(path.getKey().substring("/v1/".length()), resolved(openApi, schema));
        }
        return routes;
    }

    private static JsonNode resolved(JsonNode openApi, JsonNode schema) {
        JsonNode at = schema;
        for (int hops = 0; at != null && at.has("$ref") && hops < 10; hops++) {
            at = openApi.at(at.get("$ref").asText().substring(1));
        }
        return at == null || at.isMissingNode() ? JSON.createObjectNode() : at;
    }

    private record Attempt(String kind, byte[] body, String text, Map<String, String> headers) {
    }

    private Attempt attempt(String route, JsonNode schema) {
        List<String> members = new ArrayList<>();
        schema.path("properties").fieldNames().forEachRemaining(members::add);
        String member = members.isEmpty() ? "x" : members.get(random.nextInt(members.size()));
        String hostile = HOSTILE_VALUES.get(random.nextInt(HOSTILE_VALUES.size()));
        return switch (random.nextInt(10)) {
            case 0 -> json("wrong type or value", "{\"" + member + "\":" + hostile + "}");
            case 1 -> json("nested wrong type", "{\"" + member + "\":{\"" + member + "\":" + hostile + "},\"id\":"
                    + hostile + "}");
            case 2 -> json("unknown member", "{\"" + member + "_not_a_member\":1,\"__proto__\":{}}");
            case 3 -> json("duplicate keys", "{\"" + member + "\":\"a\",\"" + member + "\":" + hostile + "}");
            case 4 -> nested(member, 10 + random.nextInt(20_000));
            case 5 -> json("long string", "{\"" + member + "\":\"" + "x".repeat(1 + random.nextInt(200_000))
                    + "\"}");
            case 6 -> invalidUtf8(member);
            case 7 -> json("not JSON", NOT_JSON.get(random.nextInt(NOT_JSON.size())));
            case 8 -> json("NUL and control characters", "{\"" + member + "\":\"a\\u0000b\\u001bc\\r\\n\"}");
            default -> malformedHeader(member);
        };
    }

    private static Attempt nested(String member, int depth) {
        return json("deep nesting", "{\"" + member + "\":" + "[".repeat(depth) + "]".repeat(depth) + "}");
    }

    private static Attempt json(String kind, String text) {
        return new Attempt(kind, text.getBytes(StandardCharsets.UTF_8), text, Map.of());
    }

    private static Attempt invalidUtf8(String member) {
        byte[] start = ("{\"" + member + "\":\"").getBytes(StandardCharsets.UTF_8);
        byte[] bad = {(byte) 0xC3, (byte) 0x28, (byte) 0xFF, (byte) 0xED, (byte) 0xA0, (byte) 0x80};
        byte[] end = "\"}".getBytes(StandardCharsets.UTF_8);
        byte[] body = new byte[start.length + bad.length + end.length];
        System.arraycopy(start, 0, body, 0, start.length);
        System.arraycopy(bad, 0, body, start.length, bad.length);
        System.arraycopy(end, 0, body, start.length + bad.length, end.length);
        return new Attempt("invalid UTF-8", body, new String(body, StandardCharsets.ISO_8859_1), Map.of());
    }

    private Attempt malformedHeader(String member) {
        List<Map<String, String>> headers = List.of(
                Map.of("Svc-Scope", "tenant/"), Map.of("Svc-Scope", "tenant/a/brand"),
                Map.of("Svc-Scope", "brand/b1"), Map.of("Svc-Scope", "tenant/" + "a".repeat(5_000)),
                Map.of("Svc-Scope", "tenant/../../x"), Map.of("Svc-As-True-On", "yesterday"),
                Map.of("Svc-As-True-On", "2026-02-30"), Map.of("Svc-As-True-On", "99999-01-01"),
                Map.of("Svc-As-Known-On", "not a date"), Map.of("Svc-As-Known-On", "-0001-01-01T00:00:00Z"),
                Map.of("Svc-Key", "k".repeat(5_000)), Map.of("Svc-Key", ""),
                Map.of("Content-Type", "text/plain"), Map.of("Content-Type", "application/xml"),
                Map.of("Content-Type", "application/json; charset=latin1"),
                Map.of("Authorization", "Bearer not.a.token"), Map.of("Authorization", "Basic YW5hOmFuYQ=="),
                Map.of("Authorization", "Bearer "), Map.of("Accept", "text/html"));
        Map<String, String> chosen = headers.get(random.nextInt(headers.size()));
        String text = "{\"" + member + "\":\"a\"}";
        return new Attempt("malformed header " + chosen.keySet().iterator().next(),
                text.getBytes(StandardCharsets.UTF_8), text + " with " + abbreviated(chosen.toString()), chosen);
    }

    private HttpResponse<String> send(String route, Attempt attempt) throws Exception {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", "application/json");
        headers.put("Authorization", "Bearer " + ana);
        headers.put("Svc-Scope", s1);
        headers.putAll(attempt.headers());
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v1/" + route))
                .timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofByteArray(attempt.body()));
        headers.forEach(request::header);
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /**
     * A fresh token after a hostile input signed the caller out (an accepted sign-out ends every session begun until
     * then): tokens carry whole seconds, so one issued within the same second would still be refused.
     */
    private String signedInAgain() throws InterruptedException {
        long now = System.currentTimeMillis();
        Thread.sleep(1_000 - now % 1_000 + 5);
        return tokens.issue(anaId, Duration.ofHours(1));
    }

    private long head() {
        Long head = jdbc.queryForObject("SELECT MAX(globalindex) FROM domainevententry", Long.class);
        return head == null ? -1 : head;
    }

    /** Every event recorded since by the campaign's caller came from a call that was answered 2xx. */
    private void assertOnlyAcceptedChangesWereRecorded(long head, Set<String> accepted) throws Exception {
        List<Map<String, Object>> events = jdbc.queryForList("SELECT aggregateidentifier, payloadtype, metadata "
                + "FROM domainevententry WHERE globalindex > ?", head);
        int byTheCaller = 0;
        for (Map<String, Object> event : events) {
            JsonNode metadata = JSON.readTree(new String((byte[]) event.get("metadata"), StandardCharsets.UTF_8));
            if (!metadata.path(AxonStorageConfig.BY).asText().equals(anaId)) {
                continue;
            }
            byTheCaller++;
            String run = metadata.path(AxonStorageConfig.RUN).asText();
            assertThat(accepted).as("the run of %s %s", event.get("payloadtype"), event.get("aggregateidentifier"))
                    .anyMatch(answered -> run.equals(answered) || run.contains(answered));
        }
        System.out.println(getClass().getSimpleName() + " fuzz: " + byTheCaller + " events recorded by the caller, "
                + "each by one of " + accepted.size() + " accepted calls");
    }

    private static String abbreviated(String text) {
        return text == null ? "null" : text.length() > 300 ? text.substring(0, 300) + "... (" + text.length()
                + " characters)" : text;
    }
}
