/**
 * Typecheck-only proof that translation keys are typed (`typed-resources.ts`): each
 * `@ts-expect-error` below must meet an error, so if keys stopped being typed (the augmentation
 * lost, a namespace typed as `string`), the directive goes unused and `tsc` fails. The known keys
 * beside them show that the errors come from the keys. Nothing imports this file and the
 * package's `exports` do not name it, so it never reaches a bundle.
 */
import { useTranslation } from './react.js';
import type { Translate } from './typed-resources.js';

export function typedKeysGuard(helperT: Translate): string[] {
  const { t } = useTranslation();
  const { t: tStore } = useTranslation(['store', 'common']);
  return [
    t('actions.back'),
    t('duration.day', { count: 2 }),
    // @ts-expect-error unknown key
    t('common:noSuchKey'),
    // @ts-expect-error unknown key of the default namespace
    t('noSuchKey'),
    // @ts-expect-error unknown namespace
    t('noSuchNamespace:actions.back'),
    tStore('menu.recommended'),
    tStore('common:actions.back'),
    // @ts-expect-error unknown key of the hook's namespace
    tStore('menu.noSuchKey'),
    // @ts-expect-error a namespace the hook did not ask for
    tStore('checkout:noSuchKey'),
    helperT('errors:somethingWentWrong'),
    // @ts-expect-error unknown key
    helperT('errors:noSuchKey'),
  ];
}
