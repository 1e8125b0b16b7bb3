import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import { UploadIcon } from 'lucide-react';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_MB, type User } from '@cabinet/runtime';
import { FormAlert, useApiForm } from '@cabinet/kit/forms';
import { Avatar, Button, cn, FileInput, FormField, Spinner, toast } from '@cabinet/kit/ui';
import { OfflineReason } from '@cabinet/kit/offline';
import { useUpdateUser, type UpdateUserInput } from '../api/update-user.ts';
import { imageProblem } from '../lib/check-image.ts';
import { usePreviewUrl } from '../lib/use-preview-url.ts';
import { UploadProgress } from './upload-progress.tsx';

interface Progress {
  loaded: number;
  total: number;
}

/**
 * A new photo: chosen with «Выбрать файл» or dropped onto the field, checked
 * here (type and size, with the server's words) and shown before it is
 * sent. It goes as the `avatar` part of the profile update — one request
 * that stores the image and points the profile at it, so nothing is left
 * half done — and a progress bar follows the upload. The saved user goes
 * into the session, so the header shows the new photo at once. «Удалить
 * фото» clears it.
 */
function AvatarForm({ user }: { user: User }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, showPreview] = usePreviewUrl();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);
  const updateUser = useUpdateUser();
  const form = useApiForm<UpdateUserInput, User>({
    fields: ['avatar', 'avatar_url'],
    submit: (values) => updateUser(values, { onUploadProgress: (loaded, total) => setProgress({ loaded, total }) }),
    onSuccess: (_user, values) => {
      setProgress(null);
      setFile(null);
      showPreview(null);
      setInputKey((key) => key + 1);
      toast.success(values.avatar ? 'Фото обновлено' : 'Фото удалено');
    },
    onError: () => setProgress(null),
  });

  function choose(chosen: File | null) {
    form.clearFieldError('avatar');
    form.clearFieldError('avatar_url');
    const reason = chosen ? imageProblem(chosen) : null;
    setFile(chosen);
    setProblem(reason);
    showPreview(chosen && !reason ? chosen : null);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const { files } = event.dataTransfer;
    if (form.blocked || files.length === 0) return;
    const field = input.current;
    if (!field) return;
    // Through the input itself, so it shows the file's name as after «Выбрать файл».
    field.files = files;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }

  function dragOver(event: DragEvent<HTMLDivElement>) {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function dragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function upload(event: FormEvent) {
    event.preventDefault();
    if (!file || problem) return;
    setProgress({ loaded: 0, total: file.size });
    form.send({ avatar: file });
  }

  const errors = problem ?? form.fieldErrors.avatar ?? form.fieldErrors.avatar_url;
  return (
    <form noValidate onSubmit={upload} aria-label="Фото профиля" className="grid gap-3">
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div
        data-slot="avatar-drop-zone"
        data-dragging={dragging || undefined}
        onDragOver={dragOver}
        onDragLeave={dragLeave}
        onDrop={drop}
        className={cn(
          'flex flex-wrap items-start gap-4 rounded-lg border border-dashed p-3 transition-colors',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        {preview && <Avatar name={user.name} url={preview} alt="Предпросмотр нового фото" className="size-20" />}
        <FormField
          id="profile-avatar"
          label="Новое фото"
          description={`Перетащите изображение сюда или нажмите «Выбрать файл». JPEG, PNG, GIF, WebP и другие изображения до ${UPLOAD_MAX_MB} МБ.`}
          error={errors}
          className="min-w-0 flex-1"
        >
          <FileInput key={inputKey} ref={input} accept={IMAGE_MIME_TYPES} disabled={form.pending} onChange={(event) => choose(event.target.files?.[0] ?? null)} />
        </FormField>
      </div>
      {progress && <UploadProgress label="Загрузка фото" loaded={progress.loaded} total={progress.total} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={!file || problem !== null || form.blocked} aria-describedby={form.network.describedBy}>
          {form.pending ? <Spinner aria-hidden="true" role="presentation" /> : <UploadIcon aria-hidden="true" />}
          Загрузить фото
        </Button>
        {user.avatar_url && (
          <Button type="button" size="sm" variant="outline" onClick={() => form.send({ avatar_url: null })} disabled={form.blocked} aria-describedby={form.network.describedBy}>
            Удалить фото
          </Button>
        )}
      </div>
      <OfflineReason id={form.network.reasonId} />
    </form>
  );
}

export { AvatarForm };
