/** 'Split the bill': equally by N, by items (a line for one diner or shared by everyone), or custom amounts. */
import type { ResolvedError } from '@storefront/api';
import { parsePriceInput, sanitizePriceInput, ZERO_FILS, type Fils } from '@storefront/core';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { useId, useState } from 'react';
import { useLocalised } from '../app-kit/localise.js';
import { ServerErrorText } from '../app-kit/server-error.js';
import { useDinerLabel } from './diner-label.js';
import { claimsOf, previewCustom, previewEqual, previewItems, type LineOwner } from './split-preview.js';
import type { TableSession, TableSplitChoice } from './table-api.js';
import { useTable } from './table-context.js';

type Mode = TableSplitChoice['mode'];
const MODES = [
  ['equal', 'session.splitEqual'],
  ['items', 'session.splitItems'],
  ['custom', 'session.splitCustom'],
] as const;
const INPUT = 'min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-base tabular-nums';
const EVERYONE = 'everyone';

/** The round lines a split by items claims (cancelled rounds are not on the bill). */
export const billLinesOf = (session: TableSession) =>
  session.rounds.filter((round) => round.stage !== 'cancelled').flatMap((round) => round.lines);

export function SplitChooser({ session, onDone }: { session: TableSession; onDone: () => void }) {
  const { t } = useTranslation('dineIn');
  const { language, pick } = useLocalised();
  const table = useTable();
  const labelOf = useDinerLabel(session);
  const name = useId();
  const dinerIds = session.diners.map((diner) => diner.dinerId);
  const [mode, setMode] = useState<Mode>('items');
  const [parts, setParts] = useState(String(Math.max(2, dinerIds.length)));
  const [owners, setOwners] = useState<ReadonlyMap<string, LineOwner>>(new Map());
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ResolvedError | null>(null);
  const remaining = session.bill.remaining;
  const lines = billLinesOf(session).map((line) => ({ key: line.lineId, total: line.lineTotal, line }));

  const customFils = dinerIds.map((id) => parsePriceInput(amounts[id] ?? '') ?? ZERO_FILS);
  const choice: TableSplitChoice =
    mode === 'equal'
      ? { mode, parts: Number(parts) || 0 }
      : mode === 'items'
        ? { mode, claims: claimsOf(lines, owners, dinerIds) }
        : { mode, amounts: customFils.filter((amount) => amount > 0) };
  const preview: { label: string; amount: Fils }[] =
    mode === 'equal'
      ? previewEqual(remaining, Number(parts) || 0).map((amount, index) => ({
          label: t('session.share', { number: index + 1 }),
          amount,
        }))
      : mode === 'items'
        ? [...previewItems(remaining, lines, choice.mode === 'items' ? choice.claims : []).byDiner].map(
            ([id, amount]) => ({
              label: labelOf(id),
              amount,
            }),
          )
        : [];
  const custom = previewCustom(remaining, choice.mode === 'custom' ? choice.amounts : []);
  const valid = mode === 'equal' ? preview.length > 0 : mode === 'items' ? owners.size > 0 : custom.valid;

  const apply = async () => {
    setBusy(true);
    const failed = await table.edit((calls, version) => calls.split(version, choice));
    setBusy(false);
    setError(failed);
    if (!failed) onDone();
  };

  return (
    <div className="grid gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 font-semibold">{t('session.splitTitle')}</legend>
        {MODES.map(([value, key]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-[:checked]:border-brand has-[:checked]:bg-canvas"
          >
            <input type="radio" name={name} checked={mode === value} onChange={() => setMode(value)} />
            {t(key)}
          </label>
        ))}
      </fieldset>
      {mode === 'equal' && (
        <label className="grid gap-1">
          <span>{t('session.people')}</span>
          <input
            className={INPUT}
            inputMode="numeric"
            value={parts}
            onChange={(event) => setParts(event.target.value.replace(/\D/g, '').slice(0, 2))}
          />
        </label>
      )}
      {mode === 'items' &&
        lines.map(({ key, line }) => (
          <label key={key} className="grid gap-1">
            <span>{t('session.whoPays', { item: `${line.quantity} × ${pick(line.name)}` })}</span>
            <select
              className={INPUT}
              value={(() => {
                const owner = owners.get(key);
                return !owner ? '' : 'dinerId' in owner ? owner.dinerId : EVERYONE;
              })()}
              onChange={(event) => {
                const next = new Map(owners);
                const value = event.target.value;
                if (!value) next.delete(key);
                else next.set(key, value === EVERYONE ? { everyone: true } : { dinerId: value });
                setOwners(next);
              }}
            >
              <option value="">—</option>
              {dinerIds.map((id) => (
                <option key={id} value={id}>
                  {labelOf(id)}
                </option>
              ))}
              <option value={EVERYONE}>{t('session.everyone')}</option>
            </select>
          </label>
        ))}
      {mode === 'custom' &&
        dinerIds.map((id) => (
          <label key={id} className="grid gap-1">
            <span>{t('session.amountFor', { name: labelOf(id) })}</span>
            <input
              className={INPUT}
              inputMode="decimal"
              dir="ltr"
              value={amounts[id] ?? ''}
              onChange={(event) => setAmounts({ ...amounts, [id]: sanitizePriceInput(event.target.value) })}
            />
          </label>
        ))}
      <ul className="grid gap-1" aria-live="polite">
        {preview.map((entry) => (
          <li key={entry.label} className="flex justify-between">
            <span>{entry.label}</span>
            <span className="tabular-nums">{formatAed(entry.amount, language)}</span>
          </li>
        ))}
        {mode === 'custom' && custom.left !== 0 && (
          <li>
            {custom.left > 0
              ? t('session.previewLeft', { amount: formatAed(custom.left, language) })
              : t('session.previewOver', { amount: formatAed(-custom.left as Fils, language) })}
          </li>
        )}
      </ul>
      {error && (
        <p role="alert" className="text-danger">
          <ServerErrorText error={error} />
        </p>
      )}
      <Button block onClick={() => void apply()} disabled={!valid || busy}>
        {t('session.applySplit')}
      </Button>
    </div>
  );
}
