// POSIX shell quoting: inside single quotes nothing is special but the quote itself, which
// closes the string, is written escaped (\') and the string reopened.
export const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

/** A heredoc delimiter that does not occur as a line of `text` */
export function heredocDelimiter(text: string) {
  const lines = new Set(text.split('\n'))
  let delimiter = 'EOF'
  while (lines.has(delimiter)) delimiter += '_'
  return delimiter
}
