package svc.query.api;

import java.util.List;

/** Every step a workflow would have taken over history, oldest first. */
public record PreviewAnswer(List<PreviewStep> steps) {
}
