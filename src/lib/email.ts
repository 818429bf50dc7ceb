const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Deliberately loose (something@domain.tld, no spaces): the address is only ever shown and compared, never mailed. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}
