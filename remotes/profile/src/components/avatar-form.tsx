import { useState, type FormEvent } from 'react';
import { UploadIcon } from 'lucide-react';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES, type User } from '@cabinet/runtime';
import { FormAlert, useApiForm } from '@cabinet/kit/forms';
import { Button, FileInput, FormField, Spinner, toast } from '@cabinet/kit/ui';
import { useUpdateUser, type UpdateUserInput } from '../api/update-user.ts';

const TOO_LARGE = 'Файл больше 5 МБ';

/**
 * A new photo: chosen with the file input (image types only), sent with
 * the profile update as its `avatar` part — one request that stores the
 * image and points the profile at it; «Удалить фото» clears it.
 */
function AvatarForm({ user }: { user: User }) {
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);
  const form = useApiForm<UpdateUserInput, User>({
    fields: ['avatar', 'avatar_url'],
    submit: useUpdateUser(),
    onSuccess: (_user, input) => {
      setFile(null);
      setInputKey((key) => key + 1);
      toast.success(input.avatar ? 'Фото обновлено' : 'Фото удалено');
    },
  });

  function choose(chosen: File | null) {
    form.clearFieldError('avatar');
    form.clearFieldError('avatar_url');
    setFile(chosen);
    // Checked here too, so a big photo is refused before it is uploaded.
    setTooLarge(chosen !== null && chosen.size > UPLOAD_MAX_BYTES);
  }

  function upload(event: FormEvent) {
    event.preventDefault();
    if (file && !tooLarge) form.send({ avatar: file });
  }

  const errors = tooLarge ? [TOO_LARGE] : (form.fieldErrors.avatar ?? form.fieldErrors.avatar_url);
  return (
    <form noValidate onSubmit={upload} aria-label="Фото профиля" className="grid gap-3">
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <FormField id="profile-avatar" label="Новое фото" description="JPEG, PNG, GIF, WebP и другие изображения до 5 МБ." error={errors}>
        <FileInput key={inputKey} accept={IMAGE_MIME_TYPES} onChange={(event) => choose(event.target.files?.[0] ?? null)} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={!file || tooLarge || form.blocked}>
          {form.pending ? <Spinner aria-hidden="true" role="presentation" /> : <UploadIcon aria-hidden="true" />}
          Загрузить фото
        </Button>
        {user.avatar_url && (
          <Button type="button" size="sm" variant="outline" onClick={() => form.send({ avatar_url: null })} disabled={form.blocked}>
            Удалить фото
          </Button>
        )}
      </div>
    </form>
  );
}

export { AvatarForm };
