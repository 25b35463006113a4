package svc.gateway.auth;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.proc.JWSVerificationKeySelector;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jwt.proc.DefaultJWTProcessor;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Objects;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.authentication.AuthenticationManagerResolver;
import org.springframework.security.authentication.ProviderManager;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.WebSecurityCustomizer;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.config.observation.SecurityObservationSettings;
import org.springframework.security.oauth2.core.DelegatingOAuth2TokenValidator;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2TokenValidator;
import org.springframework.security.oauth2.core.OAuth2TokenValidatorResult;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtClaimNames;
import org.springframework.security.oauth2.jwt.JwtClaimValidator;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.JwtDecoders;
import org.springframework.security.oauth2.jwt.JwtValidators;
import org.springframework.security.oauth2.jwt.NimbusJwtDecoder;
import org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationProvider;
import org.springframework.security.oauth2.server.resource.web.BearerTokenResolver;
import org.springframework.security.web.SecurityFilterChain;
import svc.gateway.envelope.Caller;
import svc.gateway.refusal.Refusal;
import svc.gateway.refusal.RefusalWriter;

/**
 * Bearer credentials on every route: tokens from the built-in issuer (RS256 with the database's key), or from the
 * OpenID Connect issuer at {@code svc.issuer-url}, with the built-in one off; and API keys. A signed-out token is
 * refused like an expired one. Failures are refusals with {@code auth_url}.
 */
@Configuration
@ConditionalOnWebApplication
class SecurityConfig {

    /** The firewall every call passes before the filters (see {@link HeaderFirewall}). */
    @Bean
    WebSecurityCustomizer headerFirewall() {
        return web -> web.httpFirewall(HeaderFirewall.strict());
    }

    /**
     * Spring Security observes each of its filters on every call, and the authentication and authorization within:
     * a twelfth of a read's CPU when measured (docs/performance.md), for meters nobody reads. No observation is made
     * and no filter wrapped; every /v1 call is timed once, from its arrival, by svc_route_latency.
     */
    @Bean
    SecurityObservationSettings securityObservations() {
        return SecurityObservationSettings.noObservations();
    }

    @Bean
    SecurityFilterChain filters(HttpSecurity http, RefusalWriter refusals, Issuer issuer, JwtDecoder tokens,
            ApiKeys keys) throws Exception {
        return http
                .csrf(csrf -> csrf.disable())
                .sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .authorizeHttpRequests(a -> a
                        .requestMatchers("/livez", "/readyz", "/actuator/health/**", "/actuator/health",
                                "/actuator/prometheus", "/.well-known/**", "/error", "/v1/openapi.json")
                        .permitAll()
                        .anyRequest().authenticated())
                .oauth2ResourceServer(o -> o
                        .bearerTokenResolver(new BearerTokens())
                        .authenticationManagerResolver(credentials(tokens, keys))
                        .authenticationEntryPoint((request, response, e) -> refusals.write(
                                Refusal.noSession(issuer.authUrl(request), request.getHeader("Authorization") == null
                                        ? "No credential: send Authorization: Bearer <token>."
                                        : "The credential was refused: it is malformed, expired, signed out, revoked, "
                                                + "signed by another issuer, or for another audience."),
                                request, response)))
                .exceptionHandling(e -> e.authenticationEntryPoint((request, response, ex) -> refusals.write(
                        Refusal.noSession(issuer.authUrl(request), "No credential: send Authorization: Bearer <token>."),
                        request, response)))
                .build();
    }

    /**
     * A bearer credential shaped like an API key ({@code svc_...}) goes to the keys, anything else to the token
     * decoder; both sign the call in as the same Caller. In the local app, a call the platform signed in
     * ({@link SignedInByPlatform}) is that Caller.
     */
    private static AuthenticationManagerResolver<HttpServletRequest> credentials(JwtDecoder tokens, ApiKeys keys) {
        JwtAuthenticationProvider tokenProvider = new JwtAuthenticationProvider(tokens);
        tokenProvider.setJwtAuthenticationConverter(jwt -> new CallerAuthentication(TokenCallers.of(jwt)));
        AuthenticationManager tokenManager = new ProviderManager(tokenProvider);
        AuthenticationManager keyManager = new KeyAuthentication(keys);
        BearerTokenResolver bearer = new BearerTokens();
        return request -> {
            if (request.getAttribute(SignedInByPlatform.ATTRIBUTE) instanceof Caller caller) {
                return credential -> new CallerAuthentication(caller);
            }
            return ApiKeys.looksLikeKey(bearer.resolve(request)) ? keyManager : tokenManager;
        };
    }

    /**
     * Nimbus parses and verifies signatures, with the built-in issuer's keys that verify now (every key it still
     * holds for the tokens it signed, rotated or not); {@link VerifiedTokens} keeps what verified and checks the
     * claims.
     */
    @Bean
    JwtDecoder jwtDecoder(Issuer issuer, SigningKeys keys, SignedOut signedOut) {
        NimbusJwtDecoder decoder;
        OAuth2TokenValidator<Jwt> issuerCheck;
        if (issuer.builtIn()) {
            decoder = builtIn(keys);
            issuerCheck = JwtValidators.createDefaultWithIssuer(Issuer.BUILT_IN);
        } else {
            decoder = (NimbusJwtDecoder) JwtDecoders.fromIssuerLocation(issuer.externalUrl());
            issuerCheck = JwtValidators.createDefaultWithIssuer(issuer.externalUrl());
        }
        decoder.setJwtValidator(jwt -> OAuth2TokenValidatorResult.success());
        return new VerifiedTokens(decoder, new DelegatingOAuth2TokenValidator<>(issuerCheck, audience(),
                required(JwtClaimNames.EXP), required(JwtClaimNames.SUB), signedOut));
    }

    /** Verifies signatures with the keys of the built-in issuer that verify now; checks no claim. */
    static NimbusJwtDecoder builtIn(SigningKeys keys) {
        DefaultJWTProcessor<SecurityContext> processor = new DefaultJWTProcessor<>();
        processor.setJWSKeySelector(new JWSVerificationKeySelector<>(JWSAlgorithm.RS256, new SigningKeySource(keys)));
        // The claims are checked by the validators of jwtDecoder, as Spring's own builder leaves them.
        processor.setJWTClaimsSetVerifier((claims, context) -> { });
        NimbusJwtDecoder decoder = new NimbusJwtDecoder(processor);
        decoder.setJwtValidator(jwt -> OAuth2TokenValidatorResult.success());
        return decoder;
    }

    /** The default validators check {@code exp} only when present: a token without one would never expire. */
    private static OAuth2TokenValidator<Jwt> required(String claim) {
        return new JwtClaimValidator<Object>(claim, Objects::nonNull);
    }

    private static OAuth2TokenValidator<Jwt> audience() {
        OAuth2Error wrongAudience = new OAuth2Error("invalid_token", "the token is for another audience", null);
        return jwt -> {
            List<String> audiences = jwt.getAudience();
            return audiences != null && audiences.contains(Issuer.AUDIENCE)
                    ? OAuth2TokenValidatorResult.success()
                    : OAuth2TokenValidatorResult.failure(wrongAudience);
        };
    }
}
