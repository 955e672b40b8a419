import {
  groupMaximum,
  hasStepper,
  maxQuantityError,
  minimumSelectionError,
  modifierMaxQuantity,
  selectedCount,
  setModifierQuantity,
  toggleModifier,
  type BasketSection,
  type CoreError,
  type ModifierGroup as ModifierGroupData,
} from '@storefront/core';
import { coreMessage, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId, useState } from 'react';
import { AlertCircleIcon } from './icons/index.js';
import { QuantityStepper } from './quantity-stepper.js';
import { Money } from './money.js';

export interface ModifierGroupProps {
  group: ModifierGroupData;
  /** Every chosen section of the item; this group reads and replaces its own. */
  sections: readonly BasketSection[];
  onChange: (sections: readonly BasketSection[]) => void;
  /** Highlights the group with the minimum message (add to basket was refused). */
  invalid?: boolean;
  /** DOM id, for scrolling to the first missing group (the fieldset takes focus from script). */
  id?: string;
  /**
   * The name to show for the group or one of its options, e.g. in the current language; the
   * chosen sections keep the base-language names. Defaults to `baseLanguage.name`.
   */
  nameOf?: (entry: Named) => string;
  /** Options the kitchen sold out at this store: shown 'Out of stock' and not choosable. */
  soldOut?: ReadonlySet<string>;
}

interface Named {
  readonly _id: string;
  readonly baseLanguage: { readonly name: string };
}

const baseName = (entry: Named) => entry.baseLanguage.name;

/** A rule's message with the group's or option's shown name instead of the base-language one. */
function withShownName(error: CoreError, nameOf: (entry: Named) => string, entry: Named): CoreError {
  const params: Record<string, unknown> = { ...error.params };
  if ('group' in params) params.group = nameOf(entry);
  if ('name' in params) params.name = nameOf(entry);
  return { ...error, params } as CoreError;
}

/**
 * One modifier group of the item page: radios for single selection, checkboxes capped at
 * `maximumAllowedSelection`, steppers for options with `maximumOrderQuantity` ≥ 2. Rules come from
 * core (`toggleModifier`, `setModifierQuantity`); the group reports new sections through `onChange`.
 */
export function ModifierGroup({
  group,
  sections,
  onChange,
  invalid = false,
  id,
  nameOf = baseName,
  soldOut,
}: ModifierGroupProps) {
  const { t, i18n } = useTranslation(['store', 'errors']);
  const language = languageOf(i18n.language);
  const hintId = useId();
  const errorId = useId();
  const [notice, setNotice] = useState<CoreError | null>(null);
  const section = sections.find((candidate) => candidate._id === group._id);
  const count = selectedCount(section);
  const maximum = groupMaximum(group);
  const required = group.minimumAllowedSelection > 0;
  const min = group.minimumAllowedSelection;

  const hint = group.isSingleSelection
    ? t('store:item.chooseOne')
    : Number.isFinite(maximum)
      ? min > 0
        ? min === maximum
          ? t('store:item.chooseAtLeast', { minimum: min })
          : t('store:item.chooseBetween', { minimum: min, maximum })
        : t('store:item.chooseUpTo', { maximum })
      : min > 0
        ? t('store:item.chooseAtLeast', { minimum: min })
        : null;

  const quantityOf = (modifierId: string) =>
    section?.options.find((option) => option._id === modifierId)?.quantity ?? 0;

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={[hint ? hintId : '', invalid ? errorId : ''].join(' ').trim() || undefined}
      className={`scroll-mt-32 rounded-2xl border-2 p-4 transition-colors ${
        invalid ? 'border-danger bg-danger/5' : 'border-transparent bg-surface'
      }`}
    >
      <legend className="float-start flex w-full items-start justify-between gap-3">
        <span className="flex flex-col">
          <span className="text-lg font-bold text-ink">{nameOf(group)}</span>
          {hint && (
            <span id={hintId} className="text-sm text-muted">
              {hint}
            </span>
          )}
        </span>
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ${
            required ? (invalid ? 'bg-danger text-white' : 'bg-ink text-white') : 'bg-canvas text-muted'
          }`}
        >
          {required ? t('store:item.required') : t('store:item.optional')}
        </span>
      </legend>
      {invalid && (
        <p id={errorId} role="alert" className="clear-both flex gap-1.5 pt-2 text-sm font-medium text-danger">
          <AlertCircleIcon mini className="mt-0.5 size-4 shrink-0" />
          {coreMessage(withShownName(minimumSelectionError(group), nameOf, group), t)}
        </p>
      )}
      <ul className="clear-both mt-2 divide-y divide-line">
        {group.modifiers.map((modifier) => {
          const quantity = quantityOf(modifier._id);
          const checked = quantity > 0;
          const gone = soldOut?.has(modifier._id) === true;
          const capped = (!group.isSingleSelection && !checked && count >= maximum) || (gone && !checked);
          const stepper = hasStepper(modifier) && checked;
          return (
            <li key={modifier._id} className="flex min-h-14 items-center gap-2">
              <label
                className={`flex min-h-12 flex-1 items-center gap-3 py-1 ${capped ? 'cursor-not-allowed' : 'cursor-pointer'}`}
              >
                <input
                  type={group.isSingleSelection ? 'radio' : 'checkbox'}
                  name={group._id}
                  checked={checked}
                  disabled={capped}
                  onChange={() => {
                    setNotice(null);
                    onChange(toggleModifier(sections, group, modifier));
                  }}
                  className="size-5 shrink-0 accent-brand"
                />
                <span className={`flex-1 text-base ${capped ? 'text-muted' : 'text-ink'}`}>
                  {nameOf(modifier)}
                  {gone && (
                    <span className="ms-2 rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-muted">
                      {t('store:item.outOfStock')}
                    </span>
                  )}
                </span>
                {modifier.price > 0 && (
                  // '+58.00' one number, the label after it as every amount.
                  <Money
                    className="shrink-0 text-sm text-muted"
                    fils={modifier.price}
                    language={language}
                    sign="+"
                  />
                )}
              </label>
              {stepper && (
                <QuantityStepper
                  size="sm"
                  label={nameOf(modifier)}
                  // Named by their option, so a screen reader tells them from the item's own.
                  decreaseLabel={`− ${nameOf(modifier)}`}
                  increaseLabel={`+ ${nameOf(modifier)}`}
                  value={quantity}
                  max={modifierMaxQuantity(modifier)}
                  onLimit={() => setNotice(withShownName(maxQuantityError(modifier), nameOf, modifier))}
                  onChange={(next) => {
                    const change = setModifierQuantity(sections, group, modifier, next);
                    setNotice(change.error && withShownName(change.error, nameOf, modifier));
                    onChange(change.sections);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
        {notice ? coreMessage(notice, t) : ''}
      </p>
    </fieldset>
  );
}
