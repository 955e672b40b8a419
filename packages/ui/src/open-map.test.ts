// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { MapServices } from './maps.js';
import { escapeHtml } from './open-map-controller.js';
import { loadOpenMaps, tileAt, tileUrl } from './open-map.js';

const source = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  maxZoom: 19,
};
const services: MapServices = { search: vi.fn(), locate: vi.fn(), reverse: vi.fn() };

describe('the open map', () => {
  it('finds the tile holding a point as the slippy-map scheme numbers them', () => {
    // Burj Khalifa at zoom 16, and the UAE at the probe's zoom 7.
    expect(tileAt({ lat: 25.1972, lng: 55.2744 }, 16)).toEqual({ x: 42830, y: 28025, z: 16 });
    expect(tileAt({ lat: 23, lng: 54 }, 7)).toEqual({ x: 83, y: 55, z: 7 });
    expect(tileUrl(source.url, { x: 83, y: 55, z: 7 })).toBe('https://tile.openstreetmap.org/7/83/55.png');
  });

  it('is offered only once a tile has loaded; a tile that fails leaves the schematic map', async () => {
    const probe = vi.fn(async () => {});
    const maps = await loadOpenMaps(source, services, probe);
    expect(maps.kind).toBe('open');
    expect(maps.services).toBe(services);
    expect(probe).toHaveBeenCalledWith('https://tile.openstreetmap.org/7/83/55.png', 6000);
    await expect(
      loadOpenMaps(source, services, async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
  });

  it("writes a brand's attribution as text, never as markup", () => {
    expect(escapeHtml('© <b>Ours</b> & "theirs"')).toBe(
      '© &#60;b&#62;Ours&#60;/b&#62; &#38; &#34;theirs&#34;',
    );
  });
});
