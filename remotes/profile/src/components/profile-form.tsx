import type { FormEvent } from 'react';
import { UserUpdateBodySchema, type User } from '@cabinet/runtime';
import { FormAlert, useApiForm, useLocalDraft, useUnsavedChanges } from '@cabinet/kit/forms';
import { Button, FormField, Input, Spinner, Textarea, toast } from '@cabinet/kit/ui';
import { OfflineReason } from '@cabinet/kit/offline';
import { useUpdateUser } from '../api/update-user.ts';
import { draftOf, draftSnapshot, savedSnapshot, toUpdate, type ProfileDraft } from '../lib/profile-draft.ts';
import { DraftNotice } from './draft-notice.tsx';
import { SocialsEditor } from './socials-editor.tsx';

const FIELDS = ['name', 'email', 'phone', 'about'];
const isProfileField = (key: string) => FIELDS.includes(key) || key.startsWith('socials.');

/**
 * `Имя`, `Email`, `Телефон`, `О себе` and the social links; `Сохранить`,
 * enabled once something differs from the saved profile. What is typed is
 * kept in a local draft (a reload, a lost connection or an ended session
 * loses nothing) and the tab asks before it is left with unsaved input. The
 * saved user goes into the session (`['user', 'me']`), so the host's header
 * shows a new name at once. On a failure the input stays as typed, 422
 * messages show under the fields, anything else above them.
 */
function ProfileForm({ user }: { user: User }) {
  const draft = useLocalDraft<ProfileDraft>({
    key: `profile:user:${user.id}`,
    base: savedSnapshot(user),
    initial: () => draftOf(user),
  });
  const changed = draftSnapshot(draft.value) !== savedSnapshot(user);
  useUnsavedChanges(changed);

  const form = useApiForm({
    fields: isProfileField,
    schema: UserUpdateBodySchema,
    submit: useUpdateUser(),
    onSuccess: (saved) => {
      // The server's form of the values (trimmed, cleared fields empty); the draft is done.
      draft.clear(draftOf(saved));
      const emailChanged = saved.email !== user.email && saved.email_verified_at === null;
      toast.success(emailChanged ? 'Профиль сохранён. Подтвердите новый email по ссылке из письма.' : 'Профиль сохранён');
    },
  });
  const errorsOf = (field: string) => form.fieldErrors[field];
  const alert = form.formError ?? (Object.keys(form.fieldErrors).length > 0 ? 'Проверьте поля формы' : null);
  const values = draft.value;

  function change<TField extends keyof ProfileDraft>(field: TField, value: ProfileDraft[TField]) {
    draft.setValue((current) => ({ ...current, [field]: value }));
    form.clearFieldError(field);
  }

  function discard() {
    draft.clear(draftOf(user));
    for (const key of Object.keys(form.fieldErrors)) form.clearFieldError(key);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (changed) form.send(toUpdate(values, user));
  }

  return (
    // noValidate: the Russian messages of the contract, not the browser's, explain what is wrong.
    <form noValidate onSubmit={submit} aria-label="Личные данные" className="grid gap-4">
      {draft.restored && changed && (
        <DraftNotice onDiscard={discard} discardLabel="Вернуть сохранённое">
          Восстановлены изменения, которые вы не сохранили.
        </DraftNotice>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField id="profile-name" label="Имя" error={errorsOf('name')}>
        <Input autoComplete="name" value={values.name} onChange={(event) => change('name', event.target.value)} />
      </FormField>
      <FormField
        id="profile-email"
        label="Email"
        error={errorsOf('email')}
        description={user.email_verified_at === null ? 'Email не подтверждён: найдите ссылку в письме.' : undefined}
      >
        <Input type="email" autoComplete="email" value={values.email} onChange={(event) => change('email', event.target.value)} />
      </FormField>
      <FormField id="profile-phone" label="Телефон" error={errorsOf('phone')}>
        <Input
          type="tel"
          autoComplete="tel"
          placeholder="+7 (900) 000-00-00"
          value={values.phone}
          onChange={(event) => change('phone', event.target.value)}
        />
      </FormField>
      <FormField id="profile-about" label="О себе" error={errorsOf('about')}>
        <Textarea rows={4} value={values.about} onChange={(event) => change('about', event.target.value)} />
      </FormField>
      <SocialsEditor rows={values.socials} onChange={(socials) => change('socials', socials)} errorsOf={errorsOf} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!changed || form.blocked} aria-describedby={form.network.describedBy} className="w-fit">
          {form.pending && <Spinner aria-hidden="true" role="presentation" />}
          Сохранить
        </Button>
        {!changed && <p className="text-sm text-muted-foreground">Изменений нет</p>}
      </div>
      <OfflineReason id={form.network.reasonId} />
    </form>
  );
}

export { ProfileForm };
