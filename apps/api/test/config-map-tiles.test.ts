import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'

const configError = (env: Record<string, string>) => {
  try {
    loadConfig(env)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the configuration to be refused')
}

describe('the ride map settings', () => {
  it('has no tile source unless one is set', () => {
    expect(loadConfig({}).mapTiles).toBeUndefined()
    expect(loadConfig({ MAP_TILE_URL: '', MAP_TILE_ATTRIBUTION: 'Ignored' }).mapTiles).toBe(
      undefined,
    )
  })

  it('reads a tile template and its credit line', () => {
    const url = 'https://tiles.example/{z}/{x}/{y}.png'
    expect(loadConfig({ MAP_TILE_URL: url }).mapTiles).toEqual({ url, attribution: null })
    expect(loadConfig({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: ' © Example ' }).mapTiles).toEqual(
      { url, attribution: '© Example' },
    )
  })

  it('refuses a template the map could not fill in', () => {
    expect(configError({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toContain(
      'MAP_TILE_URL',
    )
    expect(configError({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png' })).toContain(
      'MAP_TILE_URL',
    )
  })
})
