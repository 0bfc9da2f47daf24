import path from 'node:path'
import { importRules } from './eslint-import-rules.js'
import { cycleRules } from './eslint-module-cycles.js'

/**
 * `ridelane/feature-boundaries`: a feature folder (a child of one of `featureRoots`) is used by
 * the rest of the code only through its index; shared layers (`sharedRoots`) use no feature at
 * all; `compositionRoots` (the router, app.ts) wire features together and may reach inside.
 * Paths in the options are relative to the directory ESLint runs in (the repository root).
 * See docs/architecture.md#boundaries.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features are imported through their index; shared code uses none.' },
    schema: [
      {
        type: 'object',
        properties: {
          featureRoots: { type: 'array', items: { type: 'string' } },
          sharedRoots: { type: 'array', items: { type: 'string' } },
          compositionRoots: { type: 'array', items: { type: 'string' } },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      throughIndex:
        "Import the '{{feature}}' feature through its index ('{{index}}'), not its file '{{file}}'.",
      sharedUsesFeature:
        "Shared code in '{{shared}}' must not depend on the '{{feature}}' feature; move what both need to lib/.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {}
    const cwd = context.cwd
    const toRepo = (absolute) => path.relative(cwd, absolute).split(path.sep).join('/')
    const within = (file, folder) => file === folder || file.startsWith(`${folder}/`)
    const importer = toRepo(context.filename)
    const sharedRoot = (options.sharedRoots ?? []).find((root) => within(importer, root))
    const isCompositionRoot = (options.compositionRoots ?? []).some((root) =>
      within(importer, root),
    )

    /** The repository path an import points at, or null for a package. */
    function target(specifier) {
      for (const [alias, folder] of Object.entries(options.aliases ?? {})) {
        if (specifier.startsWith(alias))
          return path.posix.join(folder, specifier.slice(alias.length))
      }
      if (!specifier.startsWith('.')) return null
      return toRepo(path.resolve(path.dirname(context.filename), specifier))
    }

    /** { root, feature, rest } when `file` lies inside a feature folder. */
    function featureOf(file) {
      for (const root of options.featureRoots ?? []) {
        if (!file.startsWith(`${root}/`)) continue
        const [feature, ...rest] = file.slice(root.length + 1).split('/')
        return { root, feature, rest: rest.join('/') }
      }
      return null
    }

    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return
      const file = target(node.source.value)
      const into = file && featureOf(file)
      if (!into) return
      const from = featureOf(importer)
      if (from && from.root === into.root && from.feature === into.feature) return
      const data = {
        feature: into.feature,
        file: into.rest,
        index: `${into.root}/${into.feature}`,
        shared: sharedRoot,
      }
      if (sharedRoot) {
        context.report({ node: node.source, messageId: 'sharedUsesFeature', data })
        return
      }
      if (isCompositionRoot) return
      if (into.rest === '' || /^index(\.[jt]sx?)?$/.test(into.rest)) return
      context.report({ node: node.source, messageId: 'throughIndex', data })
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    }
  },
}

export const boundariesPlugin = {
  rules: { 'feature-boundaries': featureBoundaries, ...importRules, ...cycleRules },
}
