import { validateSearchBarAddress, type LatLng } from '@storefront/core';
import { coreMessage } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import type { MapServices, PlaceSuggestion } from '@storefront/ui/maps';
import { SearchInput } from '@storefront/ui/menu-search';
import { useEffect, useId, useState } from 'react';
import { useLocalised } from '@storefront/features/app-kit/localise';

/** Typing settles for this long before the server is asked (spec section 5: 300 ms). */
const SEARCH_DELAY_MS = 300;

/**
 * The map page's search (spec sections 2 and 4): suggestions from the maps' place search (the
 * server's, or Google's places autocomplete), limited to the UAE; a suggestion moves the map there (zoom 16) and pins it; the clear control
 * resets the map to its centre at zoom 7; Enter on text that was not picked from the list asks
 * for an address from the list ('Please make sure to type an address in the search bar').
 */
export function PlaceSearch({
  services,
  onPick,
  onLocating,
  onClear,
  onProblem,
}: {
  services: MapServices;
  onPick: (point: LatLng) => void;
  /** True while a picked suggestion is being located (the pin is not there yet). */
  onLocating: (pending: boolean) => void;
  onClear: () => void;
  onProblem: (text: string) => void;
}) {
  const { t } = useTranslation(['checkout', 'errors', 'common']);
  const { language } = useLocalised();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<LatLng | null>(null);
  const [found, setFound] = useState<{ query: string; suggestions: readonly PlaceSuggestion[] }>({
    query: '',
    suggestions: [],
  });
  const listId = useId();
  const wanted = query.trim();

  useEffect(() => {
    if (wanted === '' || picked) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void services
        .search(wanted, language)
        .then((suggestions) => !cancelled && setFound({ query: wanted, suggestions }))
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [wanted, picked, language, services]);

  const suggestions = !picked && found.query === wanted ? found.suggestions : [];

  return (
    <form
      role="search"
      className="relative px-4 pb-2"
      onSubmit={(event) => {
        // Enter on text not picked from the suggestions (spec section 5 "Map").
        event.preventDefault();
        const problem = validateSearchBarAddress(query, picked);
        if (problem) onProblem(coreMessage(problem, t));
      }}
    >
      <SearchInput
        value={query}
        onChange={(value) => {
          setQuery(value);
          setPicked(null);
          if (value === '') onClear();
        }}
        label={t('checkout:map.search')}
        clearLabel={t('checkout:map.clear')}
      />
      {suggestions.length > 0 && (
        <ul
          id={listId}
          aria-label={t('checkout:map.search')}
          className="absolute inset-x-4 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-line bg-surface shadow-lg"
        >
          {suggestions.map((suggestion) => (
            <li key={suggestion.placeId}>
              <button
                type="button"
                onClick={() => {
                  setQuery(suggestion.name);
                  onLocating(true);
                  void services
                    .locate(suggestion)
                    .catch(() => null)
                    .then((point) => {
                      onLocating(false);
                      if (!point) return;
                      setPicked(point);
                      onPick(point);
                    });
                }}
                className="flex min-h-12 w-full flex-col items-start justify-center px-4 py-2 text-start hover:bg-canvas"
              >
                <span className="font-semibold text-ink">{suggestion.name}</span>
                <span className="text-xs text-muted">{suggestion.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {wanted && !picked && found.query === wanted
          ? t('checkout:map.suggestions', { count: suggestions.length })
          : ''}
      </p>
    </form>
  );
}
