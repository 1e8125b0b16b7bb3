import { describe, expect, it } from 'vitest';
import { emailChangeMail, verificationMail } from '../templates.ts';

const LINK = 'http://localhost:3000/verify/1/abc?expires=1&signature=def';

describe('the e-mail-change letter', () => {
  const mail = emailChangeMail('anna.new@example.com', 'Анна Смирнова', LINK, 'demo@example.com');

  it('goes to the new address and says the address is being changed, not registered', () => {
    expect(mail.to).toBe('anna.new@example.com');
    expect(mail.subject).toBe('Подтвердите новый email');
    expect(mail.text).toContain('новый адрес электронной почты — anna.new@example.com');
    expect(mail.text).not.toMatch(/регистр/i);
  });

  it('names the account whose address changes', () => {
    expect(mail.text).toContain('Здравствуйте, Анна Смирнова!');
    expect(mail.text).toContain('Для учётной записи demo@example.com');
  });

  it('carries the link and says what to do if the reader did not ask for it', () => {
    expect(mail.links).toEqual([LINK]);
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('Ссылка действует 60 минут.');
    expect(mail.text).toContain('Если вы не меняли адрес, не переходите по ссылке');
  });

  it('differs from the registration letter', () => {
    const registration = verificationMail('anna.new@example.com', 'Анна Смирнова', LINK);
    expect(mail.subject).not.toBe(registration.subject);
    expect(registration.text).toContain('завершить регистрацию');
  });
});
