import { describe, expect, it } from 'vitest'
import { fingerprint, fingerprintDifferences, type DatabaseFingerprint } from './backup'

// The backup drill's comparison (scripts/backup-drill.ts); the drill itself is the proof that
// a restore keeps every row.

const original: DatabaseFingerprint = {
  tables: {
    'public.bookings': { rows: 10, md5: 'a1' },
    'public.refunds': { rows: 1, md5: 'b2' },
    'drizzle.__drizzle_migrations': { rows: 60, md5: 'c3' },
  },
  sequences: { 'drizzle.__drizzle_migrations_id_seq': '60' },
}

describe('fingerprintDifferences', () => {
  it('finds nothing when the restore matches', () => {
    expect(fingerprintDifferences(original, structuredClone(original))).toEqual([])
  })

  it('names each table and sequence that differs, missing or extra', () => {
    const restored = structuredClone(original)
    restored.tables['public.bookings'] = { rows: 9, md5: 'zz' }
    restored.tables['public.refunds']!.md5 = 'b3'
    delete restored.tables['drizzle.__drizzle_migrations']
    restored.tables['public.stray'] = { rows: 0, md5: 'd4' }
    restored.sequences['drizzle.__drizzle_migrations_id_seq'] = '1 (not called)'

    expect(fingerprintDifferences(original, restored)).toEqual([
      'table drizzle.__drizzle_migrations: missing from the restore',
      'table public.bookings: 10 rows (a1) before, 9 rows (zz) restored',
      'table public.refunds: 1 rows (b2) before, 1 rows (b3) restored',
      'table public.stray: only in the restored database',
      'sequence drizzle.__drizzle_migrations_id_seq: 60 before, 1 (not called) restored',
    ])
  })
})

describe('fingerprint', () => {
  it('asks for every table and sequence by its quoted schema and name', async () => {
    const asked: string[] = []
    const result = await fingerprint(async (statement) => {
      asked.push(statement)
      if (statement.includes("relkind in ('r', 'p')")) return [{ schema: 'public', name: 'we"ird' }]
      if (statement.includes("relkind = 'S'")) return [{ schema: 'public', name: 'ids' }]
      if (statement.includes('string_agg')) return [{ rows: 2, md5: 'ff' }]
      return [{ value: '7', is_called: false }]
    })
    expect(result).toEqual({
      tables: { 'public.we"ird': { rows: 2, md5: 'ff' } },
      sequences: { 'public.ids': '7 (not called)' },
    })
    expect(asked[1]).toContain('from "public"."we""ird" r')
    expect(asked[3]).toContain('from "public"."ids"')
  })
})
