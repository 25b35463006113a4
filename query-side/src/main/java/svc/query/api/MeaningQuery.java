package svc.query.api;

/** A query that may search by the meaning of names, which the embeddings of entity names answer. */
public interface MeaningQuery {
    /** Whether this query searches by meaning. */
    boolean byMeaning();
}
