import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { IMAGE_MIME_TYPES, SendMessageBodySchema, UPLOAD_MAX_BYTES, UserUpdateBodySchema } from '../../contract/index.ts';
import { nextId, type TestDb } from '../db.ts';
import { apiPath, csrfFailure, currentUser, issuesToErrors, readJson, unauthenticated, validationError } from '../http.ts';

function userHandlers(db: TestDb) {
  return [
    http.get(apiPath('/api/cabinet/user'), ({ request }) => {
      const user = currentUser(db, request);
      return user ? HttpResponse.json({ data: user }) : unauthenticated();
    }),

    http.put(apiPath('/api/cabinet/user/update'), async ({ request }) => {
      const user = currentUser(db, request);
      if (!user) return unauthenticated();
      const failure = csrfFailure(db, request);
      if (failure) return failure;
      const parsed = v.safeParse(UserUpdateBodySchema, await readJson(request));
      if (!parsed.success) return validationError(issuesToErrors(parsed.issues));
      const { email } = parsed.output;
      if (email && db.accounts.some((account) => account.user.email === email && account.user.id !== user.id)) {
        return validationError({ email: ['Такой email уже зарегистрирован.'] });
      }
      const changes = Object.fromEntries(Object.entries(parsed.output).filter(([, value]) => value !== undefined));
      Object.assign(user, changes);
      return HttpResponse.json({ data: user });
    }),

    http.post(apiPath('/api/cabinet/user/send-message'), async ({ request }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const failure = csrfFailure(db, request);
      if (failure) return failure;
      const parsed = v.safeParse(SendMessageBodySchema, await readJson(request));
      if (!parsed.success) return validationError(issuesToErrors(parsed.issues));
      db.messages.push(parsed.output);
      return HttpResponse.json({ message: 'Сообщение отправлено. Мы ответим на вашу почту.' }, { status: 201 });
    }),

    http.post(apiPath('/api/cabinet/user/upload-image'), async ({ request }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const failure = csrfFailure(db, request);
      if (failure) return failure;
      const image = (await request.formData().catch(() => null))?.get('image');
      if (!image || typeof image === 'string') return validationError({ image: ['Обязательное поле'] });
      if (!IMAGE_MIME_TYPES.some((type) => type === image.type)) {
        return validationError({ image: ['Файл должен быть изображением.'] });
      }
      if (image.size > UPLOAD_MAX_BYTES) return validationError({ image: ['Файл больше 5 МБ.'] });
      const url = `http://localhost:8000/storage/images/${nextId(db)}-${encodeURIComponent(image.name)}`;
      db.uploads.push(url);
      return HttpResponse.json({ data: { url } }, { status: 201 });
    }),
  ];
}

export { userHandlers };
