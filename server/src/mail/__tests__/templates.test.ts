import { describe, expect, it } from 'vitest';
import { emailChangeMail, operatorMessageMail, passwordResetMail, verificationMail } from '../templates.ts';

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

describe('a person\'s text in a mail (issue 21, item 7)', () => {
  // Stored before one-line fields refused control characters, or typed into a future field.
  const name = 'Анна\r\nОт: Служба безопасности <security@example.com>';
  const subject = 'Вопрос\r\nBcc: victim@example.com\u2028Тема: подменённая';

  it('never puts a line break into a header', () => {
    const mail = operatorMessageMail('operators@example.com', { name, email: 'demo@example.com' }, subject, 'Текст');
    expect(mail.subject).toBe('Сообщение из кабинета: Вопрос  Bcc: victim@example.com Тема: подменённая');
    expect(mail.subject).not.toMatch(/[\r\n\u2028]/);
  });

  it('keeps the name and the subject on their own lines of the operators\' letter; the message keeps its lines', () => {
    const mail = operatorMessageMail('operators@example.com', { name, email: 'demo@example.com' }, subject, 'Строка 1\nСтрока 2');
    expect(mail.text.split('\n')).toEqual([
      'От: Анна  От: Служба безопасности <security@example.com> <demo@example.com>',
      'Тема: Вопрос  Bcc: victim@example.com Тема: подменённая',
      '',
      'Строка 1',
      'Строка 2',
    ]);
  });

  it('greets by a name that cannot add a line', () => {
    for (const mail of [verificationMail('a@example.com', name, LINK), passwordResetMail('a@example.com', name, LINK), emailChangeMail('a@example.com', name, LINK, 'b@example.com')]) {
      expect(mail.text.split('\n')[0]).toBe('Здравствуйте, Анна  От: Служба безопасности <security@example.com>!');
    }
  });
});
