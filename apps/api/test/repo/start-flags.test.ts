import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { startNodeFlags } from '../../bench/api-process'

const repoRoot = path.join(import.meta.dirname, '../../../..')

async function startScript(manifest: string): Promise<string> {
  const text = await readFile(path.join(repoRoot, manifest), 'utf8')
  return (JSON.parse(text) as { scripts: { start: string } }).scripts.start
}

const flagsOf = (script: string) => script.split(' ').filter((word) => word.startsWith('--'))

// The built server runs with a small young generation, which keeps it under its memory goals
// (docs/decisions/049-young-generation-size.md); every way of starting it for real must agree.
describe('the Node flags the server starts with', () => {
  it('cap the young generation, the same in both start scripts and in the bench', async () => {
    const api = await startScript('apps/api/package.json')
    const root = await startScript('package.json')
    expect(api).toMatch(/^node .*dist\/server\.js$/)
    expect(root).toMatch(/&& node .*apps\/api\/dist\/server\.js$/)
    expect(flagsOf(api)).toContain('--max-semi-space-size=4')
    expect(flagsOf(root)).toEqual(flagsOf(api))
    expect(await startNodeFlags()).toEqual(flagsOf(api))
  })

  it('keep the new space within two 4 MB semi-spaces while many young objects survive', async () => {
    // Objects kept alive as they are made are what grows the young generation (to 32 MB in
    // Node 20 by default): building the place index at start-up is such a load.
    const load = `
      const v8 = require('v8')
      let largest = 0
      const kept = []
      for (let i = 0; i < 400000; i += 1) {
        kept.push({ i, text: 'place ' + i })
        if (i % 1000 === 0) {
          const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')
          largest = Math.max(largest, young.space_size)
        }
      }
      console.log(largest)`
    const { stdout } = await promisify(execFile)(process.execPath, [
      ...(await startNodeFlags()),
      '-e',
      load,
    ])
    expect(Number(stdout)).toBeGreaterThan(0)
    expect(Number(stdout)).toBeLessThanOrEqual(8 * 1024 * 1024)
  })
})
