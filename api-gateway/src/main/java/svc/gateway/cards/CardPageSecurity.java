package svc.gateway.cards;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;

/**
 * The card pages are public: a template carries no data of anyone's (the data comes from an answer the reader
 * already holds). Only {@code GET} on them is let through here; every other call goes to the main chain's checks.
 */
@Configuration
@ConditionalOnWebApplication
class CardPageSecurity {

    @Bean
    @Order(1)
    SecurityFilterChain cardPages(HttpSecurity http) throws Exception {
        return http
                .securityMatchers(m -> m.requestMatchers(HttpMethod.GET, "/v1/cards/*"))
                .csrf(csrf -> csrf.disable())
                .sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .authorizeHttpRequests(a -> a.anyRequest().permitAll())
                .build();
    }
}
