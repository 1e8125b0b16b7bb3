import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { UploadIcon } from 'lucide-react';
import { describeError } from '@cabinet/kit/errors';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES, type User } from '@cabinet/runtime';
import { updateUserMutationOptions } from '../api/update-user.ts';
import { Button, FileInput, FormField, Spinner, toast } from '@cabinet/kit/ui';
import { fieldErrors, isValidationError } from '../lib/field-errors.ts';

const TOO_LARGE = 'Файл больше 5 МБ';

/**
 * A new photo: chosen with the file input (image types only), sent with
 * the profile update as its `avatar` part — one request that stores the
 * image and points the profile at it; «Удалить фото» clears it.
 */
function AvatarForm({ user }: { user: User }) {
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);
  const update = useMutation(updateUserMutationOptions());

  function choose(chosen: File | null) {
    update.reset();
    setFile(chosen);
    // Checked here too, so a big photo is refused before it is uploaded.
    setLocalError(chosen && chosen.size > UPLOAD_MAX_BYTES ? TOO_LARGE : null);
  }

  function onDone(message: string) {
    setFile(null);
    setInputKey((key) => key + 1);
    toast.success(message);
  }

  function onFailure(error: unknown) {
    toast.error(isValidationError(error) ? 'Не удалось обновить фото' : describeError(error));
  }

  function upload(event: FormEvent) {
    event.preventDefault();
    if (!file || localError || update.isPending) return;
    update.mutate({ avatar: file }, { onSuccess: () => onDone('Фото обновлено'), onError: onFailure });
  }

  function remove() {
    if (update.isPending) return;
    update.mutate({ avatar_url: null }, { onSuccess: () => onDone('Фото удалено'), onError: onFailure });
  }

  const errors = localError ?? fieldErrors(update.error, 'avatar') ?? fieldErrors(update.error, 'avatar_url');
  return (
    <form noValidate onSubmit={upload} aria-label="Фото профиля" className="grid gap-3">
      <FormField id="profile-avatar" label="Новое фото" description="JPEG, PNG, GIF, WebP и другие изображения до 5 МБ." error={errors}>
        <FileInput key={inputKey} accept={IMAGE_MIME_TYPES} onChange={(event) => choose(event.target.files?.[0] ?? null)} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={!file || localError !== null || update.isPending}>
          {update.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <UploadIcon aria-hidden="true" />}
          Загрузить фото
        </Button>
        {user.avatar_url && (
          <Button type="button" size="sm" variant="outline" onClick={remove} disabled={update.isPending}>
            Удалить фото
          </Button>
        )}
      </div>
    </form>
  );
}

export { AvatarForm };
