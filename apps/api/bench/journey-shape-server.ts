// The booking journey's shape with none of its work, run as its own process by journey-shape.ts:
// POST /shape/<n> makes n sequential round trips to PostgreSQL (`begin`, `select 1`s, `commit`
// when n ≥ 3) and answers a small JSON body. The API's journey, measured beside it in the same
// run, makes the same requests and round trips; its ratio to this shows what the work costs, and
// this one's ratio to pgbench what a Node HTTP service of that shape can reach on the machine.
import Fastify from 'fastify'
import pg from 'pg'
import { defaultPoolSize } from '../src/db/client'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: defaultPoolSize() })
const app = Fastify()

app.get('/api/v1/health', async () => ({ success: true, data: { status: 'ok' } }))

app.post<{ Params: { trips: string } }>('/shape/:trips', async (request) => {
  const trips = Number(request.params.trips)
  if (trips > 0) {
    const client = await pool.connect()
    try {
      const inTransaction = trips >= 3
      if (inTransaction) await client.query('begin')
      for (let i = inTransaction ? 2 : 0; i < trips; i += 1) await client.query('select 1')
      if (inTransaction) await client.query('commit')
    } finally {
      client.release()
    }
  }
  return { success: true, data: { id: 'shape', access_token: 'shape' } }
})

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
process.on('SIGTERM', () => void app.close().then(() => pool.end()))
