import { resolveError } from '@storefront/api';
import { validateUserInfo, type UserInfoErrors } from '@storefront/core';
import { coreMessage, translateServerError } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { ErrorText } from '@storefront/ui/error-text';
import { Modal } from '@storefront/ui/modal';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../app-kit/api.js';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';

/**
 * The user-info form (spec sections 2 and 4): opens by itself while the signed-in customer has no
 * name (and cannot be dismissed then), and from 'Update profile'. Name required, email optional.
 */
export function ProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'errors', 'common']);
  const { brand, session, updateUser } = useStorefront();
  const { language } = useLocalised();
  const [name, setName] = useState(session?.user.name ?? '');
  const [email, setEmail] = useState(session?.user.email ?? '');
  const [errors, setErrors] = useState<UserInfoErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { name: useId(), email: useId(), nameError: useId(), emailError: useId() };
  const mustName = !session?.user.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserInfo({ name, email, brandId: brand.brand._id });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setServerError(null);
    try {
      const { data, error } = await api.POST('/user/update-user-profile', {
        body: { brandId: brand.brand._id, name: name.trim(), email: email.trim() },
      });
      if (!data) {
        setServerError(translateServerError(resolveError(error), language));
        return;
      }
      updateUser({ name: data.data.name, email: data.data.email });
      onClose();
    } catch (error) {
      setServerError(translateServerError(resolveError(error), language));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('account:profile.title')}
      onClose={onClose}
      dismissible={!mustName}
      closeLabel={mustName ? undefined : t('common:actions.close')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
        <p className="text-muted">{t('account:profile.intro')}</p>
        <label htmlFor={ids.name} className="font-semibold">
          {t('account:profile.name')}
        </label>
        <input
          id={ids.name}
          value={name}
          autoComplete="name"
          placeholder={t('account:profile.namePlaceholder')}
          onChange={(event) => {
            setName(event.target.value);
            setErrors(({ name: _, ...rest }) => rest);
          }}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? ids.nameError : undefined}
          className="min-h-11 rounded-xl border border-line px-3"
        />
        {errors.name && (
          <p id={ids.nameError} className="text-sm text-danger">
            {coreMessage(errors.name, t)}
          </p>
        )}
        <label htmlFor={ids.email} className="font-semibold">
          {t('account:profile.email')}
        </label>
        <input
          id={ids.email}
          type="email"
          value={email}
          autoComplete="email"
          placeholder={t('account:profile.emailPlaceholder')}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors(({ email: _, ...rest }) => rest);
          }}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? ids.emailError : undefined}
          className="min-h-11 rounded-xl border border-line px-3"
        />
        {errors.email && (
          <p id={ids.emailError} className="text-sm text-danger">
            {coreMessage(errors.email, t)}
          </p>
        )}
        <ErrorText text={serverError} />
        <Button type="submit" disabled={saving}>
          {saving ? t('account:profile.saving') : t('account:profile.save')}
        </Button>
      </form>
    </Modal>
  );
}

/** Opens the profile form by itself while the signed-in customer has no name (spec section 4). */
export function ProfilePrompt() {
  const { session } = useStorefront();
  const [dismissed, setDismissed] = useState(false);
  const open = Boolean(session && !session.user.name && !dismissed);
  if (!open) return null;
  return <ProfileModal open onClose={() => setDismissed(true)} />;
}
