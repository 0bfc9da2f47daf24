import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain ES module of the build, without types of its own
import { serverBuildOptions } from '../../scripts/build-options.mjs'

// What `npm start` runs is this bundle, with NODE_ENV usually unset: the React that renders every
// mail must be its production build all the same (docs/decisions/047-production-react-in-the-api.md).
describe('the API bundle', () => {
  it('renders mail with production React whatever NODE_ENV says', async () => {
    const options = await serverBuildOptions()
    const result = await build({
      ...options,
      entryPoints: ['src/server.ts'],
      write: false,
      sourcemap: false,
      logLevel: 'silent',
    })
    const server = result.outputFiles!.find((file) => file.path.endsWith('server.js'))!.text
    expect(server).toContain('react-dom-server.node.production')
    expect(server).toContain('react-jsx-runtime.production')
    expect(server).not.toMatch(/react[-a-z]*\.development/)
    // Every other dependency stays in node_modules, so a security update reaches it with npm.
    expect(server).not.toContain('node_modules/fastify/')
    expect(server).not.toContain('node_modules/drizzle-orm/')
  }, 60_000)
})
