import { useState } from 'react';
import type { Poll } from '@cabinet/runtime';
import { isReadOnly } from '../lib/poll-status.ts';
import { usePollDraft } from '../lib/use-poll-draft.ts';
import { PollAnswersView } from './poll-answers-view.tsx';
import { PollClosedNotice } from './poll-closed-notice.tsx';
import { PollFacts } from './poll-facts.tsx';
import { PollForm } from './poll-form.tsx';
import { PollIntro } from './poll-intro.tsx';
import { PollStatusBadge } from './poll-status-badge.tsx';

/** How the questions came to show in this visit: by `Начать`/`Продолжить`, or by themselves with a restored draft. */
type Opened = 'pressed' | 'restored' | null;

/**
 * One loaded poll: its header, then the way in (`Начать` / `Продолжить`),
 * the questions once started, or — completed or closed — the saved answers.
 * A poll in progress with unsaved answers from an earlier visit (a reload, a
 * failed save, a new sign-in) opens at its questions, with those answers.
 */
function PollDetails({ poll, userId }: { poll: Poll; userId: number | null }) {
  const draft = usePollDraft(poll, userId);
  const opensRestored = draft.restored && poll.status === 'in_progress';
  const [opened, setOpened] = useState<Opened>(() => (opensRestored ? 'restored' : null));
  // On a painted page the draft is read in the render after hydration: the questions open then.
  if (opensRestored && opened === null) setOpened('restored');

  return (
    <article className="flex flex-col gap-5">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{poll.title}</h1>
          <PollStatusBadge status={poll.status} />
        </div>
        <PollFacts poll={poll} showAnswered={opened === null} />
        {poll.description && <p className="whitespace-pre-line text-muted-foreground">{poll.description}</p>}
      </header>
      {isReadOnly(poll.status) ? (
        <>
          {/* Opened in this visit: the form the person was in has just given way to the outcome. */}
          <PollClosedNotice poll={poll} justNow={opened !== null} />
          <PollAnswersView poll={poll} />
        </>
      ) : opened ? (
        <PollForm poll={poll} draft={draft} autoFocus={opened === 'pressed'} />
      ) : (
        <PollIntro poll={poll} onStarted={() => setOpened('pressed')} />
      )}
    </article>
  );
}

export { PollDetails };
