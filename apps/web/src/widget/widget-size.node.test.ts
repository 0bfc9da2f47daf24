import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { expect, it } from 'vitest'

// Partners' pages load widget.js: it must stay small (docs/decisions/030-partner-business-tools.md).
// The build runs in a Node process of its own, as `npm run build` runs it.
const script = path.resolve(import.meta.dirname, '../../scripts/build-widget.mjs')

it('builds widget.js under 30 KB gzipped, without React', { timeout: 90_000 }, async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'ridelane-widget-'))
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, outDir])
    expect(stdout).toMatch(/widget\.js: [\d.]+ KB, [\d.]+ KB gzipped \(limit 30\.0 KB\)/)
    const code = await readFile(path.join(outDir, 'widget.js'))
    expect(gzipSync(code, { level: 9 }).length).toBeLessThan(30 * 1024)
    expect(code.toString()).toContain('attachShadow')
    expect(code.toString()).not.toMatch(/react/i)
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
})
