package svc.query.api;

/** A query answered from the rows of the units of one kind, named by its wire name. */
public interface KindQuery {
    String kind();
}
