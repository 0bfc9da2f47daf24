// ESM half of scripts/drizzle-kit.mjs (NODE_PATH covers `require`, this covers `import`).
const apiPackage = new URL('../package.json', import.meta.url).href

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: apiPackage })
  }
  return nextResolve(specifier, context)
}
