/**
 * Modifier groups: picking options on the item page and re-checking a basket line on the server
 * (spec §5 "Modifiers").
 *
 * Counting rule: a group's picks are counted as Σ option.quantity, so a stepper at 2 counts as two
 * picks towards both `minimumAllowedSelection` and `maximumAllowedSelection` (2 fries + 1 rice
 * fills "choose 3 sides"; three stepper options cannot exceed a cap of 3).
 */
import type { BasketLine, BasketSection, OptionLine } from './basket.js';
import { type CoreError, type Result, coreError, fail, ok } from './errors.js';
import type { MenuItem, Modifier, ModifierGroup } from './menu.js';

/** A stepper is shown only when `maximumOrderQuantity` is 2 or more (spec §5). */
export function hasStepper(modifier: Modifier): boolean {
  return (modifier.maximumOrderQuantity ?? 0) >= 2;
}

/** Highest quantity of one modifier per unit: its stepper maximum, else 1. */
export function modifierMaxQuantity(modifier: Modifier): number {
  return hasStepper(modifier) ? (modifier.maximumOrderQuantity ?? 1) : 1;
}

/**
 * Cap on a group's picks: 1 for single selection, `maximumAllowedSelection` when above 0,
 * otherwise unlimited.
 */
export function groupMaximum(group: ModifierGroup): number {
  if (group.isSingleSelection) return 1;
  return group.maximumAllowedSelection > 0 ? group.maximumAllowedSelection : Number.POSITIVE_INFINITY;
}

/** Picks in a section: Σ option.quantity (0 for no section). */
export function selectedCount(section: BasketSection | undefined): number {
  return section ? section.options.reduce((count, option) => count + option.quantity, 0) : 0;
}

/**
 * The minimum-selection message: 'Please select at least {minimum} side(s) from the {group}
 * section to proceed' ('side' for 1, else 'sides').
 */
export function minimumSelectionError(
  group: ModifierGroup,
): CoreError<'modifierMinimumOne' | 'modifierMinimumOther'> {
  const params = { minimum: group.minimumAllowedSelection, group: group.baseLanguage.name };
  return group.minimumAllowedSelection === 1
    ? coreError('modifierMinimumOne', params)
    : coreError('modifierMinimumOther', params);
}

/** '{quantity} is the maximum quantity allowed for {name}'. */
export function maxQuantityError(modifier: Modifier): CoreError<'modifierMaxQuantity'> {
  return coreError('modifierMaxQuantity', {
    quantity: modifierMaxQuantity(modifier),
    name: modifier.baseLanguage.name,
  });
}

function optionFor(modifier: Modifier, quantity: number): OptionLine {
  return {
    _id: modifier._id,
    optionId: modifier._id,
    quantity,
    price: modifier.price,
    name: modifier.baseLanguage.name,
  };
}

function sectionFor(group: ModifierGroup, options: readonly OptionLine[]): BasketSection {
  return {
    _id: group._id,
    sectionName: group.baseLanguage.name,
    isSingleSelection: group.isSingleSelection,
    options,
  };
}

function replaceSection(
  sections: readonly BasketSection[],
  group: ModifierGroup,
  options: readonly OptionLine[],
): readonly BasketSection[] {
  const others = sections.filter((section) => section._id !== group._id);
  return options.length === 0 ? others : [...others, sectionFor(group, options)];
}

/**
 * Taps an option. Single selection holds exactly one: the tapped option replaces the current
 * one (tapping it again keeps it). Multiple selection adds the option when under the group's cap
 * and removes it when already picked; at the cap the tap is ignored (the cap "caps checkbox picks").
 * Returns new sections; the input is not changed.
 */
export function toggleModifier(
  sections: readonly BasketSection[],
  group: ModifierGroup,
  modifier: Modifier,
): readonly BasketSection[] {
  const current = sections.find((section) => section._id === group._id);
  if (group.isSingleSelection) return replaceSection(sections, group, [optionFor(modifier, 1)]);
  const picked = current?.options.some((option) => option._id === modifier._id) ?? false;
  if (picked)
    return replaceSection(
      sections,
      group,
      (current?.options ?? []).filter((option) => option._id !== modifier._id),
    );
  if (selectedCount(current) + 1 > groupMaximum(group)) return sections;
  return replaceSection(sections, group, [...(current?.options ?? []), optionFor(modifier, 1)]);
}

/** Outcome of a stepper change: the new sections and, when the request was clamped, why. */
export interface StepperChange {
  readonly sections: readonly BasketSection[];
  readonly error: CoreError<'modifierMaxQuantity' | 'modifierMaximum'> | null;
}

/**
 * Sets a picked option's stepper quantity, clamped to 1..`maximumOrderQuantity` (spec §5: over
 * gives '{quantity} is the maximum quantity allowed for {name}'; not below 1) and to the group's
 * cap. Options without a stepper stay at 1. An option not yet picked is picked.
 */
export function setModifierQuantity(
  sections: readonly BasketSection[],
  group: ModifierGroup,
  modifier: Modifier,
  quantity: number,
): StepperChange {
  const current = sections.find((section) => section._id === group._id);
  const others = group.isSingleSelection
    ? []
    : (current?.options ?? []).filter((option) => option._id !== modifier._id);
  const max = modifierMaxQuantity(modifier);
  let wanted = Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1));
  let error: StepperChange['error'] = null;
  if (wanted > max) {
    wanted = max;
    error = maxQuantityError(modifier);
  }
  const room = groupMaximum(group) - others.reduce((count, option) => count + option.quantity, 0);
  if (wanted > room) {
    if (room < 1)
      return {
        sections,
        error: coreError('modifierMaximum', { maximum: groupMaximum(group), group: group.baseLanguage.name }),
      };
    wanted = room;
    error = coreError('modifierMaximum', { maximum: groupMaximum(group), group: group.baseLanguage.name });
  }
  const options = group.isSingleSelection
    ? [optionFor(modifier, wanted)]
    : current?.options.some((option) => option._id === modifier._id)
      ? current.options.map((option) =>
          option._id === modifier._id ? { ...option, quantity: wanted } : option,
        )
      : [...others, optionFor(modifier, wanted)];
  return { sections: replaceSection(sections, group, options), error };
}

/** A group that still needs picks, for highlighting and scrolling to it (spec §4). */
export interface MissingGroup {
  readonly groupId: string;
  readonly groupName: string;
  readonly minimum: number;
  readonly selected: number;
  readonly error: CoreError<'modifierMinimumOne' | 'modifierMinimumOther'>;
}

/** Groups with fewer picks than `minimumAllowedSelection`, in the item's group order. */
export function missingModifierGroups(
  item: Pick<MenuItem, 'modifierGroups'>,
  sections: readonly BasketSection[],
): readonly MissingGroup[] {
  return item.modifierGroups.flatMap((group) => {
    const selected = selectedCount(sections.find((section) => section._id === group._id));
    return selected < group.minimumAllowedSelection
      ? [
          {
            groupId: group._id,
            groupName: group.baseLanguage.name,
            minimum: group.minimumAllowedSelection,
            selected,
            error: minimumSelectionError(group),
          },
        ]
      : [];
  });
}

/** The add-to-basket check: the first missing group's message, or null when the item can be added. */
export function validateModifierSelection(
  item: Pick<MenuItem, 'modifierGroups'>,
  sections: readonly BasketSection[],
): CoreError | null {
  return missingModifierGroups(item, sections)[0]?.error ?? null;
}

const menuUpdated = (): CoreError => coreError('menuUpdated');

function checkSection(group: ModifierGroup, section: BasketSection | undefined): CoreError | null {
  const seen = new Set<string>();
  for (const option of section?.options ?? []) {
    const modifier = group.modifiers.find((candidate) => candidate._id === option._id);
    if (!modifier || seen.has(option._id)) return menuUpdated();
    seen.add(option._id);
    if (!Number.isInteger(option.quantity) || option.quantity < 1) return coreError('invalidQuantity');
    if (option.quantity > modifierMaxQuantity(modifier)) return maxQuantityError(modifier);
    if (option.price !== modifier.price) return menuUpdated();
  }
  const count = selectedCount(section);
  if (count > groupMaximum(group))
    return coreError('modifierMaximum', { maximum: groupMaximum(group), group: group.baseLanguage.name });
  if (count < group.minimumAllowedSelection) return minimumSelectionError(group);
  return null;
}

/**
 * Server re-check of a basket line against the current menu item, so min/max hold again when the
 * server re-prices. In order: the item is the line's item (else `itemRemoved`), quantity is a whole
 * number ≥ 1, the line's price equals the menu price (else `menuUpdated`), every section and option
 * id exists once in the item (else `menuUpdated`), option quantities within 1..stepper maximum,
 * option prices equal the menu's, and each group's picks within its minimum and maximum (groups
 * absent from the line count as 0 picks).
 * Returns the first error, or the line on success.
 */
export function validateBasketLine(line: BasketLine, item: MenuItem | undefined): Result<BasketLine> {
  if (!item || item._id !== line.itemId) return fail(coreError('itemRemoved'));
  if (!Number.isInteger(line.quantity) || line.quantity < 1) return fail(coreError('invalidQuantity'));
  if (line.price !== item.price) return fail(menuUpdated());
  const sectionIds = new Set<string>();
  for (const section of line.sections) {
    if (sectionIds.has(section._id) || !item.modifierGroups.some((group) => group._id === section._id))
      return fail(menuUpdated());
    sectionIds.add(section._id);
  }
  for (const group of item.modifierGroups) {
    const error = checkSection(
      group,
      line.sections.find((section) => section._id === group._id),
    );
    if (error) return fail(error);
  }
  return ok(line);
}
