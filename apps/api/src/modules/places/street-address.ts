import {
  HOUSE_NUMBER,
  STREET_KINDS,
  STREET_SIDES,
  foldTerm,
  streetWord,
  streetWordForms,
  tokenize,
} from './search-terms'

/**
 * Street addresses in a place search: '350 5th Ave' is the place whose address opens with that
 * house number on that street (the Empire State Building), and no other number on 5th Avenue.
 */

/** Words of a street's name that name nothing on their own: 'Rue de la Paix' is Paix. */
const FILLER_WORDS: ReadonlySet<string> = new Set(
  ['de', 'la', 'le', 'les', 'du', 'des', 'd', 'l', 'of', 'the', 'and'].map(foldTerm),
)

/** The house number (or numbers) and street an address line opens with: '350 5th Ave, …'. */
export interface Door {
  from: number
  /** The last number of a range ('87-135 Brompton Rd'); `from` otherwise. */
  to: number
  /** A letter after the number: '221b' → 'b'. */
  letter: string
  /** The street's words, compared forms: '2 E 55th St' → e, 55th, st. */
  street: readonly string[]
  /** The words that name the street, not its kind or side: 55th. */
  name: readonly string[]
}

const DOOR = /^(\d{1,5})([a-z]?)(?:\s*[-–]\s*(\d{1,5})[a-z]?)?\s+(\S.*)$/i

/** The door a place's address opens with, if it opens with a house number. */
export function doorOf(address: string): Door | undefined {
  const match = DOOR.exec(address.split(',')[0]!.trim())
  if (!match) return undefined
  const [, from, letter, to, rest] = match
  const street = tokenize(rest!).map((word) => streetWord(foldTerm(word)))
  const name = street.filter(
    (word) => !STREET_KINDS.has(word) && !STREET_SIDES.has(word) && !FILLER_WORDS.has(word),
  )
  if (name.length === 0) return undefined
  return {
    from: Number(from),
    to: Number(to ?? from),
    letter: letter!.toLowerCase(),
    street,
    name,
  }
}

/** A query that opens with a house number: '350 5th ave' → 350 and the words after it. */
export interface DoorQuery {
  number: number
  letter: string
  /** The folded words typed after the number; the last may be half-typed. */
  words: readonly string[]
  /** The same words in the forms streets are compared in: 'fifth avenue' → 5th, ave. */
  street: readonly string[]
}

/** The house number and words of a query of folded words, when it opens with a number. */
export function doorQuery(terms: readonly string[]): DoorQuery | undefined {
  const match = HOUSE_NUMBER.exec(terms[0] ?? '')
  if (!match || terms.length < 2) return undefined
  const words = terms.slice(1)
  return { number: Number(match[1]), letter: match[2]!, words, street: words.map(streetWord) }
}

/**
 * Whether the words typed after the number name this door's street: every word of its name is
 * typed (the last typed word may be its beginning: '350 fif'), and a kind or side of street typed
 * is the door's ('350 5th St' is not on 5th Avenue, 'W 42nd St' not 'E 42nd St'). Other words
 * (the city, a postcode) are left to the caller.
 */
export function isOnStreet(door: Door, query: DoorQuery): boolean {
  const typed = query.street
  const last = query.words.at(-1)!
  const begun = (word: string) => streetWordForms(word).some((form) => form.startsWith(last))
  if (!door.name.every((word) => typed.includes(word) || begun(word))) return false
  return typed.every(
    (word, at) =>
      !(STREET_KINDS.has(word) || STREET_SIDES.has(word)) ||
      door.street.includes(word) ||
      (at === typed.length - 1 && door.street.some(begun)),
  )
}

/** Whether the typed number is this door's: 221 and 221b are one door, 221a is another. */
export function isDoorNumber(door: Door, query: DoorQuery): boolean {
  if (query.number < door.from || query.number > door.to) return false
  return door.from !== door.to || query.letter === '' || query.letter === door.letter
}
