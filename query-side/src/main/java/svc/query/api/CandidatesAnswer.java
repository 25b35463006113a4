package svc.query.api;

import java.util.List;

/** The candidates of a lookup, best first (by score, then id), and whether more were cut at the cap. */
public record CandidatesAnswer(List<Candidate> candidates, boolean capReached) {
}
