import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { transformAsync } from '@babel/core'
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro'
import { getConfig } from '@lingui/conf'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import PO from 'pofile'
import { defineConfig, type Plugin } from 'vite'

// The booking page and the chunks its wizard loads in stages (see modulePreload below).
const bookingChunk = /\/(booking-page|booking-wizard|lazy-place-fields)-[\w-]+\.js$/

/**
 * The browser runs the app on Preact's React compatibility layer: React DOM alone was 65 kB of
 * the ride page's first view (gzip), Preact's is 10 kB (docs/decisions/050-preact-in-the-browser.md).
 * The build's prerender (an SSR build) and the API's mails keep React; the unit tests too.
 */
const preactInTheBrowser = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
]

/**
 * Lingui's macros (t`…`, <Trans>) compile to message lookups, and its catalogues (.po) to
 * modules; the unit tests use the same two plugins (vitest.config.ts).
 */
const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url))

/**
 * Runs Lingui's macro through Babel on the modules that import a macro, and only those: Babel on
 * every module (plugin-react's `babel` option) made the build 25 seconds slower.
 */
function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ configPath })
  const macroImport = /from '@lingui\/(core|react)\/macro'/
  return {
    name: 'ridelane-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || !macroImport.test(code)) return
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', ...(id.endsWith('x') ? (['jsx'] as const) : [])] },
        plugins: [[linguiMacroPlugin, { linguiConfig }]],
      })
      return result?.code == null ? undefined : { code: result.code, map: result.map }
    },
  }
}

/**
 * The domain's catalogues (packages/domain/locales/<lang>/domain.po, English text as the id;
 * docs/decisions/052-server-messages.md), imported with `?messages`, as compiled messages: the
 * browser gets what Lingui's own catalogues give it, no parser.
 */
function domainCatalogues(): Plugin {
  const domainCatalogue = /\/packages\/domain\/locales\/[a-z]{2}\/domain\.po\?messages$/
  return {
    name: 'ridelane-domain-catalogues',
    enforce: 'pre',
    async load(id) {
      if (!domainCatalogue.test(id)) return
      const file = id.slice(0, -'?messages'.length)
      this.addWatchFile(file)
      const messages = Object.fromEntries(
        PO.parse(await readFile(file, 'utf8')).items.map((item) => [
          item.msgid,
          compileMessage(item.msgstr[0] || item.msgid),
        ]),
      )
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))})`
    },
  }
}

export const linguiPlugins = () => [
  linguiMacros(),
  domainCatalogues(),
  react(),
  lingui({ configPath }),
]

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [...linguiPlugins(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(isSsrBuild ? [] : preactInTheBrowser),
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each module needs, for the page frames' preload
    // links (scripts/prerender.mjs).
    manifest: true,
    modulePreload: {
      // The booking wizard loads its code in stages after the page is on screen (docs/decisions/
      // 022-booking-shell.md). Vite would add a <link rel=modulepreload> per chunk each stage
      // needs, all in the task that starts the stage, and each costs about a millisecond of main
      // thread (10-20 of them make a long task). Without them the browser requests the same
      // chunks as it reads their imports, a little later, in tasks of their own.
      resolveDependencies: (file, deps, { hostId }) =>
        [file, hostId].some((id) => bookingChunk.test(id)) ? [] : deps,
    },
    rollupOptions: {
      // packages/domain is pure by rule (no I/O, lint-enforced), so modules of it that a chunk
      // does not use can be dropped; otherwise its barrel drags every zod schema into each chunk.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
    },
  },
}))
