// Builds widget.js, the affiliate widget partners embed on their own sites, into the web build
// (docs/decisions/030-partner-business-tools.md): one small script of its own, no React, served by
// the API at /widget.js. Prints its gzipped size, which must stay under WIDGET_GZIP_LIMIT.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

export const WIDGET_GZIP_LIMIT = 30 * 1024

const webDir = fileURLToPath(new URL('..', import.meta.url))

/** Builds widget.js into `outDir` (without emptying it); answers its path and sizes. */
export async function buildWidget(outDir = path.join(webDir, 'dist')) {
  await build({
    configFile: false,
    root: webDir,
    // Zod's comments make Rollup warn about annotations it ignores; errors still show.
    logLevel: 'error',
    resolve: { alias: { '@': path.join(webDir, 'src') } },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2020',
      lib: {
        entry: path.join(webDir, 'src/widget/widget.ts'),
        formats: ['iife'],
        name: 'RidelaneWidget',
        fileName: () => 'widget.js',
      },
      rollupOptions: {
        // As in vite.config.ts: the domain is pure, so what the widget does not use is dropped.
        treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
      },
    },
  })
  const file = path.join(outDir, 'widget.js')
  const content = await readFile(file)
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length }
}

// `node scripts/build-widget.mjs [outDir]`: into dist unless told otherwise.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { bytes, gzipBytes } = await buildWidget(process.argv[2] ?? undefined)
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  console.log(`widget.js: ${kb(bytes)}, ${kb(gzipBytes)} gzipped (limit ${kb(WIDGET_GZIP_LIMIT)})`)
  if (gzipBytes > WIDGET_GZIP_LIMIT) {
    console.error('widget.js is over its size limit')
    process.exit(1)
  }
}
