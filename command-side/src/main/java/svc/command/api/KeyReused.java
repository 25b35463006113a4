package svc.command.api;

/** A Svc-Key first used with another input: a key names one change. */
public class KeyReused extends RuntimeException {
    public KeyReused(String key) {
        super("the key " + key + " was first used with another input");
    }
}
