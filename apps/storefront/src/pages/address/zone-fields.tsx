import type { AreaChoice, AreaChoiceError } from '@storefront/core';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { coreMessage } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { ErrorText } from '@storefront/ui/error-text';
import { SearchInput } from '@storefront/ui/menu-search';
import { Modal } from '@storefront/ui/modal';
import { useId, useState, type RefObject } from 'react';
import { matching, type AddressZones, type ZoneOption } from './address-zones.js';

type Field = AreaChoiceError['field'];
const LABELS = {
  countryId: { label: 'country', choose: 'selectCountry', search: 'searchCountry' },
  cityId: { label: 'city', choose: 'selectCity', search: 'searchCity' },
  areaId: { label: 'area', choose: 'selectArea', search: 'searchArea' },
} as const satisfies Record<Field, { label: string; choose: string; search: string }>;

/**
 * The address form's country, city and area (spec sections 2 and 5 "Area choice by method"): a
 * country-based brand asks the country, a city-based one the country and city, an area-based one
 * all three. Each field opens its list with a search; the area list is grouped by city; choosing
 * a city or an area fills what contains it. A missing one says 'Please select …' on its field.
 */
export function ZoneFields({
  method,
  zones,
  choice,
  onChange,
  error,
  fieldRefs,
}: {
  method: string;
  zones: AddressZones;
  choice: AreaChoice;
  onChange: (choice: AreaChoice) => void;
  error: AreaChoiceError | null;
  fieldRefs: Record<Field, RefObject<HTMLButtonElement | null>>;
}) {
  const fields: Field[] =
    method === 'COUNTRY_BASED'
      ? ['countryId']
      : method === 'CITY_BASED'
        ? ['countryId', 'cityId']
        : ['countryId', 'cityId', 'areaId'];
  const pickFor = (field: Field, option: ZoneOption): AreaChoice => {
    if (field === 'countryId') return { countryId: option.id };
    if (field === 'cityId') return { countryId: option.parentId ?? null, cityId: option.id };
    const city = zones.cities.find((entry) => entry.id === option.parentId);
    return { countryId: city?.parentId ?? null, cityId: city?.id ?? null, areaId: option.id };
  };
  const optionsFor = (field: Field): ZoneOption[] => {
    if (field === 'countryId') return zones.countries;
    if (field === 'cityId')
      return zones.cities.filter((city) => !choice.countryId || city.parentId === choice.countryId);
    return zones.areas.filter((area) => !choice.cityId || area.parentId === choice.cityId);
  };
  return (
    <div className="grid gap-3">
      {fields.map((field) => (
        <ZoneField
          key={field}
          field={field}
          options={optionsFor(field)}
          cities={field === 'areaId' ? zones.cities : []}
          value={choice[field] ?? null}
          error={error?.field === field ? error : null}
          buttonRef={fieldRefs[field]}
          onPick={(option) => onChange(pickFor(field, option))}
        />
      ))}
    </div>
  );
}

function ZoneField({
  field,
  options,
  cities,
  value,
  error,
  buttonRef,
  onPick,
}: {
  field: Field;
  options: ZoneOption[];
  cities: ZoneOption[];
  value: string | null;
  error: AreaChoiceError | null;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onPick: (option: ZoneOption) => void;
}) {
  const { t } = useTranslation(['checkout', 'common', 'errors']);
  const { pick } = useLocalised();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const ids = { label: useId(), error: useId(), list: useId() };
  const names = LABELS[field];
  const chosen = options.find((option) => option.id === value);
  const found = matching(options, query);
  // Areas under their city's name; cities and countries in one list.
  const groups = cities.length
    ? cities
        .map((city) => ({ city, entries: found.filter((option) => option.parentId === city.id) }))
        .filter((group) => group.entries.length > 0)
    : [{ city: null, entries: found }];
  return (
    <div className="grid gap-1">
      <span id={ids.label} className="font-semibold">
        {t(`checkout:address.${names.label}`)}
      </span>
      <button
        ref={buttonRef}
        type="button"
        // The select-only combobox pattern: a field showing its choice, its list in a sheet.
        role="combobox"
        aria-expanded={open}
        aria-controls={ids.list}
        aria-labelledby={ids.label}
        aria-describedby={error ? ids.error : undefined}
        aria-invalid={error ? true : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`min-h-12 rounded-xl border px-3 text-start ${error ? 'border-danger' : 'border-line'}`}
      >
        {chosen ? (
          pick(chosen.name)
        ) : (
          <span className="text-muted">{t(`checkout:address.${names.choose}`)}</span>
        )}
      </button>
      <div id={ids.error}>{error && <ErrorText text={coreMessage(error.error, t)} />}</div>
      <Modal
        open={open}
        variant="sheet"
        title={t(`checkout:address.${names.choose}`)}
        onClose={() => setOpen(false)}
        closeLabel={t('common:actions.close')}
      >
        <div id={ids.list} className="grid gap-3 p-4">
          <SearchInput
            value={query}
            onChange={setQuery}
            label={t(`checkout:address.${names.search}`)}
            clearLabel={t('common:actions.clear')}
          />
          {groups.map(({ city, entries }) => (
            <section key={city?.id ?? 'all'} aria-label={city ? pick(city.name) : undefined}>
              {city && <h3 className="py-1 text-sm font-bold text-muted">{pick(city.name)}</h3>}
              <ul className="grid gap-1">
                {entries.map((option) => (
                  <li key={option.id}>
                    <button
                      type="button"
                      aria-current={option.id === value || undefined}
                      onClick={() => {
                        onPick(option);
                        setOpen(false);
                        setQuery('');
                      }}
                      className="min-h-11 w-full rounded-lg px-3 text-start hover:bg-canvas aria-[current]:font-bold"
                    >
                      {pick(option.name)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Modal>
    </div>
  );
}
