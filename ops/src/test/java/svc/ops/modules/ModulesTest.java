package svc.ops.modules;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The floor plan (issue 24): the command side knows no reader, the projections no caller, the query side no HTTP,
 * nothing below the gateway speaks HTTP, and the workers use the gateway, which knows them not. The gateway reaches the
 * command side through its messages and interfaces ({@code svc.command.api}) and the query side through its own
 * ({@code svc.query.api}), and no projection: only the unit states (records) the query side answers with.
 */
@AnalyzeClasses(packages = "svc", importOptions = ImportOption.DoNotIncludeTests.class)
class ModulesTest {
    @ArchTest
    static final ArchRule theCommandSideKnowsNoReaderAndNoCaller = noClasses().that().resideInAPackage("svc.command..")
            .should().dependOnClassesThat().resideInAnyPackage("svc.projections..", "svc.query..", "svc.gateway..",
                    "svc.workers..", "svc.ops..");

    @ArchTest
    static final ArchRule theProjectionsKnowNoCaller = noClasses().that().resideInAPackage("svc.projections..")
            .should().dependOnClassesThat().resideInAnyPackage("svc.query..", "svc.gateway..", "svc.workers..",
                    "svc.ops..");

    @ArchTest
    static final ArchRule theQuerySideKnowsNoCaller = noClasses().that().resideInAPackage("svc.query..")
            .should().dependOnClassesThat().resideInAnyPackage("svc.gateway..", "svc.workers..", "svc.ops..");

    @ArchTest
    static final ArchRule theGatewayKnowsNotWhatRunsIt = noClasses().that().resideInAPackage("svc.gateway..")
            .should().dependOnClassesThat().resideInAnyPackage("svc.workers..", "svc.ops..");

    @ArchTest
    static final ArchRule theWorkersKnowNotWhatRunsThem = noClasses().that().resideInAPackage("svc.workers..")
            .should().dependOnClassesThat().resideInAPackage("svc.ops..");

    @ArchTest
    static final ArchRule nothingBelowTheGatewaySpeaksHttp = noClasses().that()
            .resideInAnyPackage("svc.command..", "svc.projections..", "svc.query..")
            .should().dependOnClassesThat().resideInAnyPackage("org.springframework.web..", "org.springframework.http..",
                    "jakarta.servlet..");

    @ArchTest
    static final ArchRule theGatewayReachesNoFurther = noClasses().that()
            .resideInAPackage("svc.gateway..").should().dependOnClassesThat(
                    resideInAnyPackage("svc.projections..", "svc.command..")
                            .and(not(resideInAPackage("svc.command.api..")))
                            .and(not(nameMatching("svc\\.projections\\..*State(\\$.*)?"))))
            .as("the gateway depends on no projection but the unit states the query side answers with, and on "
                    + "nothing of the command side but its messages");

    /** What every module reads of JDBC the same way ({@code svc.sql}) stands on nothing of its own. */
    @ArchTest
    static final ArchRule theSqlHelpersStandAlone = noClasses().that().resideInAPackage("svc.sql..")
            .should().dependOnClassesThat(resideInAPackage("svc..").and(not(resideInAPackage("svc.sql.."))));

    /** Query handlers wait for the projections they read ({@code svc.query.Awaits}); the gateway only asks. */
    @ArchTest
    static final ArchRule theGatewayAsksTheQuerySideOnlyThroughItsMessages = noClasses()
            .that().resideInAPackage("svc.gateway..").should().dependOnClassesThat(resideInAPackage("svc.query..")
                    .and(not(resideInAnyPackage("svc.query.api..", "svc.query.predicate.."))))
            .as("the gateway depends on nothing of the query side but its messages and the predicate language");
}
