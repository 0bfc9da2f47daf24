import path from 'node:path'

/** `absolute` as a '/'-separated path relative to the directory ESLint runs in (the repo root). */
export function repoPath(cwd, absolute) {
  return path.relative(cwd, absolute).split(path.sep).join('/')
}

/** `file` is `folder` itself, lies inside it, or is it with an extension (`db/schema.ts`). */
export function within(file, folder) {
  return (
    file === folder ||
    file.startsWith(`${folder}/`) ||
    file.replace(/\.[cm]?[jt]sx?$/, '') === folder
  )
}

/** The repository path an import points at (relative or aliased), or null for a package. */
export function importTarget(context, specifier, aliases = {}) {
  for (const [alias, folder] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return path.posix.join(folder, specifier.slice(alias.length))
  }
  if (!specifier.startsWith('.')) return null
  return repoPath(context.cwd, path.resolve(path.dirname(context.filename), specifier))
}

/** The package a bare specifier names: `zod/mini` → `zod`, `@a/b/c` → `@a/b`, `node:fs` stays. */
export function packageName(specifier) {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/**
 * Visitors that call `check(literal)` with the source of every import: static, dynamic,
 * type-only, re-exports and `import x = require()`, so none of them slips past a rule.
 */
export function importVisitors(check) {
  const onLiteral = (literal) => {
    if (literal && literal.type === 'Literal' && typeof literal.value === 'string') check(literal)
  }
  const onSource = (node) => onLiteral(node.source)
  return {
    ImportDeclaration: onSource,
    ExportNamedDeclaration: onSource,
    ExportAllDeclaration: onSource,
    ImportExpression: onSource,
    TSImportType: (node) => onLiteral(node.argument?.literal),
    TSExternalModuleReference: (node) => onLiteral(node.expression),
  }
}
