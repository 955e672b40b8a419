import {
  ADDRESS_TYPES,
  type AddressFormErrors,
  type AddressType,
  firstInvalidAddressField,
  validateAddressForm,
} from '@storefront/core';
import { coreMessage } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button.js';

export interface AddressFormValues {
  address: string;
  appartmentNo: string;
  building: string;
  floor: string;
  addressType: AddressType | '';
}

export interface AddressFormProps {
  initialValues?: Partial<AddressFormValues>;
  /** Called with the trimmed values once core's `validateAddressForm` finds no error. */
  onSubmit: (values: AddressFormValues & { addressType: AddressType }) => void;
  submitting?: boolean;
  /** Errors to show at once, e.g. returned by the server for this form. */
  initialErrors?: AddressFormErrors;
  /** Map address summary above the fields (street, area, city), with its own 'Edit on map'. */
  mapSummary?: ReactNode;
  /** Label of the submit button; defaults to 'Save address'. */
  submitLabel?: string;
}

type ErrorField = keyof AddressFormErrors;

const EMPTY: AddressFormValues = { address: '', appartmentNo: '', building: '', floor: '', addressType: '' };

const INPUT =
  'min-h-11 w-full rounded-xl border bg-surface px-3 py-2 text-base text-ink placeholder:text-muted';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-sm text-danger">
      <span aria-hidden="true" className="font-bold">
        !
      </span>
      {children}
    </p>
  );
}

/**
 * Delivery address form (spec §3 Addresses, §5 Address form): full address (required, at least 5
 * characters after trimming), apartment, building and floor (optional), and the address type. On
 * submit, core's errors are shown per field and the first invalid field is scrolled to and
 * focused; editing a field clears its error.
 */
export function AddressForm({
  initialValues,
  onSubmit,
  submitting = false,
  initialErrors = {},
  mapSummary,
  submitLabel,
}: AddressFormProps) {
  const { t } = useTranslation(['checkout', 'common']);
  const [values, setValues] = useState<AddressFormValues>({ ...EMPTY, ...initialValues });
  const [errors, setErrors] = useState<AddressFormErrors>(initialErrors);
  const ids = { address: useId(), apartment: useId(), building: useId(), floor: useId(), type: useId() };
  const addressRef = useRef<HTMLTextAreaElement>(null);
  const typeRef = useRef<HTMLFieldSetElement>(null);

  const edit = <K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) {
      setErrors((current) => {
        const next = { ...current };
        delete next[field as ErrorField];
        return next;
      });
    }
  };

  const focusField = (field: ErrorField) => {
    const target =
      field === 'address' ? addressRef.current : typeRef.current?.querySelector<HTMLInputElement>('input');
    const block = field === 'address' ? addressRef.current : typeRef.current;
    block?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
    target?.focus({ preventScroll: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddressForm(values);
    setErrors(found);
    const first = firstInvalidAddressField(found);
    if (first) {
      focusField(first);
      return;
    }
    onSubmit({
      address: values.address.trim(),
      appartmentNo: values.appartmentNo.trim(),
      building: values.building.trim(),
      floor: values.floor.trim(),
      addressType: values.addressType as AddressType,
    });
  };

  const errorText = (field: ErrorField) => {
    const error = errors[field];
    return error ? coreMessage(error, t) : null;
  };
  const addressError = errorText('address');
  const typeError = errorText('addressType');

  return (
    <form onSubmit={submit} noValidate className="space-y-4 p-4">
      {mapSummary}
      <div>
        <label htmlFor={ids.address} className="mb-1 block text-sm font-semibold">
          {t('checkout:address.fullAddress')}
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        </label>
        <textarea
          ref={addressRef}
          id={ids.address}
          rows={2}
          required
          autoComplete="street-address"
          value={values.address}
          placeholder={t('checkout:address.fullAddressPlaceholder')}
          onChange={(event) => edit('address', event.target.value)}
          aria-invalid={addressError ? true : undefined}
          aria-describedby={addressError ? `${ids.address}-error` : undefined}
          className={`${INPUT} resize-none ${addressError ? 'border-danger' : 'border-line'}`}
        />
        {addressError && <FieldError id={`${ids.address}-error`}>{addressError}</FieldError>}
      </div>

      <div className="grid grid-cols-3 gap-3">
        {(
          [
            ['appartmentNo', ids.apartment, 'checkout:address.apartment'],
            ['building', ids.building, 'checkout:address.building'],
            ['floor', ids.floor, 'checkout:address.floor'],
          ] as const
        ).map(([field, id, label]) => (
          // The three boxes stay on one line when a label wraps ('Apartment no.' on a phone): the
          // labels sit at the bottom of their row.
          <div key={field} className="grid min-w-0 grid-rows-[1fr_auto_auto]">
            <label htmlFor={id} className="mb-1 block self-end text-sm font-semibold">
              {t(label)}
            </label>
            <input
              id={id}
              value={values[field]}
              onChange={(event) => edit(field, event.target.value)}
              aria-describedby={`${id}-optional`}
              className={`${INPUT} border-line`}
            />
            <span id={`${id}-optional`} className="text-xs text-muted">
              {t('common:labels.optional')}
            </span>
          </div>
        ))}
      </div>

      <fieldset ref={typeRef} aria-describedby={typeError ? `${ids.type}-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold">
          {t('checkout:address.addressType')}
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        </legend>
        <div className="flex gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className={`flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 text-base font-medium hover:bg-canvas has-[:checked]:border-2 has-[:checked]:border-brand has-[:checked]:bg-canvas has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[#1d4ed8] ${typeError ? 'border-danger' : 'border-line'}`}
            >
              <input
                type="radio"
                name={ids.type}
                value={type}
                required
                checked={values.addressType === type}
                onChange={() => edit('addressType', type)}
                className="size-4 accent-current"
              />
              {t(`checkout:addressType.${type}`)}
            </label>
          ))}
        </div>
        {typeError && <FieldError id={`${ids.type}-error`}>{typeError}</FieldError>}
      </fieldset>

      <Button type="submit" block loading={submitting}>
        {submitLabel ?? t('checkout:address.save')}
      </Button>
    </form>
  );
}
