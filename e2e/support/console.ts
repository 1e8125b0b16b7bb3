/** Collects what the page logs, to assert on the warnings and errors the spec asks for. */
import type { ConsoleMessage, Page } from '@playwright/test';

export interface ConsoleLog {
  messages: { type: string; text: string }[];
  texts: (type: ReturnType<ConsoleMessage['type']>) => string[];
  /** What the app logged as errors, without the browser's own lines about failed requests. */
  appErrors: () => string[];
}

export function recordConsole(page: Page): ConsoleLog {
  const messages: { type: string; text: string }[] = [];
  page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
  return {
    messages,
    texts: (type) => messages.filter((message) => message.type === type).map((message) => message.text),
    appErrors: () =>
      messages
        .filter((message) => message.type === 'error' && !message.text.startsWith('Failed to load resource'))
        .map((message) => message.text),
  };
}
