import { PASSWORD_MIN, plural } from '@cabinet/runtime';
import { FormField, Input } from '@cabinet/kit/ui';

interface NewPasswordFieldsProps {
  /** «Пароль» when registering, «Новый пароль» when resetting. */
  label: string;
  /** The form's field errors (422 or client validation), keyed by field name. */
  errors: Readonly<Record<string, readonly string[] | undefined>>;
}

/** A new password and its confirmation: registration and password reset. */
function NewPasswordFields({ label, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        label={label}
        description={`Не короче ${PASSWORD_MIN} ${plural(PASSWORD_MIN, ['символа', 'символов', 'символов'])}`}
        error={errors.password}
      >
        <Input name="password" type="password" autoComplete="new-password" />
      </FormField>
      <FormField label="Повторите пароль" error={errors.password_confirmation}>
        <Input name="password_confirmation" type="password" autoComplete="new-password" />
      </FormField>
    </>
  );
}

export { NewPasswordFields };
