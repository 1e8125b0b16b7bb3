import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { imageProblem, SendMessageBodySchema, UserUpdateBodySchema, type SendMessageBody } from '@cabinet/runtime';
import {
  apiPath,
  csrfFailure,
  currentUser,
  issuesToErrors,
  nextId,
  readJson,
  unauthenticated,
  validationError,
  type TestDb,
  type TestDomain,
} from '@cabinet/testing';

declare module '@cabinet/testing' {
  interface TestDb {
    /** Messages sent to the operators. */
    messages: SendMessageBody[];
  }
}

const EMAIL_TAKEN = 'Этот email уже занят';

/** The contract's image rules, as the reference server applies them, by declared type instead of bytes. */
function imageError(image: File): string | null {
  return imageProblem({ name: image.name, size: image.size, mime: image.type || null });
}

function storeImage(db: TestDb, image: File): string {
  return `http://localhost:8000/storage/uploads/${nextId(db)}-${encodeURIComponent(image.name)}`;
}

/** JSON, or multipart (POST + `_method=PUT`) with `socials` as a JSON string and an `avatar` part. */
async function readProfileBody(request: Request): Promise<{ body: unknown; avatar: File | null }> {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return { body: await readJson(request), avatar: null };
  }
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  let avatar: File | null = null;
  for (const [name, value] of form.entries()) {
    if (name === 'avatar' && typeof value !== 'string') avatar = value;
    else if (name === 'socials' && typeof value === 'string') fields[name] = JSON.parse(value) as unknown;
    else if (name !== '_method') fields[name] = value;
  }
  return { body: fields, avatar };
}

function profileHandlers(db: TestDb) {
  async function updateProfile({ request }: { request: Request }) {
    const user = currentUser(db, request);
    if (!user) return unauthenticated();
    const failure = csrfFailure(db, request);
    if (failure) return failure;
    const { body, avatar } = await readProfileBody(request);
    const parsed = v.safeParse(UserUpdateBodySchema, body);
    if (!parsed.success) return validationError(issuesToErrors(parsed.issues));
    const { email } = parsed.output;
    if (email && db.accounts.some((account) => account.user.email === email && account.user.id !== user.id)) {
      return validationError({ email: [EMAIL_TAKEN] });
    }
    const avatarError = avatar ? imageError(avatar) : null;
    if (avatarError) return validationError({ avatar: [avatarError] });
    const changes = Object.fromEntries(Object.entries(parsed.output).filter(([, value]) => value !== undefined));
    // A new e-mail has to be confirmed again.
    if (email && email !== user.email) changes.email_verified_at = null;
    if (avatar) changes.avatar_url = storeImage(db, avatar);
    Object.assign(user, changes);
    return HttpResponse.json({ data: user });
  }

  return [
    http.put(apiPath('/api/cabinet/user/update'), updateProfile),
    http.post(apiPath('/api/cabinet/user/update'), async ({ request }) => {
      const form = await request.clone().formData().catch(() => null);
      if (form?.get('_method') !== 'PUT') return HttpResponse.json({ message: 'Метод не поддерживается' }, { status: 405 });
      return updateProfile({ request });
    }),

    http.post(apiPath('/api/cabinet/user/send-message'), async ({ request }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const failure = csrfFailure(db, request);
      if (failure) return failure;
      const parsed = v.safeParse(SendMessageBodySchema, await readJson(request));
      if (!parsed.success) return validationError(issuesToErrors(parsed.issues));
      db.messages.push(parsed.output);
      return HttpResponse.json({ message: 'Сообщение отправлено' }, { status: 201 });
    }),
  ];
}

/** The profile's calls of SPEC §7 (the identity itself is the session's), answered like the reference server. */
const profileDomain: TestDomain = {
  seed: (db) => {
    db.messages = [];
  },
  handlers: profileHandlers,
};

export { profileDomain };
