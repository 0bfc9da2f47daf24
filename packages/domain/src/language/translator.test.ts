import { describe, expect, it } from 'vitest'
import { sourceText, worded, wording, wordingText, wordsOf, type Translator } from './translator'

// Words with figures where only text fits (a zod schema's message): the English goes out, and
// whoever shows it finds the wording again (docs/decisions/052-server-messages.md).

describe('wordingText and wordsOf', () => {
  it('writes a wording’s English and finds the wording again by it', () => {
    const words = wording('Bring at most {max} umbrellas', { max: 4 })
    const text = wordingText(words)
    expect(text).toBe('Bring at most 4 umbrellas')
    expect(wordsOf(text)).toBe(words)
    const shouting: Translator = {
      _: (message, values) => sourceText._(message, values).toUpperCase(),
    }
    expect(worded(wordsOf(text), shouting)).toBe('BRING AT MOST 4 UMBRELLAS')
  })

  it('gives any other message back as it is', () => {
    expect(wordsOf('Bring at most 5 umbrellas')).toBe('Bring at most 5 umbrellas')
    expect(wordsOf('Bring at most {max} umbrellas')).toBe('Bring at most {max} umbrellas')
  })
})
