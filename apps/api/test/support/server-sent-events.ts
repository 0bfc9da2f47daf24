export type ServerSentEvent = { event: string; data: string }

/** Reads server-sent events from a response until `until` returns true or `timeoutMs` passes. */
export async function readEvents(
  response: Response,
  until: (events: ServerSentEvent[]) => boolean,
  timeoutMs = 2000,
) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const events: ServerSentEvent[] = []
  let buffer = ''
  const deadline = Date.now() + timeoutMs
  try {
    while (!until(events)) {
      const left = deadline - Date.now()
      if (left <= 0) break
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
      ])
      if (!chunk || chunk.done) break
      buffer += decoder.decode(chunk.value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim()
        const event = field('event')
        if (event) events.push({ event, data: field('data') ?? '' })
      }
    }
  } finally {
    reader.releaseLock()
  }
  return events
}
