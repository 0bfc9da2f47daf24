import { describe, expect, it } from 'vitest'
import { statementNamer } from './named-statements'

describe('naming statements', () => {
  it('names a statement from its third run, the same name every time after', () => {
    const name = statementNamer({ names: 10, after: 3, counted: 100 })
    expect([name('select $1'), name('select $1')]).toEqual([undefined, undefined])
    const named = name('select $1')
    expect(named).toMatch(/^ridelane_\d+$/)
    expect(name('select $1')).toBe(named)
  })

  it('gives different statements different names', () => {
    const name = statementNamer({ names: 10, after: 1, counted: 100 })
    expect(name('select $1')).not.toBe(name('select $2'))
  })

  it('names no more statements than its limit; those it named keep their names', () => {
    const name = statementNamer({ names: 2, after: 1, counted: 100 })
    const first = name('a $1')
    const second = name('b $1')
    expect(name('c $1')).toBeUndefined()
    expect([name('a $1'), name('b $1')]).toEqual([first, second])
  })

  it('forgets the counts of unnamed statements when it has counted too many', () => {
    const name = statementNamer({ names: 10, after: 2, counted: 2 })
    name('a $1')
    name('b $1')
    name('c $1') // clears the counts of a and b
    expect(name('a $1')).toBeUndefined()
    expect(name('c $1')).toMatch(/^ridelane_/)
  })
})
