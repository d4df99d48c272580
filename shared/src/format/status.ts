/** A status word as a badge shows it: 'blocked' → 'Blocked'; none → '-'. */
export function statusLabel(status: string): string {
  return status ? status[0].toUpperCase() + status.slice(1) : '-';
}
