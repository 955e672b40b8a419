/// <reference types="google.maps" />
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleMapController, type GoogleMapState } from './google-map-controller.js';
import { googleMaps, loadGoogleMaps, type GoogleMapsLoader } from './google-maps.js';
import { addressOf, googleMapServices } from './google-services.js';
import type { MapPoint } from './schematic-map.js';

// A stand-in `google.maps` installed on window: each class records what the adapter asks of it,
// and the tests play Google's part (clicks, drags, idle after a pan, geocoder answers).

type Handler = (event?: unknown) => void;
class FakeLatLng {
  constructor(private readonly point: MapPoint) {}
  lat() {
    return this.point.lat;
  }
  lng() {
    return this.point.lng;
  }
}
class Listens {
  readonly handlers = new Map<string, Handler[]>();
  readonly removed: string[] = [];
  addListener(name: string, handler: Handler) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
    return { remove: () => this.removed.push(name) };
  }
  trigger(name: string, event?: unknown) {
    for (const handler of this.handlers.get(name) ?? []) handler(event);
  }
}
class FakeMap extends Listens {
  static made: FakeMap[] = [];
  center: MapPoint;
  zoom: number;
  readonly setCenter = vi.fn((center: MapPoint) => void (this.center = center));
  readonly setZoom = vi.fn((zoom: number) => void (this.zoom = zoom));
  constructor(
    readonly element: unknown,
    readonly options: google.maps.MapOptions & { center: MapPoint; zoom: number },
  ) {
    super();
    this.center = options.center;
    this.zoom = options.zoom;
    FakeMap.made.push(this);
  }
  getCenter() {
    return new FakeLatLng(this.center);
  }
  getZoom() {
    return this.zoom;
  }
}
class Overlay extends Listens {
  static made: Overlay[] = [];
  readonly setMap = vi.fn();
  position: MapPoint | undefined;
  readonly setPosition = vi.fn((position: MapPoint) => void (this.position = position));
  constructor(
    readonly kind: string,
    readonly options: Record<string, unknown>,
  ) {
    super();
    this.position = options['position'] as MapPoint | undefined;
    Overlay.made.push(this);
  }
  getPosition() {
    return this.position ? new FakeLatLng(this.position) : undefined;
  }
}
const overlay = (kind: string) =>
  class extends Overlay {
    constructor(options: Record<string, unknown>) {
      super(kind, options);
    }
  };
const getPlacePredictions = vi.fn();
const geocode = vi.fn();
const fakeMaps = {
  Map: FakeMap,
  Marker: overlay('marker'),
  Polygon: overlay('polygon'),
  Circle: overlay('circle'),
  Geocoder: class {
    geocode = geocode;
  },
  places: {
    AutocompleteService: class {
      getPlacePredictions = getPlacePredictions;
    },
    AutocompleteSessionToken: class {},
  },
} as unknown as typeof google.maps;

const element = {} as HTMLElement;
const jumeirah = { lat: 25.2048, lng: 55.2708 };
const store = { lat: 25.21, lng: 55.27 };

function state(overrides: Partial<GoogleMapState> = {}): GoogleMapState {
  return { center: jumeirah, zoom: 13, pin: null, onPinChange: vi.fn(), onViewChange: vi.fn(), ...overrides };
}

beforeEach(() => {
  FakeMap.made = [];
  Overlay.made = [];
  vi.stubGlobal('window', { google: { maps: fakeMaps } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('loadGoogleMaps', () => {
  it("loads Google's script once through the loader, with the brand's key and language", async () => {
    const loader = vi.fn<GoogleMapsLoader>(async () => window.google.maps);
    const maps = await loadGoogleMaps('AIza-brand-key', 'ar', loader);
    expect(maps.kind).toBe('google');
    await loadGoogleMaps('AIza-brand-key', 'ar', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith({ key: 'AIza-brand-key', language: 'ar' });
  });

  it('rejects when the script cannot load, and tries again next time', async () => {
    const failing = vi.fn<GoogleMapsLoader>(async () => {
      throw new Error('offline');
    });
    await expect(loadGoogleMaps('AIza-other-key', 'en', failing)).rejects.toThrow('offline');
    await expect(loadGoogleMaps('AIza-other-key', 'en', failing)).rejects.toThrow('offline');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('the Google map (zoom, pan and pin rules)', () => {
  it('opens on the page view, zoom limited to 3..20, without Google clutter', () => {
    new GoogleMapController(fakeMaps, element, state({ zoom: 7 }));
    const [map] = FakeMap.made;
    expect(map?.element).toBe(element);
    expect(map?.options).toMatchObject({
      center: jumeirah,
      zoom: 7,
      minZoom: 3,
      maxZoom: 20,
      disableDefaultUI: true,
      zoomControl: true,
      clickableIcons: false,
    });
  });

  it("follows the page's zoom: 'Increase zoom' and locating set 16, the clear control 7; never past 20", () => {
    const controller = new GoogleMapController(fakeMaps, element, state({ zoom: 13 }));
    const map = FakeMap.made[0]!;
    controller.update(state({ zoom: 16 }));
    expect(map.setZoom).toHaveBeenLastCalledWith(16);
    controller.update(state({ zoom: 7, center: { lat: 23, lng: 54 } }));
    expect(map.setZoom).toHaveBeenLastCalledWith(7);
    expect(map.setCenter).toHaveBeenLastCalledWith({ lat: 23, lng: 54 });
    controller.update(state({ zoom: 25, center: { lat: 23, lng: 54 } }));
    expect(map.setZoom).toHaveBeenLastCalledWith(20);
    const calls = map.setZoom.mock.calls.length;
    controller.update(state({ zoom: 20, center: { lat: 23, lng: 54 } }));
    expect(map.setZoom).toHaveBeenCalledTimes(calls);
  });

  it('reports a pan or zoom by the customer once the map is idle, and nothing when the view is unchanged', () => {
    const view = state({ zoom: 13 });
    new GoogleMapController(fakeMaps, element, view);
    const map = FakeMap.made[0]!;
    map.trigger('idle');
    expect(view.onViewChange).not.toHaveBeenCalled();
    map.center = store;
    map.zoom = 17;
    map.trigger('idle');
    expect(view.onViewChange).toHaveBeenCalledWith({ center: store, zoom: 17 });
  });

  it('places the pin where the map is clicked, as a draggable marker that reports where it is dropped', () => {
    const first = state();
    const controller = new GoogleMapController(fakeMaps, element, first);
    FakeMap.made[0]!.trigger('click', { latLng: new FakeLatLng(store) });
    expect(first.onPinChange).toHaveBeenCalledWith(store);

    const pinned = state({ pin: store, pinLabel: 'Delivery location' });
    controller.update(pinned);
    const pin = Overlay.made.find((made) => made.kind === 'marker')!;
    expect(pin.options).toMatchObject({ position: store, draggable: true, title: 'Delivery location' });
    pin.trigger('dragend', { latLng: new FakeLatLng(jumeirah) });
    expect(pinned.onPinChange).toHaveBeenCalledWith(jumeirah);

    controller.update(state({ pin: jumeirah }));
    expect(pin.setPosition).toHaveBeenCalledWith(jumeirah);
    controller.update(state({ pin: null }));
    expect(pin.setMap).toHaveBeenCalledWith(null);
  });

  it('draws mapped delivery areas (polygon rings and distance circles in metres) and store markers', () => {
    const shapes = [
      {
        id: 'poly',
        label: 'Al Barsha',
        kind: 'polygon' as const,
        polygon: [
          [
            [55.19, 25.1],
            [55.21, 25.1],
            [55.2, 25.12],
          ] as [number, number][],
        ],
      },
      { id: 'ring', label: 'Qusais', kind: 'circle' as const, center: store, radiusKm: 3 },
    ];
    const markers = [{ id: 's1', label: 'Karak Corner Qusais', point: store }];
    const controller = new GoogleMapController(fakeMaps, element, state({ shapes, markers }), '#8a4b16');
    const polygon = Overlay.made.find((made) => made.kind === 'polygon')!;
    const circle = Overlay.made.find((made) => made.kind === 'circle')!;
    expect(polygon.options['paths']).toEqual([
      [
        { lat: 25.1, lng: 55.19 },
        { lat: 25.1, lng: 55.21 },
        { lat: 25.12, lng: 55.2 },
      ],
    ]);
    expect(circle.options).toMatchObject({ center: store, radius: 3000, fillColor: '#8a4b16' });
    expect(Overlay.made.find((made) => made.kind === 'marker')?.options).toMatchObject({
      position: store,
      title: 'Karak Corner Qusais',
    });
    // The page builds new arrays on each render: the same areas and stores are not drawn again.
    const drawn = Overlay.made.length;
    controller.update(state({ shapes: structuredClone(shapes), markers: structuredClone(markers) }));
    expect(Overlay.made.length).toBe(drawn);
    expect(polygon.setMap).not.toHaveBeenCalled();
    controller.destroy();
    expect(polygon.setMap).toHaveBeenCalledWith(null);
    expect(FakeMap.made[0]!.removed).toEqual(['click', 'idle']);
  });
});

describe('Google places and geocoding', () => {
  it('restricts autocomplete to the UAE and maps predictions to suggestions located by place id', async () => {
    getPlacePredictions.mockResolvedValue({
      predictions: [
        {
          place_id: 'ChIJ-marina',
          description: 'Dubai Marina - Dubai - United Arab Emirates',
          structured_formatting: {
            main_text: 'Dubai Marina',
            secondary_text: 'Dubai - United Arab Emirates',
          },
        },
      ],
    });
    const services = googleMaps(fakeMaps).services;
    const found = await services.search('  dubai   marina ', 'ar');
    expect(getPlacePredictions).toHaveBeenCalledWith(
      expect.objectContaining({
        input: 'dubai marina',
        language: 'ar',
        componentRestrictions: { country: 'ae' },
      }),
    );
    expect(found).toEqual([
      { placeId: 'ChIJ-marina', name: 'Dubai Marina', description: 'Dubai - United Arab Emirates' },
    ]);
    expect(await services.search('   ', 'en')).toEqual([]);
    expect(getPlacePredictions).toHaveBeenCalledTimes(1);

    geocode.mockResolvedValue({ results: [{ geometry: { location: new FakeLatLng(store) } }] });
    expect(await services.locate(found[0]!)).toEqual(store);
    expect(geocode).toHaveBeenCalledWith({ placeId: 'ChIJ-marina' });
  });

  it('reverse geocodes a point in English and reads street, area, city and country', async () => {
    geocode.mockResolvedValue({
      results: [
        {
          formatted_address: '12 Al Wasl Rd - Jumeirah 1 - Dubai - United Arab Emirates',
          address_components: [
            { long_name: 'Al Wasl Road', types: ['route'] },
            { long_name: 'Jumeirah 1', types: ['sublocality_level_1', 'sublocality'] },
            { long_name: 'Dubai', types: ['locality'] },
            { long_name: 'United Arab Emirates', types: ['country'] },
          ],
        },
      ],
    });
    const address = await googleMapServices(fakeMaps).reverse(jumeirah);
    expect(geocode).toHaveBeenCalledWith({ location: jumeirah, language: 'en' });
    expect(address).toEqual({
      streetAddress: '12 Al Wasl Rd - Jumeirah 1 - Dubai - United Arab Emirates',
      area: 'Jumeirah 1',
      city: 'Dubai',
      country: 'United Arab Emirates',
    });
  });

  it("answers 'unknown' parts for no result and null when Google refuses", async () => {
    geocode.mockRejectedValueOnce(Object.assign(new Error('none'), { code: 'ZERO_RESULTS' }));
    expect(await googleMapServices(fakeMaps).reverse(jumeirah)).toEqual(addressOf([]));
    geocode.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'REQUEST_DENIED' }));
    expect(await googleMapServices(fakeMaps).reverse(jumeirah)).toBeNull();
  });
});
