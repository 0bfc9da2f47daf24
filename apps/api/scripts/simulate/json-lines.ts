// Where each value of a JSON text starts, by its path, so that a refused seed file can name the
// line at fault (`simulate-seed.json:12: …`). A small parser of its own: JSON.parse keeps no
// positions, and Node's messages for bad JSON give none either.

export type JsonPath = ReadonlyArray<string | number>

/** Bad JSON, with the line it went wrong on. */
export class JsonLineError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message)
  }
}

const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/

/** The line of every value by its path (as JSON.stringify of the path); throws JsonLineError. */
export function jsonLines(text: string): Map<string, number> {
  const lines = new Map<string, number>()
  let at = 0
  let line = 1
  const fail = (what: string): never => {
    const found = at < text.length ? `"${text[at]}"` : 'the end of the file'
    throw new JsonLineError(line, `expected ${what}, found ${found}`)
  }
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at]!)) {
      if (text[at] === '\n') line++
      at++
    }
  }
  const expect = (char: string) => {
    skipSpace()
    if (text[at] !== char) fail(`"${char}"`)
    at++
  }
  const readString = () => {
    if (text[at] !== '"') fail('a string')
    const start = at++
    while (at < text.length && text[at] !== '"' && text[at] !== '\n') {
      at += text[at] === '\\' ? 2 : 1
    }
    if (text[at] !== '"') fail('the end of the string')
    at++
    return JSON.parse(text.slice(start, at)) as string
  }
  const value = (path: JsonPath, keyLine?: number) => {
    skipSpace()
    // A member's value is found at its key's line: that is where a reader looks.
    lines.set(JSON.stringify(path), keyLine ?? line)
    const char = text[at]
    if (char === '{' || char === '[') {
      at++
      skipSpace()
      const close = char === '{' ? '}' : ']'
      if (text[at] === close) return void at++
      for (let index = 0; ; index++) {
        skipSpace()
        if (char === '{') {
          const memberLine = line
          const name = readString()
          expect(':')
          value([...path, name], memberLine)
        } else {
          value([...path, index])
        }
        skipSpace()
        if (text[at] === close) return void at++
        if (text[at] !== ',') fail(`"," or "${close}"`)
        at++
      }
    }
    if (char === '"') return void readString()
    const token = literal.exec(text.slice(at, at + 400))
    if (!token) fail('a value')
    at += token![0].length
  }
  value([])
  skipSpace()
  if (at < text.length) fail('the end of the file')
  return lines
}

/** The line of the value at `path`, or of the nearest enclosing value that exists. */
export function lineOf(lines: Map<string, number>, path: JsonPath): number {
  for (let length = path.length; length >= 0; length--) {
    const found = lines.get(JSON.stringify(path.slice(0, length)))
    if (found !== undefined) return found
  }
  return 1
}
