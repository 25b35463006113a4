package svc.command.store;

import javax.sql.DataSource;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.eventsourcing.eventstore.jpa.SQLStateResolver;
import org.axonframework.serialization.json.JacksonSerializer;
import org.axonframework.spring.jdbc.SpringDataSourceConnectionProvider;
import org.axonframework.spring.messaging.unitofwork.SpringTransactionManager;
import org.flywaydb.core.Flyway;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.JdbcTransactionManager;

/** A test database migrated with the command side's own migrations, and Axon's JDBC engine over it. */
final class TestLogs {
    private TestLogs() {
    }

    /**
     * Migrates the common migrations and those of {@code vendor} ({@code h2} or {@code postgresql}). On PostgreSQL
     * the serving role must exist first, as the projections' V30 makes it before every database the service migrates
     * reaches V84 (which takes back what that role may do to the log); roles belong to the whole server, so a fresh
     * server has none.
     */
    static void migrate(DataSource database, String vendor) {
        if (vendor.equals("postgresql")) {
            new JdbcTemplate(database).execute("""
                    DO $$ BEGIN
                        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'svc_app') THEN
                            CREATE ROLE svc_app LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
                        END IF;
                    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
                    END $$""");
        }
        Flyway.configure().dataSource(database).locations("classpath:db/migration/common",
                "classpath:db/migration/" + vendor).load().migrate();
    }

    /** The engine as the service builds it: Jackson, and a unique violation read as a conflict. */
    static EventStorageEngine engine(DataSource database, JdbcTransactionManager transactions) {
        JacksonSerializer json = JacksonSerializer.defaultSerializer();
        return new IsoTimedEngine(JdbcEventStorageEngine.builder()
                .snapshotSerializer(json)
                .eventSerializer(json)
                .persistenceExceptionResolver(new SQLStateResolver("23505"))
                .connectionProvider(new SpringDataSourceConnectionProvider(database))
                .transactionManager(new SpringTransactionManager(transactions))
                .schema(new EventSchema()), 60_000);
    }
}
