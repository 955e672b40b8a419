export interface LanguageSwitchProps {
  /** Text of the button: the other language's own name. */
  label: string;
  /** Accessible description, in the other language. */
  description: string;
  /** The language the button switches to, for `lang` on its text. */
  targetLanguage: string;
  onSwitch: () => void;
}

/** The language button every storefront page shows (English / العربية), in the page's top bar; never printed. */
export function LanguageSwitch({ label, description, targetLanguage, onSwitch }: LanguageSwitchProps) {
  return (
    <button
      type="button"
      className="inline-flex min-h-10 shrink-0 print:hidden items-center rounded-full border border-current px-4 text-sm font-semibold hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      onClick={onSwitch}
      aria-label={description}
      lang={targetLanguage}
    >
      {label}
    </button>
  );
}
