/** A phone as people read it: Moldovan numbers grouped (+373 22 211 126), others as they came. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const moldovan = /^373(\d{2})(\d{3})(\d{3})$/.exec(digits);
  return moldovan ? `+373 ${moldovan[1]} ${moldovan[2]} ${moldovan[3]}` : phone;
}

/** The `tel:` link of a phone: the plus and digits only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
