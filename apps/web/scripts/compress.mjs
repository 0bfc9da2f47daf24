// Writes .br and .gz twins of the built text files so the API (@fastify/static preCompressed)
// can send them compressed without compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const distDir = fileURLToPath(new URL('../dist', import.meta.url))
const compressible = /\.(html|js|css|svg|json|txt|xml)$/
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const entries = await readdir(distDir, { recursive: true, withFileTypes: true })
const files = entries
  .filter((entry) => entry.isFile() && compressible.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))

for (const file of files) {
  const content = await readFile(file)
  if (content.length < 1024) continue
  await writeFile(
    `${file}.br`,
    await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }))
}
console.log(`compressed the text files of ${distDir}`)
