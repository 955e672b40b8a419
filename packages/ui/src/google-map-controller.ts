/// <reference types="google.maps" />
import {
  clampZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  type MapMarker,
  type MapPoint,
  type MapShape,
} from './schematic-map.js';
import { AREA_COLOUR, samePoint, type MapControllerState } from './maps.js';

/** What the controller draws and reports. */
export type GoogleMapState = MapControllerState;

const toPoint = (latLng: google.maps.LatLng): MapPoint => ({ lat: latLng.lat(), lng: latLng.lng() });

/**
 * Google Maps behind the map interface, the same rules as the schematic map (spec sections 4, 5
 * and 9): the page owns the view (centre and zoom, 3 to 20) and the pin; a click on the map or
 * dropping the dragged pin places it, panning and zooming report the new view once the map is idle.
 * Delivery areas are polygons or circles, stores plain markers. No DOM of its own: the React
 * wrapper hands it the element.
 */
export class GoogleMapController {
  readonly #maps: typeof google.maps;
  readonly #map: google.maps.Map;
  readonly #listeners: google.maps.MapsEventListener[] = [];
  #state: GoogleMapState;
  #pin: google.maps.Marker | null = null;
  /** What is drawn, by content: pages build new arrays on each render, redrawn only when they differ. */
  #overlays: { shapes: string; drawn: (google.maps.Polygon | google.maps.Circle)[] } = {
    shapes: '[]',
    drawn: [],
  };
  #stores: { markers: string; drawn: google.maps.Marker[] } = { markers: '[]', drawn: [] };
  readonly areaColour: string;

  constructor(
    maps: typeof google.maps,
    element: HTMLElement,
    state: GoogleMapState,
    areaColour = AREA_COLOUR,
  ) {
    this.#maps = maps;
    this.#state = state;
    this.areaColour = areaColour;
    this.#map = new maps.Map(element, {
      center: state.center,
      zoom: clampZoom(state.zoom),
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      disableDefaultUI: true,
      zoomControl: true,
      keyboardShortcuts: true,
      clickableIcons: false,
      gestureHandling: 'greedy',
    });
    this.#listeners.push(
      this.#map.addListener('click', (event: google.maps.MapMouseEvent) => {
        if (event.latLng) this.#state.onPinChange(toPoint(event.latLng));
      }),
      this.#map.addListener('idle', () => this.#reportView()),
    );
    this.update(state);
  }

  /** The view Google shows, when the customer moved it away from the page's. */
  #reportView() {
    const centre = this.#map.getCenter();
    const zoom = this.#map.getZoom();
    if (!centre || zoom === undefined) return;
    const view = { center: toPoint(centre), zoom: clampZoom(Math.round(zoom)) };
    if (samePoint(view.center, this.#state.center) && view.zoom === this.#state.zoom) return;
    this.#state.onViewChange(view);
  }

  /** The map's centre, e.g. for Enter to drop the pin there. */
  centre(): MapPoint {
    const centre = this.#map.getCenter();
    return centre ? toPoint(centre) : this.#state.center;
  }

  update(state: GoogleMapState): void {
    this.#state = state;
    const centre = this.#map.getCenter();
    if (!centre || !samePoint(toPoint(centre), state.center)) this.#map.setCenter(state.center);
    const zoom = clampZoom(state.zoom);
    if (this.#map.getZoom() !== zoom) this.#map.setZoom(zoom);
    this.#drawPin(state.pin, state.pinLabel);
    this.#drawShapes(state.shapes ?? []);
    this.#drawStores(state.markers ?? []);
  }

  #drawPin(pin: MapPoint | null, label: string | undefined) {
    if (!pin) {
      this.#pin?.setMap(null);
      this.#pin = null;
      return;
    }
    if (this.#pin) {
      const at = this.#pin.getPosition();
      if (!at || !samePoint(toPoint(at), pin)) this.#pin.setPosition(pin);
      return;
    }
    const marker = new this.#maps.Marker({ map: this.#map, position: pin, draggable: true, title: label });
    marker.addListener('dragend', (event: google.maps.MapMouseEvent) => {
      if (event.latLng) this.#state.onPinChange(toPoint(event.latLng));
    });
    this.#pin = marker;
  }

  #drawShapes(shapes: readonly MapShape[]) {
    const content = JSON.stringify(shapes);
    if (content === this.#overlays.shapes) return;
    for (const overlay of this.#overlays.drawn) overlay.setMap(null);
    const style = {
      map: this.#map,
      clickable: false,
      strokeColor: this.areaColour,
      strokeWeight: 2,
      fillColor: this.areaColour,
      fillOpacity: 0.2,
    };
    const drawn = shapes.flatMap((shape): (google.maps.Polygon | google.maps.Circle)[] => {
      if (shape.kind === 'circle') {
        if (!shape.center || !shape.radiusKm || shape.radiusKm <= 0) return [];
        return [new this.#maps.Circle({ ...style, center: shape.center, radius: shape.radiusKm * 1000 })];
      }
      const paths = (shape.polygon ?? [])
        .filter((ring) => ring.length >= 3)
        .map((ring) => ring.map(([lng, lat]) => ({ lat, lng })));
      return paths.length > 0 ? [new this.#maps.Polygon({ ...style, paths })] : [];
    });
    this.#overlays = { shapes: content, drawn };
  }

  #drawStores(markers: readonly MapMarker[]) {
    const content = JSON.stringify(markers);
    if (content === this.#stores.markers) return;
    for (const marker of this.#stores.drawn) marker.setMap(null);
    const drawn = markers.map(
      (marker) =>
        new this.#maps.Marker({
          map: this.#map,
          position: marker.point,
          title: marker.label,
          clickable: false,
        }),
    );
    this.#stores = { markers: content, drawn };
  }

  destroy(): void {
    for (const listener of this.#listeners) listener.remove();
    this.#pin?.setMap(null);
    for (const overlay of [...this.#overlays.drawn, ...this.#stores.drawn]) overlay.setMap(null);
  }
}
