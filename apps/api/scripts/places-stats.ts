// Measures the places gazetteer: how many places, how long loading and indexing take, how much
// heap they keep, and how fast searches are. Run from the repository root:
//   NODE_OPTIONS=--expose-gc npx tsx apps/api/scripts/places-stats.ts
export {}

const exposedGc = (globalThis as { gc?: () => void }).gc
const heapMb = () => {
  exposedGc?.()
  return process.memoryUsage().heapUsed / 2 ** 20
}
const since = (start: number) => `${(performance.now() - start).toFixed(0)} ms`

const heapBefore = heapMb()
let start = performance.now()
const { getGazetteer } = await import('../src/modules/places/gazetteer')
const { searchPlaces, warmPlaceSearch } = await import('../src/modules/places/search')
const gazetteer = getGazetteer()
console.log(`load data: ${since(start)}`)
start = performance.now()
warmPlaceSearch()
console.log(`build index: ${since(start)}`)

const counts: Record<string, number> = {}
for (const { place } of gazetteer.entries) counts[place.type] = (counts[place.type] ?? 0) + 1
console.log(`places: ${JSON.stringify(counts)}`)
console.log(`heap kept by data and index: ${(heapMb() - heapBefore).toFixed(1)} MB`)
if (!exposedGc) console.log('(rough figure: run with NODE_OPTIONS=--expose-gc)')

const queries = [
  'JFK',
  'Heathrow',
  'heathrw',
  'London',
  'Lodnon',
  'Paris',
  'Indore',
  'Grand Central',
]
const timings: number[] = []
for (let round = 0; round < 20; round++) {
  for (const query of queries) {
    start = performance.now()
    searchPlaces(query)
    timings.push(performance.now() - start)
  }
}
timings.sort((a, b) => a - b)
const at = (share: number) => (timings[Math.floor(share * (timings.length - 1))] ?? 0).toFixed(2)
console.log(`search: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms over ${timings.length} queries`)
