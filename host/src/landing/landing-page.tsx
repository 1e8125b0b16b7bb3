import { Button } from '@cabinet/kit/ui';
import { Bell, CalendarDays, ClipboardList, UserRound } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { paths } from '../app/paths.ts';
import { PageCard } from '../layouts/page-card.tsx';
import { SubscribeForm } from './subscribe-form.tsx';

interface Feature {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
}

const features: Feature[] = [
  { icon: CalendarDays, title: 'События', text: 'Лекции, экскурсии и мастер-классы: отмечайтесь и не пропускайте интересное.' },
  { icon: Bell, title: 'Уведомления', text: 'Новости о событиях и опросах приходят в одно место.' },
  { icon: ClipboardList, title: 'Опросы', text: 'Расскажите, что вам интересно, — программа строится по вашим ответам.' },
  { icon: UserRound, title: 'Профиль', text: 'Контакты, соцсети и связь с операторами.' },
];

/**
 * `/`: the public landing page (empty layout, always light, no session
 * checks). It does not look at the session on purpose: «Войти» takes a
 * signed-in user straight on to the cabinet anyway (guest-only guard).
 * It needs no router: a direct visit renders it from its own light entry
 * (landing-entry.tsx, prerendered at build time), where links are plain
 * page loads of the app. The subscribe form is the one thing it sends.
 */
function LandingPage({ prepareApi }: { prepareApi?: () => Promise<void> }) {
  return (
    <PageCard
      className="max-w-2xl"
      title="Личный кабинет"
      description="Всё, что связано с вашим участием, — в одном месте."
      footer={
        <>
          <Button asChild>
            <a href={paths.login.getHref()}>Войти</a>
          </Button>
          <Button asChild variant="outline">
            <a href={paths.register.getHref()}>Зарегистрироваться</a>
          </Button>
        </>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <h2 className="font-medium">{title}</h2>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <SubscribeForm prepare={prepareApi} />
    </PageCard>
  );
}

export { LandingPage };
