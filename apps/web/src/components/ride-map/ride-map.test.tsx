import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RideMapView } from './map-points'
import { RideMap } from './ride-map'

// jsdom draws no map: the Leaflet chunk is replaced by a stand-in that shows what it was given.
vi.mock('./leaflet-map', () => ({
  default: ({ view }: { view: RideMapView }) => (
    <div data-testid="leaflet-map">{view.markers.map((marker) => marker.label).join(', ')}</div>
  ),
}))

const view: RideMapView = {
  markers: [
    { kind: 'pickup', point: { lat: 40.6413, lng: -73.7781 }, label: 'Pickup' },
    { kind: 'driver', point: { lat: 40.68, lng: -73.8 }, label: 'Driver' },
  ],
  route: null,
  label: 'Map: your driver is about 4.2 km from the pickup, arriving in about 8 min',
}

type Callback = (entries: { isIntersecting: boolean }[]) => void

function stubObserver() {
  const observers: Callback[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observers.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  return {
    scrollIntoView: () => observers.forEach((callback) => callback([{ isIntersecting: true }])),
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('the ride map', () => {
  it('is an image named by its text alternative, and loads no map before it nears the screen', () => {
    render(<RideMap view={view} />)
    const map = screen.getByRole('img', { name: view.label })
    expect(map).toBeEmptyDOMElement()
    expect(map).not.toHaveAttribute('tabindex')
  })

  it('loads the map chunk once it comes near the screen, under the same name', async () => {
    const observer = stubObserver()
    render(<RideMap view={view} />)
    expect(screen.queryByTestId('leaflet-map')).not.toBeInTheDocument()
    act(() => observer.scrollIntoView())
    expect(await screen.findByTestId('leaflet-map')).toHaveTextContent('Pickup, Driver')
    expect(screen.getByRole('img', { name: view.label })).toContainElement(
      screen.getByTestId('leaflet-map'),
    )
  })
})
