package svc.ops.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** A plain-text table: a header, rows, each column as wide as its widest cell; the first column left-aligned. */
final class Table {
    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    Table(String... header) {
        this.header = List.of(header);
    }

    Table row(String... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException("a row of " + cells.length + " cells in a table of " + header.size());
        }
        rows.add(List.of(cells));
        return this;
    }

    void print(PrintStream out) {
        int[] widths = new int[header.size()];
        for (List<String> line : allLines()) {
            for (int i = 0; i < line.size(); i++) {
                widths[i] = Math.max(widths[i], line.get(i).length());
            }
        }
        for (List<String> line : allLines()) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < line.size(); i++) {
                String cell = line.get(i);
                String pad = " ".repeat(widths[i] - cell.length());
                text.append(i == 0 ? cell + pad : "  " + pad + cell);
            }
            out.println(text.toString().stripTrailing());
        }
    }

    private List<List<String>> allLines() {
        List<List<String>> lines = new ArrayList<>();
        lines.add(header);
        lines.addAll(rows);
        return lines;
    }

    static String count(double value) {
        return String.format("%,.0f", value);
    }

    static String millis(double value) {
        return String.format("%.2f ms", value);
    }

    static String megabytes(long bytes) {
        return String.format("%,d MB", bytes / (1024 * 1024));
    }
}
