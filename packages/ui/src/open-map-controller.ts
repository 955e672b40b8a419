import type { MapTileSource } from '@storefront/core';
import * as L from 'leaflet';
import { AREA_COLOUR, samePoint, type MapControllerState } from './maps.js';
import {
  clampZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  type MapMarker,
  type MapPoint,
  type MapShape,
} from './schematic-map.js';

/** What the controller draws and reports. */
export type OpenMapState = MapControllerState;

const toPoint = (latLng: L.LatLng): MapPoint => ({ lat: latLng.lat, lng: latLng.lng });

/** A brand's attribution is text; Leaflet writes attributions as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A marker's drawing is a picture with a name for screen readers, as on the schematic map. */
function named(marker: L.Marker, label: string | undefined): L.Marker {
  const element = marker.getElement();
  if (element && label) {
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', label);
  }
  return marker;
}

/** The pin and store drawings, as on the schematic map (no image files to fetch). */
const PIN_SVG =
  '<svg viewBox="-16 -44 32 48" width="32" height="48" aria-hidden="true"><ellipse cx="0" cy="0" rx="7" ry="3" fill="rgb(0 0 0 / .3)"/><path d="M0 0C-3-9-14-16-14-26a14 14 0 1 1 28 0C14-16 3-9 0 0Z" stroke-width="2.5" fill="#c62828" stroke="#fff"/><circle cx="0" cy="-26" r="5" fill="#fff"/></svg>';
const STORE_SVG =
  '<svg viewBox="-12 -12 24 24" width="24" height="24" aria-hidden="true"><circle r="10" fill="#1f2933" stroke="#fff" stroke-width="2"/><path d="M-5 -1h10v6h-10zM-6 -1l2-4h8l2 4" fill="none" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/></svg>';

const pinIcon = L.divIcon({ html: PIN_SVG, className: '', iconSize: [32, 48], iconAnchor: [16, 44] });
const storeIcon = L.divIcon({ html: STORE_SVG, className: '', iconSize: [24, 24], iconAnchor: [12, 12] });

/**
 * An open web map (Leaflet over the brand's raster tiles) behind the map interface, with the same
 * rules as the schematic and Google maps (spec sections 4, 5 and 9): the page owns the view (3 to
 * 20) and the pin; a click on the map or dropping the dragged pin places it; panning and zooming
 * report the new view once the map stops. Tiles deeper than the source has are its deepest,
 * enlarged. No DOM of its own beyond Leaflet's: the React wrapper hands it the element.
 */
export class OpenMapController {
  readonly #map: L.Map;
  #state: OpenMapState;
  #pin: L.Marker | null = null;
  #shapes: { content: string; layer: L.LayerGroup };
  #stores: { content: string; layer: L.LayerGroup };
  readonly #areaColour: string;

  constructor(element: HTMLElement, source: MapTileSource, state: OpenMapState, areaColour = AREA_COLOUR) {
    this.#state = state;
    this.#areaColour = areaColour;
    this.#map = L.map(element, {
      center: state.center,
      zoom: clampZoom(state.zoom),
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      zoomControl: false,
      zoomAnimation: false,
      keyboard: true,
    });
    this.#map.attributionControl.setPrefix(false);
    L.tileLayer(source.url, {
      maxNativeZoom: source.maxZoom,
      maxZoom: MAX_ZOOM,
      attribution: escapeHtml(source.attribution),
    }).addTo(this.#map);
    this.#shapes = { content: '', layer: L.layerGroup().addTo(this.#map) };
    this.#stores = { content: '', layer: L.layerGroup().addTo(this.#map) };
    this.#map.on('click', (event: L.LeafletMouseEvent) => this.#state.onPinChange(toPoint(event.latlng)));
    this.#map.on('moveend', () => this.#reportView());
    this.update(state);
  }

  #reportView() {
    const view = { center: toPoint(this.#map.getCenter()), zoom: clampZoom(Math.round(this.#map.getZoom())) };
    if (samePoint(view.center, this.#state.center) && view.zoom === this.#state.zoom) return;
    this.#state.onViewChange(view);
  }

  /** The map's centre, e.g. for Enter to drop the pin there. */
  centre(): MapPoint {
    return toPoint(this.#map.getCenter());
  }

  update(state: OpenMapState): void {
    this.#state = state;
    const zoom = clampZoom(state.zoom);
    if (!samePoint(toPoint(this.#map.getCenter()), state.center) || this.#map.getZoom() !== zoom)
      this.#map.setView(state.center, zoom, { animate: false });
    this.#drawPin(state.pin, state.pinLabel);
    this.#drawShapes(state.shapes ?? []);
    this.#drawStores(state.markers ?? []);
  }

  #drawPin(pin: MapPoint | null, label: string | undefined) {
    if (!pin) {
      this.#pin?.remove();
      this.#pin = null;
      return;
    }
    if (this.#pin) {
      if (!samePoint(toPoint(this.#pin.getLatLng()), pin))
        named(this.#pin.setLatLng(pin), label ?? `${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}`);
      return;
    }
    const marker = L.marker(pin, {
      icon: pinIcon,
      draggable: true,
      keyboard: false,
    });
    marker.on('dragend', () => this.#state.onPinChange(toPoint(marker.getLatLng())));
    this.#pin = named(marker.addTo(this.#map), label ?? `${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}`);
  }

  #drawShapes(shapes: readonly MapShape[]) {
    const content = JSON.stringify(shapes);
    if (content === this.#shapes.content) return;
    this.#shapes.layer.clearLayers();
    const style = {
      color: this.#areaColour,
      weight: 2,
      fillColor: this.#areaColour,
      fillOpacity: 0.2,
      interactive: false,
    };
    for (const shape of shapes) {
      if (shape.kind === 'circle') {
        if (shape.center && shape.radiusKm && shape.radiusKm > 0)
          L.circle(shape.center, { ...style, radius: shape.radiusKm * 1000 }).addTo(this.#shapes.layer);
        continue;
      }
      const rings = (shape.polygon ?? [])
        .filter((ring) => ring.length >= 3)
        .map((ring) => ring.map(([lng, lat]) => L.latLng(lat, lng)));
      if (rings.length > 0) L.polygon(rings, style).addTo(this.#shapes.layer);
    }
    this.#shapes.content = content;
  }

  #drawStores(markers: readonly MapMarker[]) {
    const content = JSON.stringify(markers);
    if (content === this.#stores.content) return;
    this.#stores.layer.clearLayers();
    for (const marker of markers)
      named(
        L.marker(marker.point, { icon: storeIcon, interactive: false, keyboard: false }).addTo(
          this.#stores.layer,
        ),
        marker.label,
      );
    this.#stores.content = content;
  }

  destroy(): void {
    this.#map.remove();
  }
}
