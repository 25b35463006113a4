package svc.gateway.dispatch;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.NoHandlerFoundException;
import org.springframework.web.servlet.resource.NoResourceFoundException;
import svc.gateway.refusal.Refusal;
import svc.gateway.refusal.RefusalWriter;

/** Every failure of a call becomes a refusal; the unexpected ones are logged under the run id and shown as 500. */
@RestControllerAdvice
class RefusalAdvice {
    private final RefusalWriter writer;

    RefusalAdvice(RefusalWriter writer) {
        this.writer = writer;
    }

    @ExceptionHandler({NoResourceFoundException.class, NoHandlerFoundException.class})
    ResponseEntity<Map<String, Object>> unknownPath(HttpServletRequest request) {
        return writer.entity(Refusal.notFound(), request);
    }

    @ExceptionHandler(HttpRequestMethodNotSupportedException.class)
    ResponseEntity<Map<String, Object>> wrongMethod(HttpServletRequest request) {
        return writer.entity(Refusal.methodNotAllowed(request.getMethod()), request);
    }

    @ExceptionHandler(HttpMediaTypeNotSupportedException.class)
    ResponseEntity<Map<String, Object>> wrongMedia(HttpServletRequest request) {
        return writer.entity(Refusal.unsupportedMedia(String.valueOf(request.getContentType())), request);
    }

    @ExceptionHandler(HttpMessageNotReadableException.class)
    ResponseEntity<Map<String, Object>> unreadable(HttpServletRequest request) {
        return writer.entity(Refusal.invalidInput("", "The body is not JSON."), request);
    }

    @ExceptionHandler(Exception.class)
    ResponseEntity<Map<String, Object>> any(Exception e, HttpServletRequest request) {
        return writer.entity(Failures.refusal(e), request);
    }
}
