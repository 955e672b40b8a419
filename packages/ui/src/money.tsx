import { fils as toFils, type Fils } from '@storefront/core';
import { DEDUCTION_SIGN, directionOf, formatAed, type Language } from '@storefront/i18n';

export interface MoneyProps {
  fils: Fils;
  language: Language;
  /** '-' for an amount taken off (written from its size), '+' for one added (an option's price). */
  sign?: '-' | '+';
  className?: string;
}

/**
 * An amount of money, written one way on every screen: in the page's direction, so
 * Arabic reads the amount first and the currency after it, as running text does ('12.50 AED'
 * and 'منذ 12.50 AED' alike); the sign and digits stay one left-to-right number ('-15.00',
 * '+58.00'), next to the amount where both languages' readers expect it. The text is
 * that of `formatAed` and `formatAedDeduction`.
 */
export function Money({ fils, language, sign, className }: MoneyProps) {
  const text = formatAed(sign ? toFils(Math.abs(fils)) : fils, language);
  if (!sign)
    return (
      <bdi dir={directionOf(language)} className={className}>
        {text}
      </bdi>
    );
  const written = sign === '-' ? `${DEDUCTION_SIGN} ` : '+';
  if (language === 'en')
    return (
      <bdi dir="ltr" className={className}>
        {written}
        {text}
      </bdi>
    );
  // Arabic: '- 15.00' as one number, the label after it in reading order.
  const [amount, ...label] = text.split(' ');
  return (
    <bdi dir="rtl" className={className}>
      <bdi dir="ltr">
        {written}
        {amount}
      </bdi>{' '}
      {label.join(' ')}
    </bdi>
  );
}
