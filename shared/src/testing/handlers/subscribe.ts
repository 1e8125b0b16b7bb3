import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { SubscribeBodySchema } from '../../contract/index.ts';
import type { TestDb } from '../db.ts';
import { apiPath, csrfFailure, issuesToErrors, readJson, validationError } from '../http.ts';

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

export { subscribeHandlers };
