/** The rounds sent to the kitchen, each with its live status ('New', 'In Progress', 'Ready') on every phone. */
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Card } from '@storefront/ui/card';
import { useLocalised } from '../app-kit/localise.js';
import type { TableSession } from './table-api.js';

type Stage = TableSession['rounds'][number]['stage'];

const STAGE_KEYS = {
  new: 'session.status.New',
  inProgress: 'session.status.In Progress',
  ready: 'session.status.Ready',
  cancelled: 'session.status.Cancelled',
} as const satisfies Record<Stage, string>;

const STAGE_TONES: Record<Stage, string> = {
  new: 'bg-canvas text-ink',
  inProgress: 'bg-brand text-on-brand',
  ready: 'bg-ink text-surface',
  cancelled: 'bg-canvas text-muted line-through',
};

export function TableRounds({ session }: { session: TableSession }) {
  const { t } = useTranslation('dineIn');
  const { language, pick } = useLocalised();
  if (session.rounds.length === 0) return null;
  return (
    <Card aria-labelledby="table-rounds-title" className="grid gap-3">
      <h2 id="table-rounds-title" className="text-lg font-bold">
        {t('session.rounds')}
      </h2>
      <ol className="grid gap-3" aria-live="polite">
        {session.rounds.map((round, index) => (
          <li key={round.roundId} className="grid gap-1 border-b border-line pb-3 last:border-b-0">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold">
                {t('session.round', { number: index + 1 })} · <bdi>{round.orderNumber}</bdi>
              </span>
              <span className={`rounded-full px-3 py-1 text-sm font-bold ${STAGE_TONES[round.stage]}`}>
                {t(STAGE_KEYS[round.stage])}
              </span>
            </div>
            <ul className="text-sm text-muted">
              {round.lines.map((line) => (
                <li key={line.lineId}>
                  {line.quantity} × {pick(line.name)}
                </li>
              ))}
            </ul>
            <span className="tabular-nums">{formatAed(round.total, language)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
