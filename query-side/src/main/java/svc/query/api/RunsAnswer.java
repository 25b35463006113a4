package svc.query.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** Runs' states, in key order. */
public record RunsAnswer(List<ObjectNode> runs) {
}
