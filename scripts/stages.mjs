// Runs named shell commands one after another and records each one's wall time in
// .test-times/stages.json, so `npm test` and .ci/run can print where a run's time went.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const timesDir = join(import.meta.dirname, '..', '.test-times')
const stagesFile = join(timesDir, 'stages.json')

/** The stages recorded so far in this run (.ci/run starts the list afresh). */
export function recordedStages() {
  try {
    return JSON.parse(readFileSync(stagesFile, 'utf8'))
  } catch {
    return []
  }
}

export function recordStage(stage) {
  mkdirSync(timesDir, { recursive: true })
  writeFileSync(stagesFile, JSON.stringify([...recordedStages(), stage], null, 2))
}

export function resetStages() {
  mkdirSync(timesDir, { recursive: true })
  writeFileSync(stagesFile, '[]')
}

/**
 * Runs `command` in a shell; resolves with its exit code and, when `quiet`, its output kept
 * instead of shown as it comes (for stages that run side by side). Ctrl+C reaches the command.
 */
function runCommand(command, env = {}, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    // 'close', not 'exit': the command's output may still be arriving when it exits.
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() })
    })
  })
}

/**
 * Runs stages side by side (typecheck, lint and build each keep one core busy; the server suites
 * wait on their servers), printing each one's output once it ends; records each as
 * `{ name, seconds, ok, parallel: group }`, the group naming the stages that ran together.
 */
export async function runStagesSideBySide(stages, group) {
  const started = performance.now()
  process.stdout.write(`\n── side by side: ${stages.map(([name]) => name).join(', ')}\n`)
  return Promise.all(
    stages.map(async ([name, command, env]) => {
      const { code, output } = await runCommand(command, env, { quiet: true })
      const seconds = Math.round((performance.now() - started) / 100) / 10
      process.stdout.write(`\n── ${name}: ${command} (${seconds} s)\n${output}`)
      const stage = { name, seconds, ok: code === 0, parallel: group }
      recordStage(stage)
      return stage
    }),
  )
}

/** Runs one stage and records it: `{ name, seconds, ok }`. */
export async function runStage(name, command, env) {
  process.stdout.write(`\n── ${name}: ${command}\n`)
  const started = performance.now()
  const { code } = await runCommand(command, env)
  const stage = {
    name,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    ok: code === 0,
  }
  recordStage(stage)
  return stage
}

/** The recorded stages as an aligned table, with the total wall time. */
export function stageTable(stages = recordedStages()) {
  const width = Math.max(5, ...stages.map((stage) => stage.name.length))
  // Stages that ran side by side count once per group, by the longest of them.
  const groups = new Map()
  for (const stage of stages.filter((one) => one.parallel)) {
    groups.set(stage.parallel, Math.max(groups.get(stage.parallel) ?? 0, stage.seconds))
  }
  const total =
    stages.filter((stage) => !stage.parallel).reduce((sum, stage) => sum + stage.seconds, 0) +
    [...groups.values()].reduce((sum, seconds) => sum + seconds, 0)
  const line = (name, seconds, note = '') =>
    `${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${note ? `  ${note}` : ''}`
  return [
    `${'stage'.padEnd(width)}  ${'wall'.padStart(9)}`,
    ...stages.map((stage) =>
      line(
        stage.name,
        stage.seconds,
        [stage.parallel ? 'side by side' : '', stage.ok ? '' : 'FAILED'].filter(Boolean).join(', '),
      ),
    ),
    line('total', total, `(${(total / 60).toFixed(1)} min)`),
  ].join('\n')
}
