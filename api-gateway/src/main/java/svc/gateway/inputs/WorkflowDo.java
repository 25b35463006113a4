package svc.gateway.inputs;

import com.fasterxml.jackson.annotation.JsonValue;

/** What act/workflow does with the workflow it is given. */
public enum WorkflowDo {
    WRITE("write"),
    PREVIEW("preview"),
    ARM("arm");

    private final String wire;

    WorkflowDo(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }
}
