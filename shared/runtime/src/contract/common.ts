import * as v from 'valibot';

/**
 * Building blocks shared by every resource of the contract: Laravel's
 * `{data}` envelope, the `{message}` answers and the 422 error body.
 */

/** `{ "data": ... }` — how a Laravel API resource wraps a single item. */
export function dataEnvelope<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: item });
}

/** 401, 403, 404, 419, 429 and most confirmations carry only a message. */
export const MessageResponseSchema = v.object({ message: v.string() });
export type MessageResponse = v.InferOutput<typeof MessageResponseSchema>;

/** 422: `errors` maps a dotted field path to its messages, first one first. */
export const ValidationErrorResponseSchema = v.object({
  message: v.string(),
  errors: v.record(v.string(), v.array(v.string())),
});
export type ValidationErrorResponse = v.InferOutput<typeof ValidationErrorResponseSchema>;

/** Timestamps travel as ISO 8601 strings in UTC (`2025-05-01T10:00:00.000Z`). */
export const TimestampSchema = v.string();

/** Database ids are positive integers. */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * Characters that have no place in stored text: NUL and the other C0/C1
 * controls (tab and line breaks aside), and the bidi embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069), which make text read
 * differently from what it is ("Trojan Source"). LRM/RLM marks stay allowed.
 */
function isUnsafeCharacter(code: number): boolean {
  return (
    (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export function hasUnsafeCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (isUnsafeCharacter(text.charCodeAt(index))) return true;
  return false;
}

export const UNSAFE_CHARACTERS_MESSAGE = 'Текст содержит недопустимые управляющие символы';

/** A pipe step refusing the characters above, with the Russian message. */
export const safeText = () => v.check((input: string) => !hasUnsafeCharacters(input), UNSAFE_CHARACTERS_MESSAGE);

/**
 * One-line text (a name, a subject, a phone, an address, a file name) has
 * no control character at all — no line break or tab either, nor the Unicode
 * line and paragraph separators: a line break in a name or a subject makes
 * a fake line of a mail, a header of its own in a mail header.
 */
export function isOneLine(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || code === 0x2028 || code === 0x2029 || isUnsafeCharacter(code)) return false;
  }
  return true;
}

export const ONE_LINE_MESSAGE = 'Нужна одна строка: без переносов строк и табуляции';

/** The message for text a one-line field cannot hold: the unsafe-text one when it has such characters. */
export const oneLineMessage = (text: string) => (hasUnsafeCharacters(text) ? UNSAFE_CHARACTERS_MESSAGE : ONE_LINE_MESSAGE);

/** A pipe step refusing what a one-line field cannot hold, with the Russian message. */
export const oneLine = () => v.check(isOneLine, (issue) => oneLineMessage(String(issue.input)));

/**
 * A trimmed, non-empty text field (Laravel trims input and treats an empty
 * string as missing) without control characters; line breaks allowed.
 */
export function requiredText(max: number) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(), safeText(), v.maxLength(max));
}

/** A trimmed, non-empty one-line field (a name, a subject). */
export function requiredLine(max: number) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(), oneLine(), v.maxLength(max));
}

/** An e-mail field: trimmed, lower-cased so uniqueness ignores case. */
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.email(),
  v.maxLength(255),
  v.toLowerCase(),
);
