import { describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../env.js';
import {
  FallbackGeocoder,
  NominatimGeocoder,
  type GeocodedAddress,
  type Geocoder,
  type PlaceSuggestion,
} from './geocoder.js';

// Shaped like Nominatim's documented jsonv2 search answer with addressdetails=1, trimmed (ids and
// points illustrative): a landmark, a neighbourhood (named like its suburb), a result with no name
// of its own and a stray result outside the UAE.
const recordedSearch = [
  {
    place_id: 240117042,
    osm_type: 'way',
    osm_id: 24412004,
    lat: '25.2340261',
    lon: '55.2655372',
    category: 'amenity',
    type: 'place_of_worship',
    addresstype: 'amenity',
    name: 'Jumeirah Mosque',
    display_name: 'Jumeirah Mosque, Jumeirah Street, Jumeirah 1, Dubai, United Arab Emirates',
    address: {
      amenity: 'Jumeirah Mosque',
      road: 'Jumeirah Street',
      suburb: 'Jumeirah 1',
      city: 'Dubai',
      'ISO3166-2-lvl4': 'AE-DU',
      country: 'United Arab Emirates',
      country_code: 'ae',
    },
  },
  {
    place_id: 240230415,
    osm_type: 'relation',
    osm_id: 5504917,
    lat: '25.2285',
    lon: '55.2597',
    category: 'boundary',
    type: 'administrative',
    addresstype: 'suburb',
    name: 'Jumeirah 1',
    display_name: 'Jumeirah 1, Dubai, United Arab Emirates',
    address: { suburb: 'Jumeirah 1', city: 'Dubai', country: 'United Arab Emirates', country_code: 'ae' },
  },
  {
    place_id: 240011223,
    lat: '25.1531',
    lon: '55.2089',
    name: '',
    display_name: 'Jumeirah Street, Umm Suqeim 1, Dubai, United Arab Emirates',
    address: {
      road: 'Jumeirah Street',
      neighbourhood: 'Umm Suqeim 1',
      town: 'Dubai',
      country: 'United Arab Emirates',
      country_code: 'ae',
    },
  },
  {
    place_id: 198765432,
    lat: '23.6',
    lon: '58.4',
    name: 'Jumeirah',
    display_name: 'Jumeirah, Muscat, Oman',
    address: { suburb: 'Jumeirah', city: 'Muscat', country: 'Oman', country_code: 'om' },
  },
];

const recordedSearchArabic = [
  {
    place_id: 240230415,
    lat: '25.2285',
    lon: '55.2597',
    name: 'جميرا 1',
    display_name: 'جميرا 1، دبي، الإمارات العربية المتحدة',
    address: { suburb: 'جميرا 1', city: 'دبي', country: 'الإمارات العربية المتحدة', country_code: 'ae' },
  },
];

// Shaped like Nominatim's documented jsonv2 reverse answer, trimmed.
const recordedReverse = {
  place_id: 240011224,
  lat: '25.2163',
  lon: '55.2526',
  category: 'highway',
  type: 'primary',
  addresstype: 'road',
  name: 'Jumeirah Beach Road',
  display_name: 'Jumeirah Beach Road, Jumeirah 1, Dubai, United Arab Emirates',
  address: {
    road: 'Jumeirah Beach Road',
    suburb: 'Jumeirah 1',
    city: 'Dubai',
    'ISO3166-2-lvl4': 'AE-DU',
    country: 'United Arab Emirates',
    country_code: 'ae',
  },
};

const BASE = 'https://nominatim.example.org';
const AGENT = 'storefront/test (https://shop.example.com)';

function fakeFetch(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch & {
    mock: { calls: [URL, RequestInit][] };
  };
}

const unknownAddress: GeocodedAddress = {
  streetAddress: 'unknown',
  area: 'unknown',
  city: 'unknown',
  country: 'unknown',
};

describe('NominatimGeocoder', () => {
  describe('search', () => {
    it('asks the search endpoint for the query in the UAE only, in the requested language, as jsonv2', async () => {
      const fetch = fakeFetch(recordedSearch);
      await new NominatimGeocoder(BASE, AGENT, fetch).search('  jumeirah   mosque ', 'EN');
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0]!;
      expect(url.origin + url.pathname).toBe('https://nominatim.example.org/search');
      expect(url.searchParams.get('q')).toBe('jumeirah mosque');
      expect(url.searchParams.get('countrycodes')).toBe('ae');
      expect(url.searchParams.get('limit')).toBe('8');
      expect(url.searchParams.get('format')).toBe('jsonv2');
      expect(url.searchParams.get('addressdetails')).toBe('1');
      expect(url.searchParams.get('accept-language')).toBe('en');
      expect(new Headers(init.headers).get('user-agent')).toBe(AGENT);
    });

    it('asks in Arabic for AR, and keeps a base URL’s path without doubling its slash', async () => {
      const fetch = fakeFetch(recordedSearchArabic);
      await new NominatimGeocoder('https://geo.example.com/nominatim/', AGENT, fetch).search('جميرا', 'AR');
      const [url] = fetch.mock.calls[0]!;
      expect(url.origin + url.pathname).toBe('https://geo.example.com/nominatim/search');
      expect(url.searchParams.get('q')).toBe('جميرا');
      expect(url.searchParams.get('accept-language')).toBe('ar');
    });

    it('maps the answers to suggestions, the description not repeating the name, dropping places outside the UAE', async () => {
      const suggestions = await new NominatimGeocoder(BASE, AGENT, fakeFetch(recordedSearch)).search(
        'jumeirah',
        'EN',
      );
      expect(suggestions).toEqual<PlaceSuggestion[]>([
        {
          placeId: 'osm:240117042',
          name: 'Jumeirah Mosque',
          description: 'Jumeirah 1, Dubai, United Arab Emirates',
          lat: 25.2340261,
          lng: 55.2655372,
        },
        {
          placeId: 'osm:240230415',
          name: 'Jumeirah 1',
          description: 'Dubai, United Arab Emirates',
          lat: 25.2285,
          lng: 55.2597,
        },
        {
          // No name of its own: the first part of its display name.
          placeId: 'osm:240011223',
          name: 'Jumeirah Street',
          description: 'Umm Suqeim 1, Dubai, United Arab Emirates',
          lat: 25.1531,
          lng: 55.2089,
        },
      ]);
    });

    it('joins the description with an Arabic comma in Arabic', async () => {
      const [first] = await new NominatimGeocoder(BASE, AGENT, fakeFetch(recordedSearchArabic)).search(
        'جميرا',
        'AR',
      );
      expect(first).toEqual({
        placeId: 'osm:240230415',
        name: 'جميرا 1',
        description: 'دبي، الإمارات العربية المتحدة',
        lat: 25.2285,
        lng: 55.2597,
      });
    });

    it('skips an answer without an id or a point', async () => {
      const broken = [
        { lat: '25.2', lon: '55.2', name: 'No id' },
        { place_id: 1, lat: 'north', lon: '55.2', name: 'Bad point' },
        { place_id: 2, name: 'No point' },
      ];
      expect(await new NominatimGeocoder(BASE, AGENT, fakeFetch(broken)).search('x', 'EN')).toEqual([]);
    });

    it('answers at most 8 suggestions', async () => {
      const many = Array.from({ length: 10 }, (_, index) => ({ ...recordedSearch[1], place_id: index + 1 }));
      expect(await new NominatimGeocoder(BASE, AGENT, fakeFetch(many)).search('jumeirah', 'EN')).toHaveLength(
        8,
      );
    });

    it('answers no suggestions for an empty answer, or for a blank query without asking', async () => {
      expect(await new NominatimGeocoder(BASE, AGENT, fakeFetch([])).search('zzqxv', 'EN')).toEqual([]);
      const fetch = fakeFetch(recordedSearch);
      expect(await new NominatimGeocoder(BASE, AGENT, fetch).search('   ', 'EN')).toEqual([]);
      expect(await new NominatimGeocoder(BASE, AGENT, fetch).search('', 'AR')).toEqual([]);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('fails loudly on an HTTP error', async () => {
      const busy = new NominatimGeocoder(BASE, AGENT, fakeFetch({}, 429));
      await expect(busy.search('jumeirah', 'EN')).rejects.toThrow('Nominatim answered HTTP 429');
    });
  });

  describe('reverse', () => {
    it('asks the reverse endpoint for the point in the requested language with the User-Agent', async () => {
      const fetch = fakeFetch(recordedReverse);
      await new NominatimGeocoder(BASE, AGENT, fetch).reverse(25.2163, 55.2526, 'AR');
      const [url, init] = fetch.mock.calls[0]!;
      expect(url.origin + url.pathname).toBe('https://nominatim.example.org/reverse');
      expect(url.searchParams.get('lat')).toBe('25.2163');
      expect(url.searchParams.get('lon')).toBe('55.2526');
      expect(url.searchParams.get('format')).toBe('jsonv2');
      expect(url.searchParams.get('accept-language')).toBe('ar');
      expect(new Headers(init.headers).get('user-agent')).toBe(AGENT);
    });

    it('reads the road, suburb, city and country of the address', async () => {
      const address = await new NominatimGeocoder(BASE, AGENT, fakeFetch(recordedReverse)).reverse(
        25.2163,
        55.2526,
        'EN',
      );
      expect(address).toEqual<GeocodedAddress>({
        streetAddress: 'Jumeirah Beach Road, Jumeirah 1',
        area: 'Jumeirah 1',
        city: 'Dubai',
        country: 'United Arab Emirates',
      });
    });

    it('falls back to the neighbourhood, the town and the display name, and fills a missing part with unknown', async () => {
      const sparse = {
        place_id: 5,
        display_name: 'Al Hamra, Ras Al Khaimah, United Arab Emirates',
        address: { neighbourhood: 'Al Hamra', town: 'Ras Al Khaimah', country_code: 'ae' },
      };
      expect(await new NominatimGeocoder(BASE, AGENT, fakeFetch(sparse)).reverse(25.69, 55.78, 'EN')).toEqual(
        {
          streetAddress: 'Al Hamra',
          area: 'Al Hamra',
          city: 'Ras Al Khaimah',
          country: 'unknown',
        },
      );
      const desert = {
        place_id: 6,
        display_name: 'United Arab Emirates',
        address: { country: 'United Arab Emirates', country_code: 'ae' },
      };
      expect(await new NominatimGeocoder(BASE, AGENT, fakeFetch(desert)).reverse(23, 54, 'EN')).toEqual({
        streetAddress: 'United Arab Emirates',
        area: 'unknown',
        city: 'unknown',
        country: 'United Arab Emirates',
      });
    });

    it("answers 'unknown' for every part when Nominatim finds nothing there", async () => {
      const nothing = fakeFetch({ error: 'Unable to geocode' });
      expect(await new NominatimGeocoder(BASE, AGENT, nothing).reverse(26.5, 53, 'EN')).toEqual(
        unknownAddress,
      );
    });

    it('fails loudly on an HTTP error', async () => {
      const down = new NominatimGeocoder(BASE, AGENT, fakeFetch({}, 503));
      await expect(down.reverse(25, 55, 'EN')).rejects.toThrow('Nominatim answered HTTP 503');
    });
  });
});

describe('FallbackGeocoder', () => {
  const suggestion = (name: string): PlaceSuggestion => ({
    placeId: `test:${name}`,
    name,
    description: 'Dubai, United Arab Emirates',
    lat: 25.2,
    lng: 55.27,
  });
  const address = (area: string): GeocodedAddress => ({
    streetAddress: area,
    area,
    city: 'Dubai',
    country: 'United Arab Emirates',
  });
  const answering = (name: string): Geocoder => ({
    search: vi.fn(async () => [suggestion(name)]),
    reverse: vi.fn(async () => address(name)),
  });
  const failing = (error: Error): Geocoder => ({
    search: vi.fn(async () => {
      throw error;
    }),
    reverse: vi.fn(async () => {
      throw error;
    }),
  });

  it('answers with the primary geocoder when it answers, without asking the fallback', async () => {
    const primary = answering('Primary');
    const fallback = answering('Fallback');
    const onFailure = vi.fn();
    const geocoder = new FallbackGeocoder(primary, fallback, onFailure);
    expect(await geocoder.search('jumeirah', 'AR')).toEqual([suggestion('Primary')]);
    expect(await geocoder.reverse(25.2, 55.27, 'AR')).toEqual(address('Primary'));
    expect(primary.search).toHaveBeenCalledWith('jumeirah', 'AR');
    expect(primary.reverse).toHaveBeenCalledWith(25.2, 55.27, 'AR');
    expect(fallback.search).not.toHaveBeenCalled();
    expect(fallback.reverse).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('keeps an empty answer of the primary geocoder (nothing found is an answer)', async () => {
    const primary: Geocoder = {
      search: vi.fn(async () => []),
      reverse: vi.fn(async () => address('unknown')),
    };
    const fallback = answering('Fallback');
    const geocoder = new FallbackGeocoder(primary, fallback);
    expect(await geocoder.search('zzqxv', 'EN')).toEqual([]);
    expect(fallback.search).not.toHaveBeenCalled();
  });

  it('searches with the fallback when the primary throws, telling onFailure the error', async () => {
    const error = new Error('Nominatim answered HTTP 429');
    const fallback = answering('Fallback');
    const onFailure = vi.fn();
    const geocoder = new FallbackGeocoder(failing(error), fallback, onFailure);
    expect(await geocoder.search('jumeirah', 'AR')).toEqual([suggestion('Fallback')]);
    expect(fallback.search).toHaveBeenCalledWith('jumeirah', 'AR');
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith(error);
  });

  it('reverse geocodes with the fallback when the primary throws, telling onFailure the error', async () => {
    const error = new TypeError('fetch failed');
    const fallback = answering('Fallback');
    const onFailure = vi.fn();
    const geocoder = new FallbackGeocoder(failing(error), fallback, onFailure);
    expect(await geocoder.reverse(25.2, 55.27, 'EN')).toEqual(address('Fallback'));
    expect(fallback.reverse).toHaveBeenCalledWith(25.2, 55.27, 'EN');
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith(error);
  });

  it('falls back through a NominatimGeocoder that cannot be reached, with no onFailure given', async () => {
    const unreachable = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const geocoder = new FallbackGeocoder(
      new NominatimGeocoder(BASE, AGENT, unreachable),
      answering('Gazetteer'),
    );
    expect(await geocoder.search('jumeirah', 'EN')).toEqual([suggestion('Gazetteer')]);
    expect(await geocoder.reverse(25.2, 55.27, 'EN')).toEqual(address('Gazetteer'));
  });

  it('sends one request a second upstream however many arrive at once: 50 searches, 1 asked of Nominatim, 49 answered by the gazetteer', async () => {
    let clock = 1_000_000;
    const upstream = fakeFetch(recordedSearch);
    const nominatim = new NominatimGeocoder(BASE, AGENT, upstream, { now: () => clock });
    const gazetteer = answering('Jumeirah 1');
    const failures = vi.fn();
    const geocoder = new FallbackGeocoder(nominatim, gazetteer, failures);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => geocoder.search(`jumeirah ${index}`, 'EN')),
    );
    expect(upstream).toHaveBeenCalledTimes(1);
    expect(gazetteer.search).toHaveBeenCalledTimes(49);
    expect(failures).toHaveBeenCalledTimes(49);
    expect(answers.filter((found) => found[0]?.placeId.startsWith('osm:'))).toHaveLength(1);
    // Still within the second: the gazetteer; a second later, Nominatim again.
    clock += 999;
    await geocoder.reverse(25.23, 55.26, 'EN');
    expect(upstream).toHaveBeenCalledTimes(1);
    clock += 1;
    await geocoder.search('jumeirah', 'EN');
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it('lets the fallback’s own failure through', async () => {
    const geocoder = new FallbackGeocoder(failing(new Error('first')), failing(new Error('second')));
    await expect(geocoder.search('jumeirah', 'EN')).rejects.toThrow('second');
    await expect(geocoder.reverse(25, 55, 'EN')).rejects.toThrow('second');
  });
});

describe('NOMINATIM_URL', () => {
  it('is off unless set, and takes a base URL', () => {
    expect(loadEnv({}).NOMINATIM_URL).toBeUndefined();
    expect(loadEnv({ NOMINATIM_URL: 'https://nominatim.openstreetmap.org' }).NOMINATIM_URL).toBe(
      'https://nominatim.openstreetmap.org',
    );
  });

  it('refuses something that is not a URL', () => {
    expect(() => loadEnv({ NOMINATIM_URL: 'nominatim.local' })).toThrow(/NOMINATIM_URL/);
  });
});
