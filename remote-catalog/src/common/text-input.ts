/** What a name field keeps while typing: leading whitespace is dropped, so spaces alone stay empty. */
export function withoutLeadingSpaces(text: string): string {
  return text.replace(/^\s+/, '');
}
