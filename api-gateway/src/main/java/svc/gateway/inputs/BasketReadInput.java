package svc.gateway.inputs;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** read/basket: one subject, a set, a population by predicate, groups at a resolution, a window. */
public record BasketReadInput(@NotBlank String basket, String subject, List<@NotBlank String> subjects, ObjectNode scope, Double resolution, @Valid Window window) {
}
