import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Button, FormField, Input, isSocialId, NativeSelect, socialIds, socialTitle } from '@cabinet/kit/ui';
import { newSocialRow, type SocialRow } from '../lib/profile-draft.ts';

interface SocialsEditorProps {
  rows: SocialRow[];
  onChange: (rows: SocialRow[]) => void;
  /** The 422 messages of a field by its path (`socials.0.url`). */
  errorsOf: (field: string) => readonly string[] | undefined;
}

/** «(Ссылка на) Telegram»; a network this client does not know has no name to put there. */
function linkTarget(type: string): string {
  return isSocialId(type) ? socialTitle(type) : 'другую сеть';
}

/**
 * The contract lists the allowed ids («vk», «ok»…), which say nothing to a
 * person: a row of a network the client does not know (a real backend's)
 * can be kept as long as the links are not edited, and then has to change.
 */
const UNKNOWN_NETWORK = 'Эту сеть здесь выбрать нельзя: выберите другую из списка или удалите ссылку';

/**
 * The profile's social links: a network (titles by `socialTitle`) and an
 * address per row, rows added and removed freely; saved with the form.
 */
function SocialsEditor({ rows, onChange, errorsOf }: SocialsEditorProps) {
  function update(key: number, changes: Partial<Omit<SocialRow, 'key'>>) {
    onChange(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  }

  function typeErrors(row: SocialRow, index: number) {
    const errors = errorsOf(`socials.${index}.type`);
    return errors && !isSocialId(row.type) ? [UNKNOWN_NETWORK] : errors;
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Соцсети</legend>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">Ссылок пока нет.</p>}
      {rows.length > 0 && (
        <ul className="grid gap-3">
          {rows.map((row, index) => (
            <li key={row.key} className="grid items-start gap-2 sm:grid-cols-[12rem_1fr_auto]">
              <FormField id={`social-${row.key}-type`} label="Сеть" error={typeErrors(row, index)}>
                {/* The browser's own list: the system picker on a phone, and no positioning code to ship. */}
                <NativeSelect value={row.type} onChange={(event) => update(row.key, { type: event.target.value })}>
                  {!isSocialId(row.type) && (
                    <option value={row.type} disabled>
                      {socialTitle(row.type)}
                    </option>
                  )}
                  {socialIds.map((id) => (
                    <option key={id} value={id}>
                      {socialTitle(id)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField id={`social-${row.key}-url`} label={`Ссылка на ${linkTarget(row.type)}`} error={errorsOf(`socials.${index}.url`)}>
                <Input
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={row.url}
                  onChange={(event) => update(row.key, { url: event.target.value })}
                />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="sm:mt-6"
                aria-label={`Удалить ссылку на ${linkTarget(row.type)}`}
                onClick={() => onChange(rows.filter((candidate) => candidate.key !== row.key))}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => onChange([...rows, newSocialRow(rows)])}>
        <PlusIcon aria-hidden="true" />
        Добавить ссылку
      </Button>
    </fieldset>
  );
}

export { SocialsEditor };
