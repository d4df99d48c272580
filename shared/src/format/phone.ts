export const NOT_AVAILABLE = 'N/A';

/**
 * US phone format (spec: US, optional +1): 10 digits → '(555) 123-4567', 11 digits starting with 1
 * → '+1 (555) 123-4567'; anything else is shown as typed, and nothing as 'N/A'.
 */
export function formatUsPhone(raw: string | number | null | undefined): string {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (!text) return NOT_AVAILABLE;
  const digits = text.replace(/\D/g, '');
  const local = (ten: string) => `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  if (digits.length === 10) return local(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `+1 ${local(digits.slice(1))}`;
  return text;
}
