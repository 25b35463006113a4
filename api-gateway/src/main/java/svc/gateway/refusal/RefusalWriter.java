package svc.gateway.refusal;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import svc.gateway.register.Contract;
import svc.gateway.envelope.RunIds;

/** Renders a refusal as {@code application/problem+json} (RFC 9457), for controllers and filters alike. */
@Component
public class RefusalWriter {
    public static final String PROBLEM_JSON = "application/problem+json";
    /** The request attribute that holds the code of the refusal a call was answered with, for its timing. */
    public static final String REFUSED_WITH = "svc.refusal.code";

    private final ObjectMapper json = new ObjectMapper();

    public Map<String, Object> body(Refusal refusal, HttpServletRequest request) {
        request.setAttribute(REFUSED_WITH, refusal.code());
        return body(refusal, RunIds.of(request));
    }

    /** The refusal's body for the call logged under {@code run}, however the call came. */
    public Map<String, Object> body(Refusal refusal, String run) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", "urn:svc:problem:" + refusal.code());
        body.put("title", refusal.title());
        body.put("status", refusal.status());
        body.put("detail", refusal.getMessage());
        body.put("code", refusal.code());
        body.put("run", run);
        body.put("contract", Contract.HASH);
        body.putAll(refusal.members());
        return body;
    }

    public ResponseEntity<Map<String, Object>> entity(Refusal refusal, HttpServletRequest request) {
        ResponseEntity.BodyBuilder builder = ResponseEntity.status(refusal.status())
                .header("Content-Type", PROBLEM_JSON);
        headers(refusal).forEach(builder::header);
        return builder.body(body(refusal, request));
    }

    public void write(Refusal refusal, HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setStatus(refusal.status());
        response.setContentType(PROBLEM_JSON);
        headers(refusal).forEach(response::setHeader);
        json.writeValue(response.getOutputStream(), body(refusal, request));
    }

    private static Map<String, String> headers(Refusal refusal) {
        Map<String, String> headers = new LinkedHashMap<>();
        Object authUrl = refusal.members().get("auth_url");
        if (authUrl != null) {
            headers.put("WWW-Authenticate", "Bearer realm=\"svc\", auth_url=\"" + authUrl + "\"");
        }
        Object retryAfter = refusal.members().get("retry_after");
        if (retryAfter != null) {
            headers.put("Retry-After", String.valueOf(retryAfter));
        }
        if (refusal.status() == 405) {
            headers.put("Allow", "POST");
        }
        return headers;
    }
}
