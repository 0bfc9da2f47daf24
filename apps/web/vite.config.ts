import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      // packages/domain is pure by rule (no I/O, lint-enforced), so modules of it that a chunk
      // does not use can be dropped; otherwise its barrel drags every zod schema into each chunk.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
    },
  },
})
