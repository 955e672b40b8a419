export interface LanguageSwitchProps {
  /** Text of the button: the other language's own name. */
  label: string;
  /** Accessible description, in the other language. */
  description: string;
  /** The language the button switches to, for `lang` on its text. */
  targetLanguage: string;
  onSwitch: () => void;
}

export function LanguageSwitch({ label, description, targetLanguage, onSwitch }: LanguageSwitchProps) {
  return (
    <button
      type="button"
      className="language-switch"
      onClick={onSwitch}
      aria-label={description}
      lang={targetLanguage}
    >
      {label}
    </button>
  );
}
