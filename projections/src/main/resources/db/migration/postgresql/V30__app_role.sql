-- The role the service connects as: no superuser, no BYPASSRLS, owner of nothing, so that row-level security binds
-- it. Migrations run as the owner (spring.flyway.user); this role only reads and writes rows. Roles belong to the
-- whole cluster, so it is made only when missing (test databases made in parallel may race to make it). It is made
-- without a password: on a server that asks for one, the administrator sets it (ALTER ROLE svc_app PASSWORD ...)
-- and the service is given it as SVC_APP_DB_PASSWORD.
DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'svc_app') THEN
        CREATE ROLE svc_app LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
    END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
    NULL;
END $$;

-- Rows of every table made so far, and of every table later migrations make (default privileges of the owner that
-- runs them). Flyway's own history stays the owner's.
DO $$
BEGIN
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO svc_app', current_schema());
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO svc_app', current_schema());
    EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO svc_app', current_schema());
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO svc_app',
                   current_schema());
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO svc_app',
                   current_schema());
    IF to_regclass('flyway_schema_history') IS NOT NULL THEN
        REVOKE ALL ON flyway_schema_history FROM svc_app;
    END IF;
END $$;
