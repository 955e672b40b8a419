/**
 * Turning core's `{key, params}` messages into text (core never returns display strings).
 *
 * Parameters are localised before interpolation:
 * - money parameters (core passes 2-decimal strings such as '50.00') get the currency label on
 *   the language's side: 'AED 50.00' / '50.00 AED';
 * - `service` (a service type such as 'PICKUP') becomes the service's name ('pickup' / 'الاستلام من الفرع');
 * - `from` / `to` of a status change become status labels.
 */
import type { CatalogueKey, DeliveryDuration, ShownMessage } from './core.js';
import { DEFAULT_LANGUAGE, type Language } from './language.js';
import { bundledTrees, type BundledNamespace, type ResourceTree } from './resources.js';
import type { Translate } from './typed-resources.js';

/** A core message, or any `{key, params}` whose key lives in the `errors` namespace. */
export interface CoreMessageLike {
  readonly key: CatalogueKey | (string & {});
  readonly params?: object;
}

type Params = Record<string, unknown>;

/** Money parameters by key: core's catalogue keys and the server's own `errors` keys. */
const MONEY_PARAMS: Readonly<Record<string, readonly string[] | undefined>> = {
  minOrderValue: ['value'],
  belowMinimumOrder: ['missing', 'minimum'],
  tipMinimum: ['minimum'],
  orderRefusedRefunded: ['amount'],
  orderRefusedRefundFailed: ['amount'],
};
const SERVICE_PARAMS: Partial<Record<CatalogueKey, readonly string[]>> = {
  trackerReadyText: ['service'],
};
const STATUS_PARAMS: Partial<Record<CatalogueKey, readonly string[]>> = {
  invalidStatusTransition: ['from', 'to'],
};

const ENGLISH_CURRENCY = /^AED\s+/;

/** Looks up `ns:key` (dotted) and interpolates; returns undefined when the key is missing. */
type Lookup = (namespace: BundledNamespace, key: string, params?: Params) => string | undefined;

function localiseParams(message: CoreMessageLike, lookup: Lookup): Params {
  const params: Params = { ...(message.params as Params | undefined) };
  const key = message.key as CatalogueKey;
  for (const name of MONEY_PARAMS[key] ?? []) {
    // Core passes '50.00'; the server's English texts already say 'AED 50.00'.
    const value =
      typeof params[name] === 'string' ? params[name].replace(ENGLISH_CURRENCY, '') : params[name];
    if (typeof value === 'string' || typeof value === 'number')
      params[name] = lookup('common', 'money', { amount: value }) ?? value;
  }
  for (const name of SERVICE_PARAMS[key] ?? []) {
    const value = params[name];
    if (typeof value === 'string') params[name] = lookup('common', `serviceName.${value}`) ?? value;
  }
  for (const name of STATUS_PARAMS[key] ?? []) {
    const value = params[name];
    if (typeof value === 'string') params[name] = lookup('common', `orderStatus.${value}`) ?? value;
  }
  return params;
}

// ---------------------------------------------------------------- without an i18next instance

function find(tree: ResourceTree, path: string): string | undefined {
  let node: string | ResourceTree | undefined = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` placeholders; unknown ones stay as they are. */
export function interpolate(text: string, params: Params = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * Translates a key of a bundled namespace (`common`, `errors`) synchronously, without an
 * i18next instance: falls back to English, then to the key. A numeric `count` selects the
 * plural form (`key_one`, `key_few`, …) as i18next does.
 */
export function translateBundled(
  language: Language,
  namespace: BundledNamespace,
  key: string,
  params: Params = {},
): string {
  const lookupIn = (lng: Language): string | undefined => {
    const tree = bundledTrees(lng)?.[namespace];
    if (!tree) return undefined;
    if (typeof params.count === 'number') {
      let rules = pluralRules.get(lng);
      if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
      const form = params.count === 0 ? (find(tree, `${key}_zero`) ?? undefined) : undefined;
      const plural = form ?? find(tree, `${key}_${rules.select(params.count)}`);
      if (plural !== undefined) return plural;
    }
    return find(tree, key);
  };
  const text = lookupIn(language) ?? lookupIn(DEFAULT_LANGUAGE);
  return text === undefined ? key : interpolate(text, params);
}

const bundledLookup =
  (language: Language): Lookup =>
  (namespace, key, params) => {
    const text = translateBundled(language, namespace, key, params);
    return text === key ? undefined : text;
  };

/**
 * Text of a core message in a language, from the bundled `errors` namespace (no i18next
 * instance needed): `translateCoreError(coreError('tipMinimum', {minimum: '1.00'}), 'ar')`
 * → 'الحد الأدنى للإكرامية 1.00 AED'. Unknown keys fall back to the generic error text.
 */
export function translateCoreError(message: CoreMessageLike, language: Language): string {
  const lookup = bundledLookup(language);
  return (
    lookup('errors', message.key, localiseParams(message, lookup)) ??
    translateBundled(language, 'errors', 'somethingWentWrong')
  );
}

/** The same through an i18next `t` (follows the instance's language and fallbacks). */
export function coreMessage(message: CoreMessageLike, t: Translate): string {
  const lookup: Lookup = (namespace, key, params) => {
    const fullKey = `${namespace}:${key}`;
    const text = t(fullKey, { ...params, defaultValue: '' }) as string;
    return text === '' || text === fullKey ? undefined : text;
  };
  return (
    lookup('errors', message.key, localiseParams(message, lookup)) ??
    (t('errors:somethingWentWrong') as string)
  );
}

/**
 * Remaining delivery time (core's `deliveryDuration`): EN '1 day 2 hours 5 minutes',
 * AR 'يوم واحد وساعتان و5 دقائق'; 'Delivering soon' / 'سيصلك قريباً' at zero or below.
 */
export function formatDeliveryDuration(duration: DeliveryDuration, language: Language): string {
  if (duration.kind === 'soon') return translateBundled(language, 'errors', 'deliveringSoon');
  const parts: string[] = [];
  if (duration.days > 0)
    parts.push(translateBundled(language, 'common', 'duration.day', { count: duration.days }));
  if (duration.hours > 0)
    parts.push(translateBundled(language, 'common', 'duration.hour', { count: duration.hours }));
  if (duration.minutes > 0)
    parts.push(translateBundled(language, 'common', 'duration.minute', { count: duration.minutes }));
  return parts.join(translateBundled(language, 'common', 'duration.separator'));
}

/** An error answer as `@storefront/api`'s `resolveError` gives it. */
export interface ServerErrorLike {
  readonly message: string;
  readonly key?: string;
  readonly params?: object;
}

/** The `errors` key of a `messageKey` (`errors:storeClosed` → `storeClosed`), if it is one. */
function errorsKey(messageKey: unknown): string | undefined {
  return typeof messageKey === 'string' && messageKey.startsWith('errors:')
    ? messageKey.slice('errors:'.length)
    : undefined;
}

/**
 * Parameters holding another error's text (`reason` with `reasonKey` and `reason.*`, e.g. a
 * refusal followed by its refund sentence) get that text in `language`, ending as a sentence.
 */
function withInnerTexts(params: Params, language: Language): Params {
  const filled: Params = { ...params };
  for (const [name, value] of Object.entries(params)) {
    const inner = name.endsWith('Key') ? name.slice(0, -'Key'.length) : '';
    const message = params[inner];
    if (!inner || !errorsKey(value) || typeof message !== 'string') continue;
    const prefix = `${inner}.`;
    const innerParams = Object.fromEntries(
      Object.entries(params)
        .filter(([param]) => param.startsWith(prefix))
        .map(([param, innerValue]) => [param.slice(prefix.length), innerValue]),
    );
    const text = translateServerError(
      { message, key: value as string, params: innerParams },
      language,
    ).trim();
    filled[inner] = /[.!?؟]$/.test(text) ? text : `${text}.`;
  }
  return filled;
}

/**
 * A server error in the customer's language, by its `messageKey` (`errors:…`) and parameters
 * (money in the language's form, another error's text held as a parameter said in the language
 * too); the server's own text when it sent no key, or a key the `errors` namespace does not hold.
 */
export function translateServerError(error: ServerErrorLike, language: Language): string {
  const key = errorsKey(error.key);
  if (!key) return error.message;
  const lookup = bundledLookup(language);
  const params = withInnerTexts({ ...(error.params as Params | undefined) }, language);
  return lookup('errors', key, localiseParams({ key, params }, lookup)) ?? error.message;
}

/**
 * What a person is told (core's `ShownMessage`: a key of the `errors` namespace with its
 * parameters, and the words a server or gateway sent), in their language: the key's text when the
 * namespace holds it, else the words sent, else the generic 'something went wrong'.
 */
export function translateShown(message: ShownMessage, language: Language): string {
  const text = message.text ?? translateBundled(language, 'errors', 'somethingWentWrong');
  if (!message.key) return text;
  const key = message.key.includes(':') ? message.key : `errors:${message.key}`;
  return translateServerError(
    { message: text, key, ...(message.params && { params: message.params }) },
    language,
  );
}
