package svc.command.api;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * A command was refused by a rule of its aggregate, named by its code ({@code settled_while_true}); for a rule about
 * one item of a list (a notice of a rule's list), which item. What the caller sent that broke it (a member of its
 * input, a header) is the gateway's to say, from the rule and the command it sent.
 */
public class RuleBroken extends RuntimeException {
    private final String rule;
    private final Integer item;
    private Class<?> command;

    public RuleBroken(String rule, String detail) {
        this(rule, null, detail);
    }

    /** A rule broken by the item at {@code item} of a list. */
    public RuleBroken(String rule, int item, String detail) {
        this(rule, Integer.valueOf(item), detail);
    }

    private RuleBroken(String rule, Integer item, String detail) {
        super(detail);
        this.rule = rule;
        this.item = item;
    }

    public String rule() {
        return rule;
    }

    public OptionalInt item() {
        return item == null ? OptionalInt.empty() : OptionalInt.of(item);
    }

    /** The kind of command refused, once its sender said so ({@link #sentAs}). */
    public Optional<Class<?>> command() {
        return Optional.ofNullable(command);
    }

    /**
     * This refusal, naming the command that was refused: what its sender knows and the aggregate need not. The first
     * sender to name it is the one whose command the aggregate refused.
     */
    public RuleBroken sentAs(Object sent) {
        if (command == null) {
            command = sent.getClass();
        }
        return this;
    }
}
