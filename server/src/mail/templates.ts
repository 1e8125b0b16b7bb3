import { isOneLine } from '@cabinet/runtime/contract';
import type { Mail } from '../plugins/app/mailer.ts';

/** The texts of every mail the cabinet sends. Plain text: the outbox shows it as is. */

/**
 * A person's text in a header (the subject, the recipient) or in a line of
 * its own (the greeting, «От:», «Тема:»): every control character — a line
 * break above all — becomes a space, so it can start neither a header
 * (`Bcc:`) nor a line of the letter. The contract refuses them in one-line
 * fields already; this holds for text stored before that rule, and for
 * whatever comes next.
 */
function line(text: string): string {
  return Array.from(text, (char) => (isOneLine(char) ? char : ' ')).join('');
}

/** A letter with one link: a greeting, why it came and the link, then how long it works and what else to know. */
function linkMail(to: string, subject: string, name: string, why: string[], link: string, after: string[]): Mail {
  return { to: line(to), subject, text: [`Здравствуйте, ${line(name)}!`, '', ...why, link, '', ...after].join('\n'), links: [link] };
}

export function verificationMail(to: string, name: string, link: string): Mail {
  return linkMail(
    to,
    'Подтвердите email',
    name,
    ['Чтобы завершить регистрацию в личном кабинете, подтвердите адрес электронной почты по ссылке:'],
    link,
    ['Ссылка действует 60 минут. Если вы не регистрировались, просто проигнорируйте это письмо.'],
  );
}

/**
 * To the new address after a profile's e-mail was changed (and again when
 * the user asks for a new link, when the previous address is no longer
 * known): not the registration text. It says which account changes its
 * address and what to do when the reader did not ask for it — the address
 * may have been typed by mistake, and confirming it would tie a stranger's
 * account to their mail.
 */
export function emailChangeMail(to: string, name: string, link: string, previousEmail?: string): Mail {
  return linkMail(
    to,
    'Подтвердите новый email',
    name,
    [
      previousEmail
        ? `Для учётной записи ${line(previousEmail)} в личном кабинете указан новый адрес электронной почты — ${line(to)}.`
        : `Для учётной записи в личном кабинете указан новый адрес электронной почты — ${line(to)}.`,
      'Чтобы подтвердить, что это ваш адрес, перейдите по ссылке:',
    ],
    link,
    [
      'Ссылка действует 60 минут.',
      '',
      'Если вы не меняли адрес, не переходите по ссылке и просто проигнорируйте это письмо: адрес не будет подтверждён.',
    ],
  );
}

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return linkMail(
    to,
    'Восстановление пароля',
    name,
    ['Мы получили запрос на восстановление пароля. Задать новый пароль можно по ссылке:'],
    link,
    ['Ссылка действует 60 минут и срабатывает один раз. Если вы не запрашивали восстановление, ничего не делайте.'],
  );
}

export function operatorMessageMail(to: string, from: { name: string; email: string }, subject: string, message: string): Mail {
  return {
    to: line(to),
    subject: `Сообщение из кабинета: ${line(subject)}`,
    text: [`От: ${line(from.name)} <${line(from.email)}>`, `Тема: ${line(subject)}`, '', message].join('\n'),
    links: [],
  };
}

export function subscriptionMail(to: string, frontendUrl: string): Mail {
  return {
    to: line(to),
    subject: 'Вы подписаны на новости',
    text: ['Спасибо за подписку! Мы будем присылать новости и анонсы событий.', '', `Сайт: ${frontendUrl}/`].join('\n'),
    links: [`${frontendUrl}/`],
  };
}
