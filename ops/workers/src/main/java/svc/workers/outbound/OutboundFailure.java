package svc.workers.outbound;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.TimeoutException;
import org.apache.hc.client5.http.ConnectTimeoutException;

/**
 * Why a call to an outside address failed, in the terms its callers word for their own users (a deepening's source,
 * a connector's address): each says it in its own words, from the same reading of the exception.
 */
public record OutboundFailure(Why why, Throwable cause) {
    public enum Why {
        /** The host resolved inside the platform's own network ({@link #inside()} says where). */
        INSIDE_THE_NETWORK,
        UNKNOWN_HOST,
        CONNECT_TIMEOUT,
        /** No answer in time, once connected. */
        TIMEOUT,
        REFUSED,
        /** Another I/O failure; the cause's message says which. */
        IO,
        OTHER
    }

    /** The reading of a call's exception, an unchecked wrapper of an I/O exception taken off. */
    public static OutboundFailure of(Throwable thrown) {
        Throwable cause = thrown instanceof UncheckedIOException unchecked ? unchecked.getCause() : thrown;
        Why why;
        if (cause instanceof InsideTheNetwork) {
            why = Why.INSIDE_THE_NETWORK;
        } else if (cause instanceof UnknownHostException) {
            why = Why.UNKNOWN_HOST;
        } else if (cause instanceof ConnectTimeoutException) {
            why = Why.CONNECT_TIMEOUT;
        } else if (cause instanceof SocketTimeoutException || cause instanceof TimeoutException) {
            why = Why.TIMEOUT;
        } else if (cause instanceof ConnectException) {
            why = Why.REFUSED;
        } else if (cause instanceof IOException) {
            why = Why.IO;
        } else {
            why = Why.OTHER;
        }
        return new OutboundFailure(why, cause);
    }

    public InsideTheNetwork inside() {
        return (InsideTheNetwork) cause;
    }

    /** The cause's own words after {@code lead}, or nothing when it has none. */
    public String detail(String lead) {
        return cause.getMessage() == null ? "" : lead + cause.getMessage();
    }

    /** A bound in the unit it was set in: whole seconds as "5 s", else milliseconds. */
    public static String seconds(Duration duration) {
        return duration.toMillis() % 1000 == 0 ? duration.toSeconds() + " s" : duration.toMillis() + " ms";
    }
}
