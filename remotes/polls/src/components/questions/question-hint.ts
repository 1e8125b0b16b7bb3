import { plural, type Question } from '@cabinet/runtime';
import { mimeListToExtensions } from '@cabinet/runtime';

/** «от 1 до 3», «не меньше 14», «не больше 1000»; null without limits. */
function range(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `от ${min} до ${max}`;
  if (min !== null) return `не меньше ${min}`;
  if (max !== null) return `не больше ${max}`;
  return null;
}

/** The rule a question's answer must follow, said before the user breaks it. */
function limitsHint(question: Question): string | null {
  const limits = range(question.min, question.max);
  switch (question.type) {
    case 'single':
      return 'Выберите один вариант.';
    case 'multiple': {
      const upper = question.max ?? question.min ?? 0;
      return limits ? `Выберите ${limits} ${plural(upper, ['варианта', 'вариантов', 'вариантов'])}.` : 'Выберите один или несколько вариантов.';
    }
    case 'text':
      return limits ? `Длина ответа: ${limits} ${plural(question.max ?? question.min ?? 0, ['символа', 'символов', 'символов'])}.` : null;
    case 'number':
      return limits ? `Число ${limits}.` : 'Введите число.';
    case 'file': {
      const extensions = mimeListToExtensions(question.accept);
      return extensions ? `Допустимые форматы: ${extensions.split(',').join(', ')}.` : null;
    }
  }
}

/** «Обязательный вопрос.» and the limits, as the field's description. */
function questionHint(question: Question): string | null {
  const parts = [question.required ? 'Обязательный вопрос.' : null, limitsHint(question)].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

export { questionHint };
