package svc.command.api;

/** One Grant aggregate per subject and place. */
public final class GrantIds {
    private GrantIds() {
    }

    public static String of(String subject, String place) {
        return "grant/" + subject + "@" + place;
    }
}
