import type { MapServices } from '@storefront/ui/maps';
import { schematicMaps } from '@storefront/ui/maps';
import { api } from '@storefront/features/app-kit/api';
import { apiLanguage } from '@storefront/i18n';

/** The schematic map's place search and reverse geocoding: the server's (its gazetteer, or Google Geocoding). */
export const serverMapServices: MapServices = {
  async search(query, language) {
    const { data } = await api.POST('/geocoding/search', {
      body: { query, language: apiLanguage(language) },
    });
    return (data?.data.suggestions ?? []).map(({ placeId, name, description, lat, lng }) => ({
      placeId,
      name,
      description,
      point: { lat, lng },
    }));
  },
  async locate(suggestion) {
    return suggestion.point ?? null;
  },
  async reverse(point) {
    const { data } = await api.POST('/geocoding/reverse', { body: point }).catch(() => ({ data: undefined }));
    return data?.data ?? null;
  },
};

/** The offline default of the map interface. */
export const serverSchematicMaps = schematicMaps(serverMapServices);
