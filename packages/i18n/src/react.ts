import type { i18n as I18n, Namespace } from 'i18next';
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { useTranslation as ReactI18nextUseTranslation } from 'react-i18next';
import { quickText } from './quick-text.js';
// Brings the typed keys (an i18next augmentation) to packages that import only this entry.
export type { TypedResources } from './typed-resources.js';

/**
 * React bindings for our i18next instance, with react-i18next's API (`I18nextProvider`,
 * `useTranslation`, the same typed `t`) at a fraction of its cost per component. react-i18next's
 * hook subscribes every component to the instance and copies the instance's properties on first
 * use; a menu draws hundreds of them (a card, its code offer, its localised texts), which was a
 * good part of the store page's first render on a phone (bench/README.md). Here the
 * provider follows the language once and each hook is a context read and a cached `t`.
 */
interface I18nState {
  readonly i18n: I18n;
  /** Changes when the instance has changed language (and loaded its texts). */
  readonly language: string;
}

const I18nContext = createContext<I18nState | null>(null);

/** Makes `i18n` the instance `useTranslation` reads below, and redraws them when its language changes. */
export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const follow = (next: string) => setLanguage(next);
    i18n.on('languageChanged', follow);
    // A change between the first render and this subscription is not missed.
    setLanguage(i18n.language);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);
  const value = useMemo(() => ({ i18n, language }), [i18n, language]);
  return createElement(I18nContext.Provider, { value }, children);
}

/** A fixed `t` as this module calls it; callers see react-i18next's typed one (`useTranslation` below). */
type LooseT = (...args: unknown[]) => string;
type Translation = { t: LooseT; i18n: I18n; ready: true } & readonly [LooseT, I18n, true];

/**
 * One answer (a fixed `t`) per instance, language and namespaces: the components of a page share
 * them, and a `t` changes only with the language (memoised renders that depend on it stay valid).
 */
const translations = new WeakMap<I18n, Map<string, Translation>>();
function translation(i18n: I18n, language: string, namespaces: readonly string[]): Translation {
  let byKey = translations.get(i18n);
  if (!byKey) translations.set(i18n, (byKey = new Map()));
  const key = `${language}|${namespaces.join(',')}`;
  let answer = byKey.get(key);
  if (!answer) {
    // Keys without `ns:` belong to the first namespace (react-i18next's default `nsMode`).
    const namespace = namespaces[0] ?? String(i18n.options.defaultNS ?? 'translation');
    const fixedT = i18n.getFixedT(language, namespace as Namespace);
    const fixed: LooseT = (...args) => Reflect.apply(fixedT, undefined, args) as string;
    // A text found as it is, filled from plain values, without i18next's machinery (quick-text.ts).
    const t: LooseT = (...args) =>
      (args.length <= 2 ? quickText(i18n, language, namespace, args[0], args[1]) : undefined) ??
      fixed(...args);
    answer = Object.assign([t, i18n, true] as const, { t, i18n, ready: true as const });
    byKey.set(key, answer);
  }
  return answer;
}

/** Loads of lazy namespaces in flight, shared by every component waiting for them. */
const loading = new WeakMap<I18n, Map<string, Promise<void>>>();
function loadOnce(i18n: I18n, language: string, namespaces: readonly string[]): Promise<void> {
  let byKey = loading.get(i18n);
  if (!byKey) loading.set(i18n, (byKey = new Map()));
  const key = `${language}|${namespaces.join(',')}`;
  let pending = byKey.get(key);
  if (!pending) {
    pending = i18n.loadNamespaces([...namespaces]).then(
      () => void byKey.delete(key),
      // Offline: the render shows what it has (i18next falls back) rather than waiting forever.
      () => void byKey.delete(key),
    );
    byKey.set(key, pending);
  }
  return pending;
}

/** Namespaces whose texts the instance has for `language` (the ones it failed to load count too). */
const loadedFor = new WeakMap<I18n, Set<string>>();
function hasLoaded(i18n: I18n, language: string, namespaces: readonly string[]): boolean {
  let loaded = loadedFor.get(i18n);
  if (!loaded) loadedFor.set(i18n, (loaded = new Set()));
  for (const namespace of namespaces) {
    const key = `${language}|${namespace}`;
    if (loaded.has(key)) continue;
    if (!i18n.hasLoadedNamespace(namespace)) return false;
    loaded.add(key);
  }
  return true;
}

function useTranslationImpl(ns?: string | readonly string[]) {
  const state = useContext(I18nContext);
  if (!state) throw new Error('useTranslation needs an I18nextProvider above it');
  const { i18n, language } = state;
  const namespaces: readonly string[] =
    ns === undefined ? [String(i18n.options.defaultNS ?? 'translation')] : typeof ns === 'string' ? [ns] : ns;
  // Lazy namespaces load on first use: the nearest Suspense waits for them (as react-i18next's).
  if (!hasLoaded(i18n, i18n.language, namespaces)) throw loadOnce(i18n, i18n.language, namespaces);
  return translation(i18n, language, namespaces);
}

/**
 * react-i18next's `useTranslation`, typed the same (keys checked against our resources). The one
 * cast of the bindings: react-i18next's overloads and branded `TFunction` are types only, which a
 * function written here cannot be declared as; the behaviour is this module's, exercised by every screen's tests.
 */
export const useTranslation = useTranslationImpl as unknown as typeof ReactI18nextUseTranslation;
