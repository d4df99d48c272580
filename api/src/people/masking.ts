// Patients' names and e-mails are masked in appointments and the appointment detail. The
// API masks them, so the browser never receives what it must not show.

/** 'John Doe' → 'J*** D**': each word keeps its first letter. */
export function maskName(name: string | null | undefined): string | null {
  if (!name?.trim()) return null;
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const [first, ...rest] = Array.from(word);
      return first + '*'.repeat(Math.max(rest.length, 1));
    })
    .join(' ');
}

/** 'john.doe@example.com' → 'j*******@e******.com': the first letters and the top-level domain stay. */
export function maskEmail(email: string | null | undefined): string | null {
  const text = email?.trim();
  if (!text) return null;
  const at = text.lastIndexOf('@');
  if (at < 1) return maskName(text);
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const hide = (part: string) => (part ? part[0] + '*'.repeat(Math.max(part.length - 1, 1)) : '');
  return `${hide(local)}@${hide(host)}${tld}`;
}
