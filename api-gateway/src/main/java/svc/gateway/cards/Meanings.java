package svc.gateway.cards;

import java.util.Map;

/**
 * One line per body type saying what its card means, in the words of the specification's hints. A body type of the
 * register without a line here fails the cards' tests, so a new type arrives with its explanation.
 */
final class Meanings {
    private static final Map<String, String> LINES = Map.ofEntries(
            Map.entry("GrantRef", "A place with the permissions the caller holds there, after the three narrowings: "
                    + "the grants on the place and above it, what the credential was issued for, and the place the call names."),
            Map.entry("Scope", "A scope the caller reads: the places whose rows this caller's queries may see."),
            Map.entry("Nothing", "This answer has no body: the call did what it says and there is nothing more to show."),
            Map.entry("Caller", "Who is calling: the subject with its scopes and access scopes, as the gateway identified it."),
            Map.entry("NeighboursAnswer", "The members one hop away for one kind of connection, over the two dates, "
                    + "and whether the cap on how many are listed was reached."),
            Map.entry("SavedViewAnswer", "A saved view: the view as kept, or its rows with when they were built."),
            Map.entry("FeedPage", "A page of the platform's log for one tenant, in log order, as the local app's replica "
                    + "keeps it: each event as stored, and where the next page starts."),
            Map.entry("WhyAnswer", "The chain of reasons from a unit back to its first cause."),
            Map.entry("MarketTwin", "A model of a market: the family and template it was made from, the participants on "
                    + "the chain, the level of every stock as of the date, and the simulations run on it."),
            Map.entry("BasketReading", "How subjects belong to a basket: memberships with the likelihood of each, readings "
                    + "of a population, or groups compared with a control."),
            Map.entry("Vertical", "A vertical: the chain side by side with every stock's count and its basis, its roles, "
                    + "segments, templates, words and rules."),
            Map.entry("Invitation", "An invitation to a tenant and the state it is in."),
            Map.entry("LookupAnswer", "The candidates the record holds for a key, a name or a meaning."),
            Map.entry("SpeedToLead", "How long leads waited from delivery to first touch, each reading with the population "
                    + "it was read over."),
            Map.entry("Parameter", "A configured value with its dimension and version."),
            Map.entry("Move", "A move made through a connector: proposed or running by the grant's mode, then the "
                    + "source's own id for what was done. It arrives as the result of a task."),
            Map.entry("Deepening", "What deepening an observation gave: the observation fetched in full, given a meaning, "
                    + "or both. It arrives as the result of a task."),
            Map.entry("Strategy", "A strategy: its brands, goals, plays, monitors, budget, people and window, with its "
                    + "lifecycle and version."),
            Map.entry("Hypothesis", "A claim with its standing (supported, refuted, cannot tell, under test), what it was "
                    + "settled on and who settled it."),
            Map.entry("ScrapeRun", "A run as the beat sees it: its key, its state, and the reason it waits or was set aside."),
            Map.entry("WorkflowAnswer", "A workflow as written or armed, or what it would have done over history when "
                    + "previewed, acting on nothing."),
            Map.entry("Publishing", "A publishing, and whether it is still published or was withdrawn and why."),
            Map.entry("Telling", "An address registered to be told at: what it is told about, how often a delivery is "
                    + "tried, and the calls that failed."),
            Map.entry("NotificationRule", "A rule saying who is told about which notices, through which channel, with "
                    + "its quiet hours, digest and the next notice it will send."),
            Map.entry("Task", "Long work on the work plane: its state, how far it got, and its result or error once it ended."),
            Map.entry("Recorded", "How many facts entered the record, and the units they are about."),
            Map.entry("Unit", "One unit of the record as true on one date and known on another."),
            Map.entry("HistoryEntry", "One event in a unit's history: what happened, when it was true from, when the "
                    + "record knew it, who did it and why."),
            Map.entry("Grant", "A grant given: who holds which permissions on which place, and in which mode."));

    private Meanings() {
    }

    /** The line for a body type, or an empty string for a type that has none yet (its test fails then). */
    static String of(String bodyType) {
        return LINES.getOrDefault(bodyType, "");
    }
}
