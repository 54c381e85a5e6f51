/** Small text helpers for messages and sentences. */

/** Text cut to `length` characters with an ellipsis, for display. */
export function shorten(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** A user's value in a message, quoted and cut short (a 1 MB attribute must not become a 1 MB warning). */
export function quote(value: unknown): string {
  return `"${shorten(String(value), 60)}"`;
}

/** A short, safe description of a bad value for a message. */
export function describeValue(value: unknown): string {
  try {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    try {
      return Object.prototype.toString.call(value);
    } catch {
      return 'an unreadable value';
    }
  }
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The text with its first letter in lower case, to go on inside a sentence. */
export const decapitalise = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** `"a", "b", "c"`: values as a page writes them, quoted, in any language. */
export const quotedList = (values: readonly string[]): string => values.map((value) => `"${value}"`).join(', ');

/** "a", "a or b", "a, b or c". */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** "a", "a and b", "a, b and c" (English's list, without the serial comma Intl.ListFormat writes). */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Play time as a clock shows it, the same in every language: "6:12", "1:02:03" past an hour. */
export function clockTime(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
