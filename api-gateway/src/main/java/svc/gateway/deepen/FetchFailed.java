package svc.gateway.deepen;

/** A source could not be fetched; the message says why in plain words, as the failed task shows it. */
class FetchFailed extends RuntimeException {
    FetchFailed(String why) {
        super(why);
    }
}
