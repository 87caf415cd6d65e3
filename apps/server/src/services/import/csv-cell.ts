/**
 * One CSV cell. A cell a spreadsheet would read as a formula (= + - @, or a tab or CR first)
 * gets a leading apostrophe, so a comment or title cannot run in whoever opens the export.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
