import { Placeholder } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Database } from './client'
import {
  placeholderRow,
  placeholderValues,
  preparedOn,
  preparedPerShape,
  rowShape,
} from './prepared'

/** A database or transaction as Drizzle holds it: its dialect and its session's client. */
const handle = (dialect: object, client: string) =>
  ({ dialect, session: { client } }) as unknown as Database

describe('statements prepared per shape', () => {
  it('tells rows apart by the fields they give and by which of them are null', () => {
    expect(rowShape({ b: 1, a: 'x', c: undefined, d: null })).toEqual(['a', 'b', 'd:null'])
    expect(rowShape({ a: 'y', b: 2, d: null })).toEqual(rowShape({ d: null, b: 3, a: 'z' }))
    expect(rowShape({ a: 'y', b: 2, d: 4 })).not.toEqual(rowShape({ a: 'y', b: 2, d: null }))
  })

  it('writes a null as it is and fills every other field from the call', () => {
    const shape = rowShape({ a: 'x', b: 1, d: null })!
    const row = placeholderRow('p_', shape)
    expect(Object.keys(row).sort()).toEqual(['a', 'b', 'd'])
    expect(row.d).toBeNull()
    expect(row.a).toBeInstanceOf(Placeholder)
    expect((row.a as Placeholder).name).toBe('p_a')
    expect(placeholderValues('p_', { a: 'y', b: 2, d: null }, shape)).toEqual({ p_a: 'y', p_b: 2 })
  })

  it('prepares once per shape and database, fills each call, and builds past its limit', async () => {
    const prepared: string[] = []
    const executed: Array<Record<string, unknown>> = []
    const ranUnprepared: unknown[] = []
    type Row = { name?: string | null; seats?: number }
    const statement = preparedPerShape(
      'vehicle_insert',
      (_db, { vehicle }: { vehicle: Row | undefined }) => ({
        then: <R>(resolve: (rows: unknown[]) => R) => {
          ranUnprepared.push(vehicle)
          return Promise.resolve(resolve([vehicle]))
        },
        prepare: (name: string) => {
          prepared.push(`${name} ${JSON.stringify(vehicle)}`)
          return {
            execute: async (values: Record<string, unknown>) => {
              executed.push(values)
              return [values]
            },
          }
        },
      }),
      2,
    )
    const one = handle({}, 'pool one')
    const two = handle({}, 'pool two')
    await statement(one, { vehicle: { name: 'Sedan', seats: 3 } })
    await statement(one, { vehicle: { seats: 4, name: 'Van' } })
    await statement(two, { vehicle: { name: 'Coach', seats: 50 } })
    await statement(one, { vehicle: { name: null, seats: 1 } })
    expect(executed).toEqual([
      { vehicle_name: 'Sedan', vehicle_seats: 3 },
      { vehicle_name: 'Van', vehicle_seats: 4 },
      { vehicle_name: 'Coach', vehicle_seats: 50 },
      { vehicle_seats: 1 },
    ])
    // Placeholders print as {"name": …}; a null is built in as it is.
    expect(prepared.map((entry) => entry.split(' ')[0])).toEqual([
      'vehicle_insert_1',
      'vehicle_insert_1',
      'vehicle_insert_2',
    ])
    expect(prepared[2]).toContain('"name":null')
    expect(ranUnprepared).toEqual([])
    expect(await statement(one, { vehicle: { seats: 9 } })).toEqual([{ seats: 9 }])
    expect(await statement(one, { vehicle: undefined })).toEqual([undefined])
    expect(ranUnprepared).toEqual([{ seats: 9 }, undefined])
  })

  it('runs a query prepared on a database in its transactions, on their own connection', () => {
    const dialect = {}
    let builds = 0
    const prepared = preparedOn((db) => {
      builds += 1
      const { client } = (db as unknown as { session: { client: string } }).session
      return {
        client,
        run(this: { client: string }) {
          return `ran on ${this.client}`
        },
      }
    })
    const database = handle(dialect, 'pool')
    const transaction = handle(dialect, 'connection 7')
    expect(prepared(database).run()).toBe('ran on pool')
    expect(prepared(transaction).run()).toBe('ran on connection 7')
    expect(prepared(database)).toBe(prepared(database))
    expect(builds).toBe(1)
    expect(prepared(handle({}, 'another database')).run()).toBe('ran on another database')
    expect(builds).toBe(2)
  })
})
