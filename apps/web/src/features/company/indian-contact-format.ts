/*
 * How an Indian shop writes its phone number and address. The company form keeps the phone as
 * at most 10 characters, so a national number is 10 digits: a mobile is written 5 + 5, a
 * landline in one of the eight metros with a two-digit STD code 2 + 4 + 4 (as the numbering plan
 * and libphonenumber do). Mobiles start with 6 to 9, so only Ahmedabad (79) and Bengaluru (80)
 * overlap them: there a landline's own number starts with 2, 3, 4 or 6. Other STD codes are 3
 * or 4 digits long and need a table to split; those numbers are written 5 + 5, which still
 * reads and dials correctly.
 */
const metroStdCodes = new Set(['11', '20', '22', '33', '40', '44', '79', '80']);

function isMetroLandline(digits: string): boolean {
  if (!metroStdCodes.has(digits.slice(0, 2))) return false;
  return /^[1-5]/.test(digits) || /^[2346]/.test(digits.slice(2));
}

/** The 10 national digits of an Indian number typed with or without +91 / 0, else null. */
function nationalDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return /^[1-9]\d{9}$/.test(digits) ? digits : null;
}

/** "+91 80 4123 4567", "+91 98765 43210"; anything else is shown as it was typed. */
export function formatIndianPhone(phone: string): string {
  const digits = nationalDigits(phone);
  if (!digits) return phone.trim();
  if (isMetroLandline(digits)) {
    return `+91 ${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  }
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** The tel: link of the number, in the international form every phone can dial. */
export function indianPhoneHref(phone: string): string {
  const digits = nationalDigits(phone);
  return digits ? `tel:+91${digits}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The address as one line ending in its PIN code: "…, Bengaluru, Karnataka 560095". */
export function formatIndianAddress(address: string, pincode: string | null | undefined): string {
  const street = address.trim().replace(/[,\s]+$/, '');
  const pin = pincode?.trim();
  return pin && !street.endsWith(pin) ? `${street} ${pin}` : street;
}
