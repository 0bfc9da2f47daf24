import type { MapConfig } from '@ridelane/domain'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useEffect, useRef } from 'react'
import { apiRequest } from '@/lib/api-client'
import { loadOnce } from '@/lib/load-once'
import type { MapMarkerKind, RideMapView } from './map-points'

// The map itself, in the lazily loaded chunk with Leaflet and its CSS (docs/decisions/041-ride-map.md).
// Circles rather than Leaflet's image markers, whose pictures a bundler does not find; no tiles
// unless GET /map-config names a source, and then a plain light background shows the same points.

/** The tile source, asked once per page load; a failed answer leaves the plain background. */
export const loadMapConfig = loadOnce(() => apiRequest<MapConfig>('/map-config'))

const markerStyles: Record<MapMarkerKind, L.CircleMarkerOptions> = {
  pickup: { radius: 9, color: '#ffffff', weight: 3, fillColor: '#13804a', fillOpacity: 1 },
  dropoff: { radius: 9, color: '#ffffff', weight: 3, fillColor: '#0f1b33', fillOpacity: 1 },
  driver: { radius: 8, color: '#ffffff', weight: 3, fillColor: '#e0870b', fillOpacity: 1 },
}

/** The credit line as text: it comes from configuration and Leaflet would read it as HTML. */
const asText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export default function LeafletMap({ view }: { view: RideMapView }) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const layers = useRef<L.LayerGroup | null>(null)

  // The map, once: a picture with the page scrolling through it, not a widget to operate.
  useEffect(() => {
    const element = container.current
    if (!element) return
    const created = L.map(element, {
      attributionControl: false,
      zoomControl: false,
      keyboard: false,
      scrollWheelZoom: false,
      dragging: false,
      touchZoom: false,
      doubleClickZoom: false,
      boxZoom: false,
    })
    map.current = created
    layers.current = L.layerGroup().addTo(created)
    let live = true
    loadMapConfig().then(
      (config) => {
        if (!live || !config.tile_url) return
        L.control.attribution({ prefix: false }).addTo(created)
        L.tileLayer(config.tile_url, {
          attribution: config.attribution ? asText(config.attribution) : undefined,
          maxZoom: 19,
        }).addTo(created)
      },
      () => {},
    )
    return () => {
      live = false
      created.remove()
      map.current = null
      layers.current = null
    }
  }, [])

  // The points, again whenever the view moves (the driver's position comes with each update).
  useEffect(() => {
    const created = map.current
    const group = layers.current
    if (!created || !group) return
    group.clearLayers()
    if (view.route) {
      L.polyline(view.route, {
        color: '#4d628a',
        weight: 3,
        dashArray: '6 6',
        interactive: false,
      }).addTo(group)
    }
    for (const marker of view.markers) {
      L.circleMarker(marker.point, { ...markerStyles[marker.kind], interactive: false })
        .bindTooltip(marker.label, { permanent: true, direction: 'top', offset: [0, -8] })
        .addTo(group)
    }
    const points = view.markers.map((marker) => L.latLng(marker.point.lat, marker.point.lng))
    if (points.length === 1) created.setView(points[0]!, 14)
    else if (points.length > 1) {
      created.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 })
    }
  }, [view])

  return (
    <div
      ref={container}
      aria-hidden="true"
      className="size-full"
      // Without tiles the points sit on the frame's plain light background.
      style={{ background: 'transparent' }}
    />
  )
}
