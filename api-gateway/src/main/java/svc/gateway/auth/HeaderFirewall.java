package svc.gateway.auth;

import org.springframework.security.web.firewall.StrictHttpFirewall;

/**
 * Spring Security's strict firewall, refusing exactly what it refuses by default, but checking header names and
 * values with a loop over their code points instead of its regular expression ({@code [\p{IsAssigned}&&
 * [^\p{IsControl}]]*}): that expression, run over every header of every call (a bearer token is a long one), was
 * 4.4% of a call's CPU in a JFR profile of session/whoami (docs/performance.md).
 */
final class HeaderFirewall {
    private HeaderFirewall() {
    }

    static StrictHttpFirewall strict() {
        StrictHttpFirewall firewall = new StrictHttpFirewall();
        firewall.setAllowedHeaderNames(HeaderFirewall::assignedAndNotControl);
        firewall.setAllowedHeaderValues(HeaderFirewall::assignedAndNotControl);
        return firewall;
    }

    /** Whether every character is an assigned one and none is a control character (Unicode category Cc). */
    static boolean assignedAndNotControl(String text) {
        for (int i = 0; i < text.length(); ) {
            char c = text.charAt(i);
            // Printable US-ASCII, all of a bearer token, is assigned and not control: no table to look up.
            if (c >= ' ' && c < '\u007f') {
                i++;
                continue;
            }
            int codePoint = text.codePointAt(i);
            if (!Character.isDefined(codePoint) || Character.isISOControl(codePoint)) {
                return false;
            }
            i += Character.charCount(codePoint);
        }
        return true;
    }
}
