package svc.gateway.inputs;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.hibernate.validator.constraints.URL;
import svc.command.api.UnitKind;

/**
 * A Telling as act/webhook takes it: the address to be told at, the kinds of unit to be told about and the secret
 * to sign with; the tenant (the call's own, when given), the tries bound (5 when not given) and the failed calls
 * (kept by the platform: none at registration).
 */
public record TellingGiven(
        String tenant,
        @NotBlank @URL String address,
        @NotEmpty List<@NotNull UnitKind> kinds,
        @NotNull @Size(min = 16, max = 200) String secret,
        Integer triesBound,
        List<JsonNode> failedCalls) {
}
