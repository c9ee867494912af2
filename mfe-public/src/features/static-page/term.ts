/**
 * The term ends with a full stop before a sentence ("Secure your accounts. Use a strong…") and with a colon
 * before a clause ("Consent: to send you…"); a term that already ends in punctuation is left alone.
 */
export function joinTerm(term: string, text: string): string {
  if (/[.?!:]$/.test(term)) return term;
  return /^[a-z]/.test(text) ? `${term}:` : `${term}.`;
}
