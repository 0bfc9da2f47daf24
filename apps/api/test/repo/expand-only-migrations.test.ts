import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../src/app-paths'

// During a rolling deploy the first new process migrates the database while the old processes
// still serve from it (docs/operations.md#rolling-deploys). So a migration may only expand the
// schema: whatever the release before it reads and writes must keep working. A statement that
// takes something away or tightens a rule belongs to a later release, once no process of the
// older one runs, in a file whose first line says so: `-- contract: <what and why>`.

/** Migrations from this one on are held to the rule; the ones before predate rolling deploys. */
const firstExpandOnly = 34

/** What an older process could trip over; a table made by the same migration is exempt. */
const contracting: Array<[RegExp, string]> = [
  [/\bdrop\s+table\b/i, 'drops a table'],
  [/\bdrop\s+column\b/i, 'drops a column'],
  [/\brename\b/i, 'renames'],
  [/\bset\s+not\s+null\b/i, 'makes a column required'],
  [/\badd\s+constraint\b/i, 'adds a constraint older writes may break'],
  [/\bdrop\s+type\b|\bdrop\s+value\b/i, 'removes an enum'],
  [/\bcreate\s+unique\s+index\b/i, 'adds a unique index older writes may break'],
]

/** Why each statement of one migration would break the release before it; empty when none. */
function contractingStatements(sql: string): string[] {
  const statements = sql
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean)
  const created = new Set(
    statements.flatMap((statement) =>
      [...statement.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?"?(\w+)"?/gi)].map(
        (match) => match[1]!.toLowerCase(),
      ),
    ),
  )
  const problems: string[] = []
  for (const statement of statements) {
    if (/^create\s+table\b/i.test(statement)) continue
    const table = /(?:alter\s+table|on|index\s+"?\w+"?\s+on)\s+(?:only\s+)?"?(\w+)"?/i
      .exec(statement)?.[1]
      ?.toLowerCase()
    if (table && created.has(table)) continue
    // A new column with a default is fine even when required: older inserts get the default.
    const requiredWithoutDefault =
      /\badd\s+column\b[^;]*\bnot\s+null\b/i.test(statement) && !/\bdefault\b/i.test(statement)
    if (requiredWithoutDefault)
      problems.push(`adds a required column without a default: ${statement}`)
    if (/\balter\s+column\b[^;]*\btype\b/i.test(statement)) {
      problems.push(`changes a column type: ${statement}`)
    }
    for (const [pattern, why] of contracting) {
      if (pattern.test(statement)) problems.push(`${why}: ${statement}`)
    }
  }
  return problems
}

describe('migrations from 0034 on only expand the schema', () => {
  it('keeps every new migration usable by the release before it, unless it says contract', async () => {
    const files = (await readdir(migrationsFolder))
      .filter((file) => /^\d{4}_.*\.sql$/.test(file))
      .filter((file) => Number(file.slice(0, 4)) >= firstExpandOnly)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const sql = await readFile(path.join(migrationsFolder, file), 'utf8')
      if (/^-- contract: \S/.test(sql)) continue
      expect(contractingStatements(sql), file).toEqual([])
    }
  })

  it('tells expanding statements from contracting ones', () => {
    const expanding = [
      'ALTER TABLE "mail_outbox" ADD COLUMN "trace_context" jsonb;',
      'ALTER TABLE "bookings" ADD COLUMN "tier" text DEFAULT \'standard\' NOT NULL;',
      'CREATE INDEX "bookings_tier_idx" ON "bookings" USING btree ("tier");',
      [
        'CREATE TABLE "refund_notes" ("id" uuid PRIMARY KEY NOT NULL, "booking_id" uuid NOT NULL);',
        'ALTER TABLE "refund_notes" ADD CONSTRAINT "refund_notes_booking_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id");',
        'CREATE UNIQUE INDEX "refund_notes_booking" ON "refund_notes" USING btree ("booking_id");',
      ].join('--> statement-breakpoint\n'),
    ]
    for (const sql of expanding) expect(contractingStatements(sql), sql).toEqual([])

    const contractingSql = [
      'ALTER TABLE "bookings" DROP COLUMN "notes";',
      'DROP TABLE "partner_tiers";',
      'ALTER TABLE "bookings" RENAME COLUMN "notes" TO "traveller_notes";',
      'ALTER TABLE "bookings" ALTER COLUMN "flight_number" SET NOT NULL;',
      'ALTER TABLE "bookings" ALTER COLUMN "total_cents" SET DATA TYPE bigint;',
      'ALTER TABLE "bookings" ADD COLUMN "tier" text NOT NULL;',
      'ALTER TABLE "bookings" ADD CONSTRAINT "bookings_total_positive" CHECK ("total_cents" > 0);',
      'CREATE UNIQUE INDEX "bookings_email_once" ON "bookings" USING btree ("email");',
    ]
    for (const sql of contractingSql) {
      expect(contractingStatements(sql).length, sql).toBeGreaterThan(0)
    }
  })
})
