import { searchAreas, type AreaCity } from '@storefront/core';
import { languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId, useState } from 'react';
import { Button } from './button.js';
import { CheckIcon, ChevronIcon } from './icons/index.js';
import { SearchInput } from './menu-search.js';

type AreaEntry = AreaCity['cityAreas'][number]['areaInfo'];

export interface AreaPickerProps<C extends AreaCity = AreaCity> {
  /** Area-based delivery list (cities with their areas). */
  cities: readonly C[];
  status: 'loading' | 'error' | 'ready';
  query: string;
  onQueryChange: (query: string) => void;
  selectedAreaId?: string;
  onSelect: (area: AreaEntry, city: C) => void;
  /** Shows 'Try again' with the error. */
  onRetry?: () => void;
}

function CityGroup<C extends AreaCity>({
  city,
  name,
  open,
  onToggle,
  areaName,
  selectedAreaId,
  onSelect,
}: {
  city: C;
  name: string;
  open: boolean;
  onToggle: () => void;
  areaName: (area: AreaEntry) => string;
  selectedAreaId?: string;
  onSelect: (area: AreaEntry, city: C) => void;
}) {
  const { t } = useTranslation('common');
  const panelId = useId();
  return (
    <li className="border-b border-line last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-12 w-full items-center gap-3 px-1 text-start text-base font-bold text-ink hover:bg-canvas"
        >
          <span className="flex-1">{name}</span>
          <span aria-hidden="true" className="text-sm font-normal text-muted">
            {city.cityAreas.length}
          </span>
          <ChevronIcon
            mini
            direction="down"
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <ul id={panelId} hidden={!open} className="pb-2">
        {city.cityAreas.map(({ areaInfo }) => {
          const selected = areaInfo._id === selectedAreaId;
          return (
            <li key={areaInfo._id}>
              <button
                type="button"
                onClick={() => onSelect(areaInfo, city)}
                aria-current={selected ? 'true' : undefined}
                className={`flex min-h-11 w-full items-center gap-3 rounded-xl ps-4 pe-3 text-start text-base ${
                  selected ? 'bg-canvas font-semibold text-ink' : 'text-ink hover:bg-canvas'
                }`}
              >
                <span className="flex-1">{areaName(areaInfo)}</span>
                {selected && (
                  <>
                    <CheckIcon mini className="size-5 shrink-0" />
                    <span className="sr-only">{t('a11y.selected')}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** A city- or country-wide zone: the city's only area bears the city's name, so it is one button. */
function isWholeCity(city: AreaCity): boolean {
  const only = city.cityAreas.length === 1 ? city.cityAreas[0] : undefined;
  return only !== undefined && only.areaInfo.areaNameEN === city.cityInfo.cityNameEN;
}

function WholeCity<C extends AreaCity>({
  city,
  name,
  selectedAreaId,
  onSelect,
}: {
  city: C;
  name: string;
  selectedAreaId?: string;
  onSelect: (area: AreaEntry, city: C) => void;
}) {
  const { t } = useTranslation('common');
  const area = city.cityAreas[0]!.areaInfo;
  const selected = area._id === selectedAreaId;
  return (
    <li className="border-b border-line last:border-b-0">
      <button
        type="button"
        onClick={() => onSelect(area, city)}
        aria-current={selected ? 'true' : undefined}
        className="flex min-h-12 w-full items-center gap-3 px-1 text-start text-base font-bold text-ink hover:bg-canvas"
      >
        <span className="flex-1">{name}</span>
        {selected && (
          <>
            <CheckIcon mini className="size-5 shrink-0" />
            <span className="sr-only">{t('a11y.selected')}</span>
          </>
        )}
      </button>
    </li>
  );
}

/**
 * Delivery area picker: 'Search for an area' (English or Arabic names, core `searchAreas`), cities
 * that expand to their areas (a lone city stays open; a city-wide zone is one button), loading
 * and error states.
 */
export function AreaPicker<C extends AreaCity>({
  cities,
  status,
  query,
  onQueryChange,
  selectedAreaId,
  onSelect,
  onRetry,
}: AreaPickerProps<C>) {
  const { t, i18n } = useTranslation(['store', 'common']);
  const ar = languageOf(i18n.language) === 'ar';
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => {
    const withSelection = cities.find((city) =>
      city.cityAreas.some(({ areaInfo }) => areaInfo._id === selectedAreaId),
    );
    const first = withSelection ?? (cities.length === 1 ? cities[0] : undefined);
    return new Set(first ? [first.cityInfo.cityNameEN] : []);
  });
  // While searching every matching city starts open; a tap closes it for that search only.
  const [collapsedInSearch, setCollapsedInSearch] = useState<ReadonlySet<string>>(() => new Set());
  const searching = query.trim() !== '';
  const toggle = (key: string) => {
    const update = (current: ReadonlySet<string>) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    };
    if (searching) setCollapsedInSearch(update);
    else setExpanded(update);
  };
  const found = searchAreas(cities, query);
  const cityName = (city: AreaCity) => (ar && city.cityInfo.cityNameAR) || city.cityInfo.cityNameEN;
  const areaName = (area: AreaEntry) => (ar && area.areaNameAR) || area.areaNameEN;

  return (
    <div className="flex flex-col gap-3">
      <SearchInput
        value={query}
        onChange={(next) => {
          setCollapsedInSearch(new Set());
          onQueryChange(next);
        }}
        label={t('store:areaPicker.search')}
      />
      {status === 'loading' && (
        <p role="status" className="flex items-center gap-3 py-6 text-base text-muted">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          {t('store:areaPicker.loading')}
        </p>
      )}
      {status === 'error' && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-danger/5 p-4">
          <p className="text-base text-danger">{t('store:areaPicker.error')}</p>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('common:actions.tryAgain')}
            </Button>
          )}
        </div>
      )}
      {status === 'ready' &&
        (found.length === 0 ? (
          <p role="status" className="py-6 text-center text-base text-muted">
            {t('store:areaPicker.noResults')}
          </p>
        ) : (
          <ul>
            {found.map((city) => {
              const key = city.cityInfo.cityNameEN;
              if (isWholeCity(city))
                return (
                  <WholeCity
                    key={key}
                    city={city}
                    name={cityName(city)}
                    selectedAreaId={selectedAreaId}
                    onSelect={onSelect}
                  />
                );
              return (
                <CityGroup
                  key={key}
                  city={city}
                  name={cityName(city)}
                  open={found.length === 1 || (searching ? !collapsedInSearch.has(key) : expanded.has(key))}
                  onToggle={() => toggle(key)}
                  areaName={areaName}
                  selectedAreaId={selectedAreaId}
                  onSelect={onSelect}
                />
              );
            })}
          </ul>
        ))}
    </div>
  );
}
