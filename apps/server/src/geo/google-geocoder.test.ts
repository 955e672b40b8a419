import { describe, expect, it, vi } from 'vitest';
import { GoogleGeocoder } from './geocoder.js';

// Shape recorded from the Geocoding API's documented reverse-geocoding answer, trimmed.
const recorded = {
  status: 'OK',
  results: [
    {
      formatted_address: 'Jumeirah Beach Rd - Jumeirah 1 - Dubai - United Arab Emirates',
      address_components: [
        { long_name: 'Jumeirah Beach Road', types: ['route'] },
        { long_name: 'Jumeirah 1', types: ['political', 'sublocality', 'sublocality_level_1'] },
        { long_name: 'Dubai', types: ['locality', 'political'] },
        { long_name: 'Dubai', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'United Arab Emirates', types: ['country', 'political'] },
      ],
    },
  ],
};

// Shaped like the Geocoding API's documented forward-geocoding answer, trimmed (ids and points
// illustrative): a neighbourhood, a street address (house number first) and a stray result outside the UAE.
const recordedSearch = {
  status: 'OK',
  results: [
    {
      place_id: 'ChIJm0QwP8VCXz4RRrB8qbYn1Ic',
      formatted_address: 'Jumeirah 1 - Dubai - United Arab Emirates',
      address_components: [
        {
          long_name: 'Jumeirah 1',
          short_name: 'Jumeirah 1',
          types: ['political', 'sublocality', 'sublocality_level_1'],
        },
        { long_name: 'Dubai', short_name: 'Dubai', types: ['locality', 'political'] },
        { long_name: 'Dubai', short_name: 'Dubai', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'United Arab Emirates', short_name: 'AE', types: ['country', 'political'] },
      ],
      geometry: { location: { lat: 25.2285, lng: 55.2597 }, location_type: 'APPROXIMATE' },
      types: ['political', 'sublocality', 'sublocality_level_1'],
    },
    {
      place_id: 'ChIJ4b7Sl_BoXz4RUlw0Sw5ILqY',
      formatted_address: '12 Jumeirah St - Umm Suqeim 1 - Dubai - United Arab Emirates',
      address_components: [
        { long_name: '12', short_name: '12', types: ['street_number'] },
        { long_name: 'Jumeirah Street', short_name: 'Jumeirah St', types: ['route'] },
        {
          long_name: 'Umm Suqeim 1',
          short_name: 'Umm Suqeim 1',
          types: ['political', 'sublocality', 'sublocality_level_1'],
        },
        { long_name: 'Dubai', short_name: 'Dubai', types: ['locality', 'political'] },
        { long_name: 'United Arab Emirates', short_name: 'AE', types: ['country', 'political'] },
      ],
      geometry: { location: { lat: 25.1531, lng: 55.2089 }, location_type: 'ROOFTOP' },
      types: ['street_address'],
    },
    {
      place_id: 'ChIJ5wqYJ8YhXz4R-outside',
      formatted_address: 'Jumeirah, Muscat, Oman',
      address_components: [
        { long_name: 'Jumeirah', short_name: 'Jumeirah', types: ['neighborhood', 'political'] },
        { long_name: 'Muscat', short_name: 'Muscat', types: ['locality', 'political'] },
        { long_name: 'Oman', short_name: 'OM', types: ['country', 'political'] },
      ],
      geometry: { location: { lat: 23.6, lng: 58.4 }, location_type: 'APPROXIMATE' },
      types: ['neighborhood', 'political'],
    },
  ],
};

const recordedSearchArabic = {
  status: 'OK',
  results: [
    {
      place_id: 'ChIJm0QwP8VCXz4RRrB8qbYn1Ic',
      formatted_address: 'جميرا 1 - دبي - الإمارات العربية المتحدة',
      address_components: [
        {
          long_name: 'جميرا 1',
          short_name: 'جميرا 1',
          types: ['political', 'sublocality', 'sublocality_level_1'],
        },
        { long_name: 'دبي', short_name: 'دبي', types: ['locality', 'political'] },
        { long_name: 'الإمارات العربية المتحدة', short_name: 'AE', types: ['country', 'political'] },
      ],
      geometry: { location: { lat: 25.2285, lng: 55.2597 } },
    },
  ],
};

function fakeFetch(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch & {
    mock: { calls: [URL][] };
  };
}

describe('GoogleGeocoder', () => {
  it('asks for the point in the requested language with the key', async () => {
    const fetch = fakeFetch(recorded);
    await new GoogleGeocoder('test-key', fetch).reverse(25.2163, 55.2526, 'AR');
    const url = fetch.mock.calls[0]![0];
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json');
    expect(url.searchParams.get('latlng')).toBe('25.2163,55.2526');
    expect(url.searchParams.get('language')).toBe('ar');
    expect(url.searchParams.get('key')).toBe('test-key');
  });

  it('reads street, area, city and country from the components', async () => {
    const address = await new GoogleGeocoder('k', fakeFetch(recorded)).reverse(25.2163, 55.2526, 'EN');
    expect(address).toEqual({
      streetAddress: 'Jumeirah Beach Rd - Jumeirah 1 - Dubai - United Arab Emirates',
      area: 'Jumeirah 1',
      city: 'Dubai',
      country: 'United Arab Emirates',
    });
  });

  it("answers 'unknown' for every part when nothing is there", async () => {
    const address = await new GoogleGeocoder('k', fakeFetch({ status: 'ZERO_RESULTS', results: [] })).reverse(
      0,
      0,
      'EN',
    );
    expect(address).toEqual({
      streetAddress: 'unknown',
      area: 'unknown',
      city: 'unknown',
      country: 'unknown',
    });
  });

  it('fills a missing part with unknown', async () => {
    const partial = {
      status: 'OK',
      results: [
        {
          formatted_address: 'Desert',
          address_components: [{ long_name: 'United Arab Emirates', types: ['country'] }],
        },
      ],
    };
    expect(await new GoogleGeocoder('k', fakeFetch(partial)).reverse(23, 54, 'EN')).toEqual({
      streetAddress: 'Desert',
      area: 'unknown',
      city: 'unknown',
      country: 'United Arab Emirates',
    });
  });

  it('fails loudly on a refused key', async () => {
    const geocoder = new GoogleGeocoder(
      'bad',
      fakeFetch({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] }),
    );
    await expect(geocoder.reverse(25, 55, 'EN')).rejects.toThrow(
      'REQUEST_DENIED The provided API key is invalid.',
    );
  });

  describe('search', () => {
    it('asks for the address in the UAE only, in the requested language, with the key', async () => {
      const fetch = fakeFetch(recordedSearch);
      await new GoogleGeocoder('test-key', fetch).search('  jumeirah  ', 'AR');
      const url = fetch.mock.calls[0]![0];
      expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json');
      expect(url.searchParams.get('address')).toBe('jumeirah');
      expect(url.searchParams.get('components')).toBe('country:AE');
      expect(url.searchParams.get('language')).toBe('ar');
      expect(url.searchParams.get('key')).toBe('test-key');
    });

    it('maps the results to suggestions, naming each by its first component and dropping places outside the UAE', async () => {
      const suggestions = await new GoogleGeocoder('k', fakeFetch(recordedSearch)).search('jumeirah', 'EN');
      expect(suggestions).toEqual([
        {
          placeId: 'ChIJm0QwP8VCXz4RRrB8qbYn1Ic',
          name: 'Jumeirah 1',
          description: 'Dubai, United Arab Emirates',
          lat: 25.2285,
          lng: 55.2597,
        },
        {
          placeId: 'ChIJ4b7Sl_BoXz4RUlw0Sw5ILqY',
          name: 'Jumeirah Street',
          description: 'Dubai, United Arab Emirates',
          lat: 25.1531,
          lng: 55.2089,
        },
      ]);
    });

    it('joins the city and country with an Arabic comma in Arabic', async () => {
      const [first] = await new GoogleGeocoder('k', fakeFetch(recordedSearchArabic)).search('جميرا', 'AR');
      expect(first).toMatchObject({ name: 'جميرا 1', description: 'دبي، الإمارات العربية المتحدة' });
    });

    it('falls back to the formatted address when a result has no components', async () => {
      const bare = {
        status: 'OK',
        results: [
          {
            place_id: 'p1',
            formatted_address: 'United Arab Emirates',
            address_components: [],
            geometry: { location: { lat: 23.4, lng: 53.8 } },
          },
        ],
      };
      expect(await new GoogleGeocoder('k', fakeFetch(bare)).search('uae', 'EN')).toEqual([
        { placeId: 'p1', name: 'United Arab Emirates', description: '', lat: 23.4, lng: 53.8 },
      ]);
    });

    it('answers at most 8 suggestions', async () => {
      const many = { status: 'OK', results: Array.from({ length: 10 }, () => recordedSearch.results[0]) };
      expect(await new GoogleGeocoder('k', fakeFetch(many)).search('jumeirah', 'EN')).toHaveLength(8);
    });

    it('answers no suggestions for ZERO_RESULTS or a blank query, without asking Google for the latter', async () => {
      expect(
        await new GoogleGeocoder('k', fakeFetch({ status: 'ZERO_RESULTS', results: [] })).search(
          'qwxz',
          'EN',
        ),
      ).toEqual([]);
      const fetch = fakeFetch(recordedSearch);
      expect(await new GoogleGeocoder('k', fetch).search('   ', 'EN')).toEqual([]);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('fails loudly on a refused key or an HTTP error', async () => {
      const refused = new GoogleGeocoder(
        'bad',
        fakeFetch({
          status: 'REQUEST_DENIED',
          error_message: 'The provided API key is invalid.',
          results: [],
        }),
      );
      await expect(refused.search('jumeirah', 'EN')).rejects.toThrow(
        'REQUEST_DENIED The provided API key is invalid.',
      );
      const down = new GoogleGeocoder('k', fakeFetch({}, 503));
      await expect(down.search('jumeirah', 'EN')).rejects.toThrow('Google Geocoding answered HTTP 503');
    });
  });
});
