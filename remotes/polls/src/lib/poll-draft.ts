import * as v from 'valibot';
import { fileAnswerKey, isFileAnswer, type AnswerInput, type Question } from '@cabinet/runtime';
import { DraftSchema, draftOf, draftsOf, toSubmission, type Draft, type Drafts, type Files } from './answers.ts';

/**
 * An answer as it is compared: a saved file by the file it names, not by its
 * link, which the server signs anew on every read (its query changes).
 */
function comparable(answer: Question['answer'] | AnswerInput['value']): unknown {
  return isFileAnswer(answer) ? { ...answer, url: fileAnswerKey(answer) } : answer;
}

/** One draft per poll and user: a shared computer never shows one person's answers to another. */
function pollDraftKey(pollId: number, userId: number): string {
  return `poll:${pollId}:user:${userId}`;
}

/**
 * The saved answers a draft starts from. When the server's answers are no
 * longer these (saved in another tab, or completed), the draft is older than
 * them and is dropped instead of restored.
 */
function savedAnswersBase(questions: readonly Question[]): string {
  return JSON.stringify(questions.map((question) => [question.id, comparable(question.answer)]));
}

/** A stored draft that still fits its question: same type, and only options the question still has. */
function fitting(question: Question, stored: unknown): Draft | null {
  const parsed = v.safeParse(DraftSchema, stored);
  if (!parsed.success || parsed.output.type !== question.type) return null;
  const draft = parsed.output;
  const known = new Set(question.options.map((option) => option.id));
  if (draft.type === 'single') return { type: 'single', value: draft.value !== null && known.has(draft.value) ? draft.value : null };
  if (draft.type === 'multiple') return { type: 'multiple', value: draft.value.filter((id) => known.has(id)) };
  if (draft.type === 'file' && draft.saved && isFileAnswer(question.answer) && fileAnswerKey(draft.saved) === fileAnswerKey(question.answer)) {
    // The same file, with the link of this read: the draft's was signed for an earlier one.
    return { ...draft, saved: question.answer };
  }
  return draft;
}

/**
 * The drafts from local storage, checked question by question: what no
 * longer fits (storage edited, a question changed) is the saved answer
 * again, and the rest of the draft is kept.
 */
function restoreDrafts(questions: readonly Question[], stored: unknown): Drafts {
  const record: Record<string, unknown> = typeof stored === 'object' && stored !== null ? { ...stored } : {};
  return Object.fromEntries(questions.map((question) => [question.id, fitting(question, record[question.id]) ?? draftOf(question)]));
}

/** The draft's answers are not the saved ones (files picked are counted apart). */
function answersDiffer(questions: readonly Question[], drafts: Drafts): boolean {
  const values = (d: Drafts) => toSubmission(questions, d).answers.map(({ question_id, value }) => [question_id, comparable(value)]);
  return JSON.stringify(values(drafts)) !== JSON.stringify(values(draftsOf(questions)));
}

/** Questions whose picked file was lost with the page (a reload): the name is left, the file is not. */
function lostFiles(questions: readonly Question[], drafts: Drafts, files: Files): Question[] {
  return questions.filter((question) => {
    const draft = drafts[question.id];
    return draft?.type === 'file' && draft.chosen !== null && files[question.id] === undefined;
  });
}

export { pollDraftKey, savedAnswersBase, restoreDrafts, answersDiffer, lostFiles };
