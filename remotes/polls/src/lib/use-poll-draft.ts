import { useMemo, useState } from 'react';
import type { Poll, Question } from '@cabinet/runtime';
import { useLocalDraft } from '@cabinet/kit/forms';
import { draftsOf, type Draft, type Drafts } from './answers.ts';
import { answersDiffer, lostFiles, pollDraftKey, restoreDrafts, savedAnswersBase } from './poll-draft.ts';

interface PollDraft {
  drafts: Drafts;
  /**
   * The poll opened with answers typed in an earlier visit and never saved
   * (a reload, a failed save, a session that ended): say so.
   */
  restored: boolean;
  change: (questionId: number, draft: Draft) => void;
  /** After a save: the server's answers, and no draft left. */
  reset: (questions: readonly Question[]) => void;
}

/**
 * The answers being typed, kept in local storage per poll and user as they
 * change, so that nothing typed is lost; restored only over the saved
 * answers the draft started from, never over newer ones.
 */
function usePollDraft(poll: Poll, userId: number | null): PollDraft {
  const stored = useLocalDraft<Drafts>({
    key: userId === null ? null : pollDraftKey(poll.id, userId),
    base: savedAnswersBase(poll.questions),
    initial: () => draftsOf(poll.questions),
    // A draft that says nothing new (typed, then undone) is no news.
    restorable: (value) => {
      const kept = restoreDrafts(poll.questions, value);
      return answersDiffer(poll.questions, kept) || lostFiles(poll.questions, kept, {}).length > 0;
    },
  });
  const kept = useMemo(() => restoreDrafts(poll.questions, stored.value), [poll.questions, stored.value]);
  const { restored } = stored;
  // Until the person types, the form shows the server's answers as they are
  // now: `/start` or a refetch may bring newer ones than the page opened with.
  const [typed, setTyped] = useState(false);
  const fresh = useMemo(() => draftsOf(poll.questions), [poll.questions]);
  return {
    drafts: typed || restored ? kept : fresh,
    restored,
    change: (questionId, draft) => {
      setTyped(true);
      stored.setValue((current) => ({ ...(typed || restored ? current : fresh), [questionId]: draft }));
    },
    reset: (questions) => {
      setTyped(false);
      stored.clear(draftsOf(questions));
    },
  };
}

export { usePollDraft };
export type { PollDraft };
