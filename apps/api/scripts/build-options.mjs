// The esbuild options of the API's bundle (dist/server.js and dist/ops-cli.js), shared by the
// build and by the test that checks what the bundle holds (test/repo/server-bundle.test.ts).
// The workspace package @ridelane/domain ships TypeScript source, so it is bundled in; most npm
// dependencies stay external and load from node_modules.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

export const apiDir = new URL('..', import.meta.url)

/**
 * Bundled, and built for production: React and the mail components. From node_modules they
 * would load their development builds whenever NODE_ENV is not "production" (as under `npm
 * start`), and a development React checks and records every element of every mail: about a
 * quarter of a booking journey's CPU (docs/decisions/047-production-react-in-the-api.md).
 */
export const BUNDLED_FOR_PRODUCTION = [
  'react',
  'react-dom',
  '@react-email/components',
  '@react-email/render',
]

export async function serverBuildOptions() {
  const packageJson = JSON.parse(await readFile(new URL('package.json', apiDir), 'utf8'))
  const external = Object.keys(packageJson.dependencies).filter(
    (name) => !name.startsWith('@ridelane/') && !BUNDLED_FOR_PRODUCTION.includes(name),
  )
  return {
    absWorkingDir: fileURLToPath(apiDir),
    // The server, and the operators' command line (`node dist/ops-cli.js create-admin EMAIL`).
    entryPoints: ['src/server.ts', 'src/ops-cli.ts'],
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    // Only bundled code sees this: the API's own configuration reads NODE_ENV from its
    // environment as before (config.ts).
    define: { 'process.env.NODE_ENV': '"production"' },
    // react-dom/server is CommonJS and requires Node's own modules: an ES module needs a
    // `require` of its own for that.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    logLevel: 'info',
  }
}
