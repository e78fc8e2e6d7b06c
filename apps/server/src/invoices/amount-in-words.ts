import { ToWords } from 'to-words';

const indianWords = new ToWords({ localeCode: 'en-IN' });

/**
 * An amount as a tax invoice writes it out, in the Indian numbering (thousand, lakh, crore):
 * 1,23,456.78 rupees -> "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and
 * Seventy Eight Paise Only"; whole rupees end "... Only" with no paise.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`amountInWords needs whole, non-negative paise, not ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const remainder = paise % 100;
  const rupeeWords = `Rupees ${indianWords.convert(rupees)}`;
  return remainder === 0
    ? `${rupeeWords} Only`
    : `${rupeeWords} and ${indianWords.convert(remainder)} Paise Only`;
}
