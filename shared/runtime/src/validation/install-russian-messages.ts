import * as v from 'valibot';
import { ru, receivedTypeName, splitExpected, typeName } from './messages.ts';

/**
 * Makes valibot speak Russian everywhere (SPEC §5): specific messages for the
 * actions whose wording depends on the kind of input, and a global fallback
 * for type errors and missing values. Messages given in a schema still win,
 * so a form can say 'Пароли не совпадают' instead of a generic text.
 * Idempotent; call once at start-up (the host, the server, test setup).
 */
export function installRussianMessages(lang?: string): void {
  const isArray = (input: unknown) => Array.isArray(input);

  v.setSpecificMessage(v.nonEmpty, ru.required, lang);
  v.setSpecificMessage(v.email, ru.format('email'), lang);
  v.setSpecificMessage(v.rfcEmail, ru.format('email'), lang);
  v.setSpecificMessage(v.url, ru.format('URL'), lang);
  v.setSpecificMessage(v.uuid, ru.format('UUID'), lang);
  v.setSpecificMessage(v.isoDate, ru.format('даты'), lang);
  v.setSpecificMessage(v.isoDateTime, ru.format('даты и времени'), lang);
  v.setSpecificMessage(v.isoTimestamp, ru.format('даты и времени'), lang);
  v.setSpecificMessage(v.regex, ru.format(''), lang);
  v.setSpecificMessage(v.integer, ru.integer, lang);
  v.setSpecificMessage(
    v.minLength,
    (issue) => (isArray(issue.input) ? ru.minItems(issue.requirement) : ru.minChars(issue.requirement)),
    lang,
  );
  v.setSpecificMessage(
    v.maxLength,
    (issue) => (isArray(issue.input) ? ru.maxItems(issue.requirement) : ru.maxChars(issue.requirement)),
    lang,
  );
  v.setSpecificMessage(v.minValue, (issue) => ru.minValue(String(issue.requirement)), lang);
  v.setSpecificMessage(v.maxValue, (issue) => ru.maxValue(String(issue.requirement)), lang);
  v.setSpecificMessage(v.picklist, (issue) => ru.oneOf(splitExpected(issue.expected)), lang);
  v.setSpecificMessage(v.enum, (issue) => ru.oneOf(splitExpected(issue.expected)), lang);

  v.setGlobalMessage((issue) => {
    // A missing key or a null where a value is needed reads as "required".
    if (issue.input === undefined || issue.input === null) return ru.required;
    if (issue.kind === 'schema') {
      const expected = splitExpected(issue.expected).map(typeName).join(' | ');
      return ru.wrongType(expected, receivedTypeName(issue.input));
    }
    return ru.invalid;
  }, lang);
}
