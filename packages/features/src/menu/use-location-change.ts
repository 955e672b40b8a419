/** The store page's location state: sheet, timing and area dialogs, and changes that ask first. */
import type { ChosenArea } from '@storefront/flows';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppRoutes } from '../app-kit/routes.js';
import { useStorefront } from '../session/storefront-context.js';
import { expectStoreChoice } from '../setup/store-choice.js';
import { needsConfirmation, planChange, type PendingChange } from './location-change.js';

/**
 * Which location dialog is open and the change waiting for confirmation. `ask` confirms first
 * when the change empties a basket with items (or switches service); `apply` carries it out.
 */
export function useLocationChange({
  service,
  basketCount,
  currentAreaId,
}: {
  service: 'DELIVERY' | 'PICKUP';
  basketCount: number;
  currentAreaId: string | undefined;
}) {
  const routes = useAppRoutes();
  const navigate = useNavigate();
  const { brand, setup, basket } = useStorefront();
  const mapped = brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';
  const [sheetOpen, setSheetOpen] = useState(false);
  const [timingOpen, setTimingOpen] = useState(false);
  const [areaOpen, setAreaOpen] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);

  /** Carries out a confirmed change; the brand home then finds the new store. */
  const apply = (change: PendingChange) => {
    setPending(null);
    expectStoreChoice();
    const plan = planChange(change, mapped);
    if (plan.clearBasket) basket.send({ type: 'basket.clear' });
    for (const event of plan.events) setup.send(event);
    if (plan.openMap) void navigate(routes.selectDeliveryArea());
  };
  const ask = (change: PendingChange) =>
    needsConfirmation(change, basketCount) ? setPending(change) : apply(change);

  return {
    pending,
    cancel: () => setPending(null),
    apply,
    ask,
    sheetOpen,
    openSheet: () => setSheetOpen(true),
    closeSheet: () => setSheetOpen(false),
    /** 'Change' in the sheet: another store, a point on the map, or the area list. */
    changePlace: () => {
      setSheetOpen(false);
      if (service === 'PICKUP') ask({ kind: 'store' });
      else if (mapped) ask({ kind: 'mappedArea' });
      else setAreaOpen(true);
    },
    timingOpen,
    openTiming: () => {
      setSheetOpen(false);
      setTimingOpen(true);
    },
    closeTiming: () => setTimingOpen(false),
    areaOpen,
    closeArea: () => setAreaOpen(false),
    chooseArea: (area: ChosenArea) => {
      setAreaOpen(false);
      if (area.areaId !== currentAreaId) ask({ kind: 'area', area });
    },
  };
}

export type LocationChange = ReturnType<typeof useLocationChange>;
