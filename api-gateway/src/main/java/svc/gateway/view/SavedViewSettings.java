package svc.gateway.view;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Saved views ({@code svc.saved-view.*}).
 *
 * @param pageSize the most rows one page of a saved view holds
 */
@ConfigurationProperties("svc.saved-view")
record SavedViewSettings(@DefaultValue("50") int pageSize) {
    SavedViewSettings {
        if (pageSize < 1) {
            throw new IllegalArgumentException("svc.saved-view.page-size is at least 1; got " + pageSize);
        }
    }
}
