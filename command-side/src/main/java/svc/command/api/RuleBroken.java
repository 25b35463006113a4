package svc.command.api;

/**
 * A command was refused by a rule of its aggregate. {@code field} names what broke the rule: a JSON Pointer into
 * the input ({@code /standing}) or a header name ({@code Svc-As-True-On}).
 */
public class RuleBroken extends RuntimeException {
    private final String rule;
    private final String field;

    public RuleBroken(String rule, String field, String detail) {
        super(detail);
        this.rule = rule;
        this.field = field;
    }

    public String rule() {
        return rule;
    }

    public String field() {
        return field;
    }
}
