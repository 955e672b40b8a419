import { useTranslation } from '@storefront/i18n/react';
import { useId, useRef } from 'react';
import { CloseIcon, SearchIcon } from './icons/index.js';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Visible placeholder and the label read by screen readers. */
  label: string;
  /** Label of the clear button; defaults to 'Clear search'. */
  clearLabel?: string;
  autoFocus?: boolean;
}

/** A labelled search field with a clear button; shared by the menu, area and store searches. */
export function SearchInput({ value, onChange, label, clearLabel, autoFocus }: SearchInputProps) {
  const { t } = useTranslation('store');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-muted">
        <SearchIcon className="size-5" />
      </span>
      <input
        ref={input}
        id={id}
        type="search"
        value={value}
        placeholder={label}
        autoComplete="off"
        enterKeyHint="search"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in, for search sheets opened on purpose
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        className="block min-h-12 w-full rounded-xl border border-line bg-canvas ps-11 pe-12 text-base text-ink placeholder:text-muted focus:border-ink focus:bg-surface [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value !== '' && (
        <button
          type="button"
          aria-label={clearLabel ?? t('search.clear')}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          className="absolute inset-y-0 end-0.5 my-auto inline-flex size-11 items-center justify-center rounded-full text-muted hover:text-ink"
        >
          <span className="inline-flex size-6 items-center justify-center rounded-full bg-line">
            <CloseIcon className="size-4" strokeWidth={2.4} />
          </span>
        </button>
      )}
    </div>
  );
}

export interface MenuSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Sticky menu search ('Search for menu items'), kept at the top while the menu scrolls. */
export function MenuSearch({ value, onChange }: MenuSearchProps) {
  const { t } = useTranslation('store');
  return (
    <search className="sticky top-0 z-20 block bg-surface px-4 py-2">
      <SearchInput value={value} onChange={onChange} label={t('search.placeholder')} />
    </search>
  );
}

export interface MenuSearchNoResultsProps {
  /** The search text as typed. */
  term: string;
}

/** "We didn't find any results for" + the term. */
export function MenuSearchNoResults({ term }: MenuSearchNoResultsProps) {
  const { t } = useTranslation('store');
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-full bg-canvas text-muted"
      >
        <SearchIcon className="size-5" />
      </span>
      <p className="text-base text-muted">
        {t('search.noResults')}{' '}
        <strong className="font-semibold break-words text-ink">
          “<bdi>{term.trim()}</bdi>”
        </strong>
      </p>
    </div>
  );
}
