import { describe, expect, it } from 'vitest';
import { parseEnv } from './app-env.js';

describe('parseEnv', () => {
  it('defaults the API to /api/v1 on this origin and reads the production flag', () => {
    expect(parseEnv({})).toEqual({ apiBaseUrl: '/api/v1', production: false });
    expect(parseEnv({ PROD: true, VITE_API_BASE_URL: ' ' })).toEqual({
      apiBaseUrl: '/api/v1',
      production: true,
    });
  });

  it('takes a path or an http(s) URL', () => {
    expect(parseEnv({ VITE_API_BASE_URL: '/v2' }).apiBaseUrl).toBe('/v2');
    expect(parseEnv({ VITE_API_BASE_URL: 'https://api.example.ae/api/v1' }).apiBaseUrl).toBe(
      'https://api.example.ae/api/v1',
    );
  });

  it('refuses anything else with the variable named', () => {
    for (const value of ['api/v1', '//cdn.example/api', 'ftp://example.ae', 'not a url'])
      expect(() => parseEnv({ VITE_API_BASE_URL: value })).toThrow(/VITE_API_BASE_URL must be/);
  });
});
