import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, OFFLINE_DELAY_MS } from './client.js';

const brandId = '6650a1e0c0ffee0000000001';

function recordingFetch(response: () => Response = () => Response.json({ success: 1, data: {} })) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return response();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient', () => {
  it('adds app_version=26 and app_name=storefront to every request', async () => {
    const { fetch, requests } = recordingFetch();
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', fetch });
    await client.POST('/branding/get-brand-settings-by-brand-id-for-store-front', { body: { brandId } });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/v1/branding/get-brand-settings-by-brand-id-for-store-front');
    expect(url.searchParams.get('app_version')).toBe('26');
    expect(url.searchParams.get('app_name')).toBe('storefront');
    expect(url.searchParams.has('referrer')).toBe(false);
  });

  it('adds the referrer only when there is one', async () => {
    const { fetch, requests } = recordingFetch();
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', fetch, referrer: () => 'instagram' });
    await client.POST('/branding/get-brand-settings-by-brand-id-for-store-front', { body: { brandId } });
    expect(new URL(requests[0]!.url).searchParams.get('referrer')).toBe('instagram');
  });

  it('sends the stored language in POST bodies, EN by default', async () => {
    const { fetch, requests } = recordingFetch();
    const stored: { language?: 'EN' | 'AR' } = {};
    const client = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      fetch,
      getLanguage: () => stored.language ?? 'EN',
    });
    await client.POST('/branding/get-brand-settings-by-brand-id-for-store-front', { body: { brandId } });
    stored.language = 'AR';
    await client.POST('/branding/get-brand-settings-by-brand-id-for-store-front', { body: { brandId } });
    expect(await requests[0]!.json()).toEqual({ brandId, language: 'EN' });
    expect(await requests[1]!.json()).toEqual({ brandId, language: 'AR' });
  });

  it('keeps a language the caller set explicitly', async () => {
    const { fetch, requests } = recordingFetch();
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', fetch, getLanguage: () => 'EN' });
    await client.POST('/branding/get-brand-settings-by-brand-id-for-store-front', {
      body: { brandId, language: 'AR' },
    });
    expect(await requests[0]!.json()).toEqual({ brandId, language: 'AR' });
  });

  it('sends Authorization only when a token is stored', async () => {
    const { fetch, requests } = recordingFetch();
    const session: { token?: string } = {};
    const client = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      fetch,
      getToken: () => session.token,
    });
    await client.POST('/branding/get-brand-settings-by-brand-id-for-store-front', { body: { brandId } });
    session.token = 'signed.token.value';
    await client.POST('/branding/get-brand-settings-by-brand-id-for-store-front', { body: { brandId } });
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer signed.token.value');
  });

  it('signals offline 2 s after a network error, not before', async () => {
    vi.useFakeTimers();
    const onOffline = vi.fn();
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', fetch, onOffline });
    await expect(
      client.POST('/branding/get-brand-settings-by-brand-id-for-store-front', { body: { brandId } }),
    ).rejects.toThrow('fetch failed');
    vi.advanceTimersByTime(OFFLINE_DELAY_MS - 1);
    expect(onOffline).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onOffline).toHaveBeenCalledOnce();
  });

  it('aborts a request that takes longer than the timeout and signals offline', async () => {
    const onOffline = vi.fn();
    // Held strongly: undici lets an unreferenced Request's signal be garbage-collected.
    const pending: Request[] = [];
    const fetch = ((request: Request) =>
      new Promise<Response>((_, reject) => {
        pending.push(request);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      })) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', fetch, onOffline, timeoutMs: 20 });
    await expect(
      client.POST('/branding/get-brand-settings-by-brand-id-for-store-front', { body: { brandId } }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.waitFor(() => expect(onOffline).toHaveBeenCalledOnce(), { timeout: OFFLINE_DELAY_MS + 1000 });
    expect(pending).toHaveLength(1);
  });

  it('signals new_version_enforced from an error answer', async () => {
    const onNewVersionEnforced = vi.fn();
    const { fetch } = recordingFetch(() =>
      Response.json(
        {
          success: 0,
          message: 'Please update',
          error: { code: 'BAD_REQUEST', category: 'new_version_enforced' },
        },
        { status: 426 },
      ),
    );
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', fetch, onNewVersionEnforced });
    const { error } = await client.POST('/branding/get-brand-settings-by-brand-id-for-store-front', {
      body: { brandId },
    });
    expect(error).toMatchObject({ message: 'Please update' });
    expect(onNewVersionEnforced).toHaveBeenCalledOnce();
  });
});
