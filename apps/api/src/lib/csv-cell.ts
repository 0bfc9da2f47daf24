/**
 * A spreadsheet runs a cell that starts like a formula; names and addresses are typed by
 * travellers, so a leading =, +, -, @, tab or carriage return is defused with a quote.
 */
export const csvCell = (text: string | null) =>
  text === null ? '' : /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
