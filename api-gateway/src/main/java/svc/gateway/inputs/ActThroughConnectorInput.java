package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import jakarta.validation.constraints.NotNull;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/** act/act_through_connector. */
public record ActThroughConnectorInput(@NotBlank @Size(max = 200) String installedConnector,
        @NotBlank String kindOfAction, @NotNull Map<String, JsonNode> arguments,
        @NotNull Map<String, String> argumentSources) {
}
