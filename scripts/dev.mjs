// `npm run dev`: the API (tsx watch, port 3000) and the web app (Vite with hot reload,
// proxying /api to the API) side by side; Ctrl+C stops both.
import { spawn } from 'node:child_process'

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
]

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
