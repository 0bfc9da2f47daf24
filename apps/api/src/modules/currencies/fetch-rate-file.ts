/** Fetches a rate file's JSON; injectable so tests need no network. */
export type RateFileFetcher = (url: string, signal: AbortSignal) => Promise<unknown>

export const fetchRateFile: RateFileFetcher = async (url, signal) => {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}
