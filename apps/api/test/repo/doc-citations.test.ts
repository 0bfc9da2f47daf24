import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Comments and docs cite documents of this repository only (docs/architecture.md#code-style), and
// every `docs/<page>.md#<anchor>` they cite names a heading that exists on that page.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const textFile = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|yml|yaml|sh)$|(^|\/)(run|Dockerfile)$/

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
  return listed
    .split('\0')
    .filter((file) => textFile.test(file) && !file.endsWith('package-lock.json'))
}

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8')

// The three planning notes the project started from live outside the repository; spelled in
// parts so this file does not cite them itself.
const outsideNotes = new RegExp(`\\b(?:${['SPEC', 'ARCHITECTURE', 'STYLE'].join('|')})\\.md\\b`)

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

function anchorsOf(page: string): Set<string> {
  const headings = read(page).match(/^#{1,6} .+$/gm) ?? []
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))))
}

describe('citations in the repository', () => {
  const files = trackedTextFiles()

  it('never point at notes outside the repository', () => {
    expect(files.length).toBeGreaterThan(100)
    const citing = files.filter((file) => outsideNotes.test(read(file)))
    expect(citing).toEqual([])
  })

  it('name anchors that exist in the docs they cite', () => {
    const anchors = new Map<string, Set<string>>()
    const broken: string[] = []
    for (const file of files) {
      for (const [, page, anchor] of read(file).matchAll(/\b(docs\/[\w-]+\.md)#([\w-]+)/g)) {
        if (!anchors.has(page!)) anchors.set(page!, anchorsOf(page!))
        if (!anchors.get(page!)!.has(anchor!)) broken.push(`${file}: ${page}#${anchor}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('name decision records that exist', () => {
    const missing: string[] = []
    for (const file of files) {
      for (const [record] of read(file).matchAll(/\bdocs\/decisions\/\d{3}-[\w-]+\.md/g)) {
        if (!files.includes(record)) missing.push(`${file}: ${record}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('recognise a citation of an outside note, and a broken anchor', () => {
    expect(outsideNotes.test(`see ${'SPEC'}.md §9`)).toBe(true)
    expect(outsideNotes.test('see docs/product.md#booking-wizard')).toBe(false)
    expect(anchorsOf('docs/product.md').has('cancellation-and-changes')).toBe(true)
    expect(anchorsOf('docs/product.md').has('no-such-section')).toBe(false)
  })
})
