import { useState, type FormEvent } from 'react';
import { UserUpdateBodySchema, type User } from '@cabinet/runtime';
import { FormAlert, useApiForm } from '@cabinet/kit/forms';
import { Button, FormField, Input, Spinner, Textarea, toast } from '@cabinet/kit/ui';
import { useUpdateUser } from '../api/update-user.ts';
import { draftOf, toUpdate, type ProfileDraft } from '../lib/profile-draft.ts';
import { SocialsEditor } from './socials-editor.tsx';

const FIELDS = ['name', 'email', 'phone', 'about'];
const isProfileField = (key: string) => FIELDS.includes(key) || key.startsWith('socials.');

/**
 * `Имя`, `Email`, `Телефон`, `О себе` and the social links; `Сохранить`.
 * The saved user goes into the session (`['user', 'me']`), so the host's
 * header shows a new name at once. On a failure the input stays as typed,
 * 422 messages show under the fields, anything else above them.
 */
function ProfileForm({ user }: { user: User }) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(user));
  const form = useApiForm({
    fields: isProfileField,
    schema: UserUpdateBodySchema,
    submit: useUpdateUser(),
    onSuccess: (saved) => {
      // The server's form of the values (trimmed, cleared fields empty).
      setDraft(draftOf(saved));
      const emailChanged = saved.email !== user.email && saved.email_verified_at === null;
      toast.success(emailChanged ? 'Профиль сохранён. Подтвердите новый email по ссылке из письма.' : 'Профиль сохранён');
    },
  });
  const errorsOf = (field: string) => form.fieldErrors[field];
  const alert = form.formError ?? (Object.keys(form.fieldErrors).length > 0 ? 'Проверьте поля формы' : null);

  function change<TField extends keyof ProfileDraft>(field: TField, value: ProfileDraft[TField]) {
    setDraft((current) => ({ ...current, [field]: value }));
    form.clearFieldError(field);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    form.send(toUpdate(draft));
  }

  return (
    // noValidate: the Russian messages of the contract, not the browser's, explain what is wrong.
    <form noValidate onSubmit={submit} aria-label="Личные данные" className="grid gap-4">
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField id="profile-name" label="Имя" error={errorsOf('name')}>
        <Input autoComplete="name" value={draft.name} onChange={(event) => change('name', event.target.value)} />
      </FormField>
      <FormField
        id="profile-email"
        label="Email"
        error={errorsOf('email')}
        description={user.email_verified_at === null ? 'Email не подтверждён: найдите ссылку в письме.' : undefined}
      >
        <Input type="email" autoComplete="email" value={draft.email} onChange={(event) => change('email', event.target.value)} />
      </FormField>
      <FormField id="profile-phone" label="Телефон" error={errorsOf('phone')}>
        <Input
          type="tel"
          autoComplete="tel"
          placeholder="+7 (900) 000-00-00"
          value={draft.phone}
          onChange={(event) => change('phone', event.target.value)}
        />
      </FormField>
      <FormField id="profile-about" label="О себе" error={errorsOf('about')}>
        <Textarea rows={4} value={draft.about} onChange={(event) => change('about', event.target.value)} />
      </FormField>
      <SocialsEditor rows={draft.socials} onChange={(socials) => change('socials', socials)} errorsOf={errorsOf} />
      <Button type="submit" disabled={form.blocked} className="w-fit">
        {form.pending && <Spinner aria-hidden="true" role="presentation" />}
        Сохранить
      </Button>
    </form>
  );
}

export { ProfileForm };
