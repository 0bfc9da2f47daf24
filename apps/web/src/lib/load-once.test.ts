import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('shares one attempt between callers and remembers the result', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'))
    const get = loadOnce(load)
    expect(get.loaded()).toBeUndefined()
    const [first, second] = await Promise.all([get(), get()])
    expect([first, second]).toEqual(['chunk', 'chunk'])
    expect(await get()).toBe('chunk')
    expect(get.loaded()).toBe('chunk')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed attempt', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk')
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow('offline')
    expect(get.loaded()).toBeUndefined()
    expect(await get()).toBe('chunk')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
