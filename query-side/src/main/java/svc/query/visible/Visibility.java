package svc.query.visible;

import svc.command.api.Places;

/**
 * Which places a call sees when it reads a population: its own scope and everything within it, and the places that
 * enclose it (a tenant's entities are seen from each of its brands and strategies), never a sibling's.
 */
final class Visibility {
    private Visibility() {
    }

    static boolean sees(String callScope, String place) {
        return Places.within(place, callScope) || Places.within(callScope, place);
    }
}
