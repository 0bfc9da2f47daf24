// The simulator's only source of chance (docs/decisions/035-automatic-dispatch.md#the-clock-and-the-simulator):
// mulberry32, a 32-bit generator small enough to write here, so that one seed file always
// plays out the same day. Math.random is never used.

export type Random = {
  /** A float in [0, 1). */
  next(): number
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number
  /** A float in [min, max). */
  between(min: number, max: number): number
  /** The index of one weight, drawn in proportion to the weights. */
  weighted(weights: readonly number[]): number
  /** A version 4 UUID made of this generator's bits. */
  uuid(): string
  /** A generator of its own, seeded from this one (for a stream that must not shift others). */
  fork(): Random
}

export function mulberry32(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    weighted(weights) {
      const total = weights.reduce((sum, weight) => sum + weight, 0)
      let draw = next() * total
      for (let index = 0; index < weights.length; index++) {
        draw -= weights[index]!
        if (draw < 0) return index
      }
      return weights.length - 1
    },
    uuid() {
      const bytes = Array.from({ length: 16 }, () => Math.floor(next() * 256))
      bytes[6] = (bytes[6]! & 0x0f) | 0x40
      bytes[8] = (bytes[8]! & 0x3f) | 0x80
      const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    },
    fork: () => mulberry32(Math.floor(next() * 4_294_967_296)),
  }
  return random
}
