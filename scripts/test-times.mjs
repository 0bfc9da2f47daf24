// `npm run test:times [count]`: the slowest test files of the last `npm test`, from the reports
// its Vitest and Playwright stages leave in .test-times/ (default: the 15 slowest).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { timesDir } from './stages.mjs'

const count = Number(process.argv[2]) || 15
const root = join(import.meta.dirname, '..')
const files = []

if (!existsSync(timesDir)) {
  console.error('No reports yet: run `npm test` (or one of its stages) first.')
  process.exit(1)
}
for (const name of readdirSync(timesDir).sort()) {
  const report = JSON.parse(readFileSync(join(timesDir, name), 'utf8'))
  if (name.startsWith('vitest-')) {
    const suite = name.replace(/^vitest-|\.json$/g, '')
    for (const file of report.testResults ?? []) {
      files.push({
        suite,
        file: relative(root, file.name),
        seconds: (file.endTime - file.startTime) / 1000,
        tests: file.assertionResults?.length ?? 0,
      })
    }
  } else if (name === 'playwright.json') {
    // Playwright reports tests, not files: a file's time is the sum of its tests' attempts.
    const byFile = new Map()
    const visit = (suite) => {
      for (const spec of suite.specs ?? []) {
        const entry = byFile.get(spec.file) ?? { seconds: 0, tests: 0 }
        for (const test of spec.tests ?? []) {
          entry.tests += 1
          for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000
        }
        byFile.set(spec.file, entry)
      }
      for (const child of suite.suites ?? []) visit(child)
    }
    for (const suite of report.suites ?? []) visit(suite)
    for (const [file, entry] of byFile) {
      files.push({ suite: 'browser', file: join('apps/web/e2e', file), ...entry })
    }
  }
}

files.sort((a, b) => b.seconds - a.seconds)
const shown = files.slice(0, count)
const width = Math.max(...shown.map((entry) => entry.file.length), 4)
console.log(`The ${shown.length} slowest of ${files.length} test files in the last run:`)
console.log(`${'seconds'.padStart(8)}  ${'suite'.padEnd(20)}  ${'file'.padEnd(width)}  tests`)
for (const entry of shown) {
  console.log(
    `${entry.seconds.toFixed(1).padStart(8)}  ${entry.suite.padEnd(20)}  ${entry.file.padEnd(width)}  ${entry.tests}`,
  )
}
