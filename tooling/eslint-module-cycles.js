import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { importTarget, importVisitors, repoPath, within } from './eslint-imports.js'

/** The globs of eslint.config.js's test files as a RegExp: `**`, `*` and `{a,b}` are enough. */
function globToRegExp(glob) {
  const tokens = {
    '**/': '(?:.*/)?',
    '/**': '(?:/.*)?',
    '*': '[^/]*',
    '{': '(?:',
    '}': ')',
    ',': '|',
  }
  const source = glob
    .split(/(\*\*\/|\/\*\*$|\*|[{},])/)
    .map((part) => tokens[part] ?? part.replace(/[.+?^$()|[\]\\]/g, '\\$&'))
    .join('')
  return new RegExp(`^${source}$`)
}

/** The module a repository path belongs to: a child of a `moduleRoots` folder, or a `modules` folder. */
function moduleOf(file, options) {
  for (const root of options.moduleRoots ?? []) {
    if (!file.startsWith(`${root}/`)) continue
    return `${root}/${file
      .slice(root.length + 1)
      .split('/')[0]
      .replace(/\.[cm]?tsx?$/, '')}`
  }
  return (options.modules ?? []).find((folder) => within(file, folder)) ?? null
}

// One scan of the modules' files per process and options: a lint run reads each file once,
// not once per file linted. An editor's long-lived ESLint keeps it until restarted.
const scans = new Map()

/** Every import from one module into another, read from disk: { file, from, to }. */
function moduleImports(cwd, options, isTest) {
  const key = `${cwd}\0${JSON.stringify(options)}`
  if (scans.has(key)) return scans.get(key)
  const imports = []
  for (const folder of [...(options.moduleRoots ?? []), ...(options.modules ?? [])]) {
    let entries = []
    try {
      entries = readdirSync(path.join(cwd, folder), { recursive: true })
    } catch {
      continue
    }
    for (const entry of entries) {
      const file = `${folder}/${entry.split(path.sep).join('/')}`
      if (!/\.[cm]?tsx?$/.test(file) || file.endsWith('.d.ts') || isTest(file)) continue
      const from = moduleOf(file, options)
      const source = readFileSync(path.join(cwd, file), 'utf8')
      for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
        if (!fileName.startsWith('.')) continue
        const to = moduleOf(path.posix.join(path.posix.dirname(file), fileName), options)
        if (to && to !== from) imports.push({ file, from, to })
      }
    }
  }
  scans.set(key, imports)
  return imports
}

/** The shortest chain of modules from `start` to `goal`, both included, or null. */
function chain(next, start, goal) {
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const current = queue.shift()
    if (current === goal) {
      const modules = []
      for (let at = goal; at !== null; at = previous.get(at)) modules.unshift(at)
      return modules
    }
    for (const following of next.get(current) ?? []) {
      if (previous.has(following)) continue
      previous.set(following, current)
      queue.push(following)
    }
  }
  return null
}

/**
 * `ridelane/no-module-cycles`: no import (type-only ones included) may close a loop between
 * modules. The file being linted counts as written; every other file as it is on disk; files
 * matching `ignore` (tests and their kits) count not at all.
 */
const noModuleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules import each other in one direction only.' },
    schema: [
      {
        type: 'object',
        properties: {
          moduleRoots: { type: 'array', items: { type: 'string' } },
          modules: { type: 'array', items: { type: 'string' } },
          ignore: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'This import closes a cycle between modules ({{cycle}}): move what both need to lib/, or let one module register a hook with the other.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {}
    const ignore = (options.ignore ?? []).map(globToRegExp)
    const isTest = (file) => ignore.some((pattern) => pattern.test(file))
    const file = repoPath(context.cwd, context.filename)
    const from = moduleOf(file, options)
    if (!from || isTest(file)) return {}
    const next = new Map()
    for (const edge of moduleImports(context.cwd, options, isTest)) {
      if (edge.file === file) continue
      if (!next.has(edge.from)) next.set(edge.from, new Set())
      next.get(edge.from).add(edge.to)
    }
    // `modules/bookings` for a feature module, `plugins` for a whole folder.
    const label = (module) =>
      module
        .split('/')
        .slice((options.modules ?? []).includes(module) ? -1 : -2)
        .join('/')
    return importVisitors((literal) => {
      const target = importTarget(context, literal.value)
      const to = target && moduleOf(target, options)
      if (!to || to === from) return
      const loop = chain(next, to, from)
      if (!loop) return
      const cycle = [from, ...loop].map(label).join(' → ')
      context.report({ node: literal, messageId: 'cycle', data: { cycle } })
    })
  },
}

export const cycleRules = { 'no-module-cycles': noModuleCycles }
