/** Rows of plain values as a GitHub markdown table, columns in the first row's key order. */
export function markdownTable(rows: Record<string, string | number>[]): string {
  const columns = Object.keys(rows[0] ?? {})
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((column) => row[column] ?? ''))),
  ].join('\n')
}

export const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–')

/** The p-th percentile (0–100) of some numbers, by nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
