package svc.ops;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.command.api.UnitKind;
import svc.gateway.auth.TokenIssuer;

/**
 * Reads of a sample of the demo record's units over HTTP, as its admin: read/history at each known-on date and
 * read/unit at each pair of dates, for a few units of every kind. Two servers over copies of one log, or one server
 * before and after its projections are rebuilt, must answer every one of them alike.
 */
public final class DemoAnswers {
    public static final String TENANT = "demo";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private static final List<String> TRUE_ONS = List.of("2026-01-01", "2026-02-20", "2026-03-05", "2030-01-01");
    private static final int UNITS_PER_KIND = 3;

    private DemoAnswers() {
    }

    /** One read: its route, input and dates (no true-on for read/history). */
    public record Question(String route, String input, String trueOn, String knownOn) {
    }

    /** Before the first recorded time, between consecutive ones (a spread of them), at the last, and after it. */
    public static List<String> knownOns(SortedSet<Instant> recordedTimes) {
        List<Instant> recorded = new ArrayList<>(recordedTimes);
        List<String> dates = new ArrayList<>();
        dates.add(recorded.get(0).minus(1, ChronoUnit.MICROS).toString());
        int step = Math.max(1, recorded.size() / 4);
        for (int i = 0; i + 1 < recorded.size(); i += step) {
            Instant from = recorded.get(i);
            Instant to = recorded.get(i + 1);
            dates.add(from.plus(Duration.between(from, to).dividedBy(2)).truncatedTo(ChronoUnit.MICROS).toString());
        }
        dates.add(recorded.get(recorded.size() - 1).toString());
        dates.add(recorded.get(recorded.size() - 1).plusMillis(1).toString());
        return dates;
    }

    /** Up to three units of every kind the server reads, each asked at every known-on (and true-on) date. */
    public static List<Question> questions(ConfigurableApplicationContext server, List<String> knownOns) {
        Map<String, List<String>> byKind = new TreeMap<>();
        for (String unitId : server.getBean(JdbcTemplate.class).queryForList("SELECT DISTINCT aggregateidentifier "
                + "FROM domainevententry WHERE aggregateidentifier LIKE ? ORDER BY aggregateidentifier",
                String.class, TENANT + "/%")) {
            String[] parts = unitId.split("/", 3);
            if (parts.length == 3 && UnitKind.shown().contains(parts[1])) {
                List<String> ids = byKind.computeIfAbsent(parts[1], kind -> new ArrayList<>());
                if (ids.size() < UNITS_PER_KIND) {
                    ids.add(parts[2]);
                }
            }
        }
        List<Question> questions = new ArrayList<>();
        byKind.forEach((kind, ids) -> ids.forEach(id -> {
            String input = JSON.createObjectNode().set("unit",
                    JSON.createObjectNode().put("kind", kind).put("id", id)).toString();
            for (String knownOn : knownOns) {
                questions.add(new Question("read/history", input, null, knownOn));
                TRUE_ONS.forEach(trueOn -> questions.add(new Question("read/unit", input, trueOn, knownOn)));
            }
        }));
        return questions;
    }

    /** The server's answer to each question, in order. */
    public static Map<Question, JsonNode> answers(ConfigurableApplicationContext server, List<Question> questions)
            throws Exception {
        String token = server.getBean(TokenIssuer.class).issue("admin", Duration.ofHours(1));
        Map<Question, JsonNode> answers = new LinkedHashMap<>();
        for (Question question : questions) {
            answers.put(question, call(server, token, question.route(), question.input(), question.trueOn(),
                    question.knownOn()));
        }
        return answers;
    }

    /** How many of the answers to read/unit found their unit. */
    public static long unitsFound(Map<Question, JsonNode> answers) {
        return answers.entrySet().stream().filter(answer -> answer.getKey().route().equals("read/unit"))
                .filter(answer -> answer.getValue().get("status").asInt() == 200).count();
    }

    /** The status and, for an answer, its body; for a refusal, its code (the run differs from call to call). */
    public static JsonNode call(ConfigurableApplicationContext server, String token, String route, String input,
            String trueOn, String knownOn) throws Exception {
        int port = ((WebServerApplicationContext) server).getWebServer().getPort();
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v1/" + route))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + token)
                .header("Svc-Scope", "tenant/" + TENANT)
                .header("Svc-As-Known-On", knownOn)
                .POST(HttpRequest.BodyPublishers.ofString(input));
        if (trueOn != null) {
            request.header("Svc-As-True-On", trueOn);
        }
        HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        JsonNode reply = JSON.readTree(response.body());
        return JSON.createObjectNode().put("status", response.statusCode())
                .set("answer", response.statusCode() == 200 ? reply.get("body") : reply.get("code"));
    }
}
