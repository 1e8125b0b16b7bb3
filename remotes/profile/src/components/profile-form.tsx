import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { describeError } from '@cabinet/kit/errors';
import { updateUserMutationOptions } from '../api/update-user.ts';
import { type User } from '@cabinet/runtime';
import { Button, FormField, Input, Spinner, Textarea, toast } from '@cabinet/kit/ui';
import { fieldErrors, isValidationError } from '../lib/field-errors.ts';
import { draftOf, toUpdate, type ProfileDraft } from '../lib/profile-draft.ts';
import { SocialsEditor } from './socials-editor.tsx';

/**
 * `Имя`, `Email`, `Телефон`, `О себе` and the social links; `Сохранить`.
 * The shared mutation writes the answer into the session user
 * (`['user', 'me']`), so the host's header shows a new name at once. On a
 * failure the input stays as typed and 422 messages show under the fields.
 */
function ProfileForm({ user }: { user: User }) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(user));
  const save = useMutation(updateUserMutationOptions());
  const errorsOf = (field: string) => fieldErrors(save.error, field);

  function change<TField extends keyof ProfileDraft>(field: TField, value: ProfileDraft[TField]) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(toUpdate(draft), {
      onSuccess: (saved) => {
        // The server's form of the values (trimmed, cleared fields empty).
        setDraft(draftOf(saved));
        const emailChanged = saved.email !== user.email && saved.email_verified_at === null;
        toast.success(emailChanged ? 'Профиль сохранён. Подтвердите новый email по ссылке из письма.' : 'Профиль сохранён');
      },
      onError: (error) => {
        toast.error(isValidationError(error) ? 'Проверьте поля формы' : describeError(error));
      },
    });
  }

  return (
    // noValidate: the server's Russian 422 messages explain what is wrong.
    <form noValidate onSubmit={submit} aria-label="Личные данные" className="grid gap-4">
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
      <Button type="submit" disabled={save.isPending} className="w-fit">
        {save.isPending && <Spinner aria-hidden="true" role="presentation" />}
        Сохранить
      </Button>
    </form>
  );
}

export { ProfileForm };
