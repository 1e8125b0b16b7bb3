import type { Mail } from '../plugins/app/mailer.ts';

/** The texts of every mail the cabinet sends. Plain text: the outbox shows it as is. */

export function verificationMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Подтвердите email',
    text: [
      `Здравствуйте, ${name}!`,
      '',
      'Чтобы завершить регистрацию в личном кабинете, подтвердите адрес электронной почты по ссылке:',
      link,
      '',
      'Ссылка действует 60 минут. Если вы не регистрировались, просто проигнорируйте это письмо.',
    ].join('\n'),
    links: [link],
  };
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
  return {
    to,
    subject: 'Подтвердите новый email',
    text: [
      `Здравствуйте, ${name}!`,
      '',
      previousEmail
        ? `Для учётной записи ${previousEmail} в личном кабинете указан новый адрес электронной почты — ${to}.`
        : `Для учётной записи в личном кабинете указан новый адрес электронной почты — ${to}.`,
      'Чтобы подтвердить, что это ваш адрес, перейдите по ссылке:',
      link,
      '',
      'Ссылка действует 60 минут.',
      '',
      'Если вы не меняли адрес, не переходите по ссылке и просто проигнорируйте это письмо: адрес не будет подтверждён.',
    ].join('\n'),
    links: [link],
  };
}

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Восстановление пароля',
    text: [
      `Здравствуйте, ${name}!`,
      '',
      'Мы получили запрос на восстановление пароля. Задать новый пароль можно по ссылке:',
      link,
      '',
      'Ссылка действует 60 минут и срабатывает один раз. Если вы не запрашивали восстановление, ничего не делайте.',
    ].join('\n'),
    links: [link],
  };
}

export function operatorMessageMail(to: string, from: { name: string; email: string }, subject: string, message: string): Mail {
  return {
    to,
    subject: `Сообщение из кабинета: ${subject}`,
    text: [`От: ${from.name} <${from.email}>`, `Тема: ${subject}`, '', message].join('\n'),
    links: [],
  };
}

export function subscriptionMail(to: string, frontendUrl: string): Mail {
  return {
    to,
    subject: 'Вы подписаны на новости',
    text: ['Спасибо за подписку! Мы будем присылать новости и анонсы событий.', '', `Сайт: ${frontendUrl}/`].join('\n'),
    links: [`${frontendUrl}/`],
  };
}
