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
