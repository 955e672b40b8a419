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
});
