package svc.gateway.cards;

/** Text put into the card page: escaped as HTML where it is markup, and made unable to end a script block in JSON. */
final class Html {
    private Html() {
    }

    static String text(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * JSON for a {@code <script type="application/json">} block: {@code <}, {@code >} and {@code &} only occur inside
     * JSON strings, where their escapes mean the same, so body text such as {@code </script>} cannot close the block.
     */
    static String scriptSafeJson(String json) {
        return json.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
                .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029");
    }
}
