import { translateServerError, type ServerErrorLike } from '@storefront/i18n';
import { useLocalised } from './localise.js';

/** A server's error in the page's language: by its key when it has one, else as sent. */
export function ServerErrorText({ error }: { error: ServerErrorLike }) {
  const { language } = useLocalised();
  return <>{translateServerError(error, language)}</>;
}
