// Prerenders the public pages after `vite build`: builds src/prerender/entry-server.tsx for
// Node, renders each public path (and each shell page, such as /booking) to
// dist/<path>/index.html with its own title and description, keeps Vite's plain index.html as
// dist/spa.html for every other path, and writes the list of prerendered public paths (the API's
// sitemap reads it; shell pages stay out of it, and the API serves their dist/<path>/index.html
// as it serves any folder's index). No network and no running server needed.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const webDir = fileURLToPath(new URL('..', import.meta.url))
const distDir = path.join(webDir, 'dist')
const serverDir = path.join(webDir, 'node_modules', '.prerender')
const pageHead = path.join(webDir, 'src', 'prerender', 'page-head.ts')

await build({
  root: webDir,
  logLevel: 'warn',
  resolve: {
    alias: [
      { find: /^@\/hooks\/use-document-title$/, replacement: pageHead },
      { find: /^@\/hooks\/use-meta-description$/, replacement: pageHead },
    ],
  },
  build: {
    ssr: 'src/prerender/entry-server.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
  },
})

const { publicPages, shellPages, pageLanguages, renderPage } = await import(
  pathToFileURL(path.join(serverDir, 'entry-server.mjs')).href
)
const shell = await readFile(path.join(distDir, 'index.html'), 'utf8')
await writeFile(path.join(distDir, 'spa.html'), shell)

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// Vite's record of which chunks each module needs (build.manifest in vite.config.ts).
const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'))

/**
 * The chunk files `modules` (source paths under apps/web) need, theirs and every chunk they
 * import, without the entry the page loads anyway.
 */
function chunksOf(modules) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build's manifest`)
    if (chunk.isEntry || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const module of modules) visit(module)
  return [...files]
}

// Public pages carry no modulepreload links: the app's code loads after the first paint
// (src/main.tsx), and a script requested before that paint would hold it back on a slow phone.
// A page frame whose content needs its data and several chunks (the ride, the driver's job) names
// them (`preload`), and gets links at low priority: the browser fetches them behind the page's
// styles, in parallel, instead of one after the other as each chunk's imports are read.
function preloadLinks(modules) {
  return chunksOf(modules)
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('\n    ')
}

// A page's versions in the other languages are named in the sitemap (with full addresses, which
// hreflang needs and the build cannot know), not in the page's head.
function fillShell({ html, title, description }, { language, dir, preload = [] }) {
  if (!description) throw new Error(`page titled "${title}" has no meta description`)
  const links = preload.length > 0 ? `    ${preloadLinks(preload)}\n  </head>` : '</head>'
  return shell
    .replace(/<html lang="en">/, () => `<html lang="${language}" dir="${dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
    .replace(/ *<\/head>/, () => links)
}

const publicPaths = []
for (const { language, prefix, dir } of pageLanguages) {
  for (const page of [...publicPages, ...shellPages]) {
    const { path: pagePath, file: frameFile, preload } = page
    const isPublic = publicPages.includes(page)
    const html = fillShell(await renderPage(pagePath, language), { language, dir, preload })
    const localPath = prefix + (pagePath === '/' && prefix ? '' : pagePath)
    const file = frameFile
      ? path.join(distDir, prefix, frameFile)
      : path.join(distDir, localPath === '/' ? '' : localPath.slice(1), 'index.html')
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, html)
    if (isPublic) publicPaths.push(localPath)
  }
}
await writeFile(path.join(distDir, 'prerendered-routes.json'), JSON.stringify(publicPaths))
await rm(serverDir, { recursive: true, force: true })
// The manifest served its purpose here; it is no file for the site to serve.
await rm(path.join(distDir, '.vite'), { recursive: true, force: true })
console.log(
  `prerendered ${publicPaths.length} public pages and ${shellPages.length * pageLanguages.length} page frames in ${pageLanguages.length} languages`,
)
