import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { SubscribeBodySchema } from '@cabinet/runtime';
import { apiPath, csrfFailure, issuesToErrors, readJson, validationError, type TestDb, type TestDomain } from '@cabinet/testing';

declare module '@cabinet/testing' {
  interface TestDb {
    subscribers: string[];
  }
}

function subscribeHandlers(db: TestDb) {
  return [
    http.post(apiPath('/api/cabinet/subscribe'), async ({ request }) => {
      const failure = csrfFailure(db, request);
      if (failure) return failure;
      const parsed = v.safeParse(SubscribeBodySchema, await readJson(request));
      if (!parsed.success) return validationError(issuesToErrors(parsed.issues));
      if (!db.subscribers.includes(parsed.output.email)) db.subscribers.push(parsed.output.email);
      return HttpResponse.json({ message: 'Вы подписаны на новости' });
    }),
  ];
}

/** `POST /subscribe` of the landing page. */
const subscribeDomain: TestDomain = {
  seed: (db) => {
    db.subscribers = [];
  },
  handlers: subscribeHandlers,
};

export { subscribeDomain };
