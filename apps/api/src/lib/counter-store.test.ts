import { describe, expect, it } from 'vitest'
import { failClosed, memoryCounterStore } from './counter-store'

describe('the in-memory counter store', () => {
  it('counts up, gives back to no lower than zero, and forgets a closed window', async () => {
    let now = 1_000
    const store = memoryCounterStore(() => now)
    expect(await store.add('k', 100)).toBe(1)
    expect(await store.add('k', 100)).toBe(2)
    await store.giveBack('k')
    expect(await store.read('k')).toBe(1)
    await store.giveBack('k')
    await store.giveBack('k')
    expect(await store.read('k')).toBe(0)
    now += 100
    expect(await store.read('k')).toBe(0)
    expect(await store.add('k', 100)).toBe(1)
  })

  it('decides a burst of parallel counts one by one', async () => {
    const store = memoryCounterStore()
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.add('burst', 60_000)))
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
  })

  it('turns a store failure into the given error', async () => {
    const broken = failClosed(
      {
        add: () => Promise.reject(new Error('down')),
        giveBack: async () => {},
        read: async () => 0,
      },
      () => new Error('unavailable'),
    )
    await expect(broken.add('k', 1)).rejects.toThrow('unavailable')
  })
})
