package svc.query.basket;

/** Where a subject stands in a basket. */
enum Standing {
    /** It has a membership of the basket and none held out as control. */
    MEMBER("member"),
    /** One of its memberships of the basket is held out as control (control: true). */
    CONTROL("control"),
    /** It has no membership of the basket. */
    OUTSIDE("outside");

    private final String wire;

    Standing(String wire) {
        this.wire = wire;
    }

    String wire() {
        return wire;
    }
}
