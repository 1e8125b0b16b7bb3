import { describe, expect, it } from 'vitest';
import type { Question } from '@cabinet/runtime';
import { draftsOf } from '../answers.ts';
import { answersDiffer, restoreDrafts, savedAnswersBase } from '../poll-draft.ts';

const FILE = 'http://localhost:8000/storage/uploads/cv.pdf';

/** A poll of one file question whose saved file comes with the link of read `read`. */
function questions(read: number): Question[] {
  return [
    {
      id: 1,
      text: 'Приложите резюме',
      type: 'file',
      required: false,
      options: [],
      min: null,
      max: null,
      accept: ['application/pdf'],
      answer: { name: 'cv.pdf', url: `${FILE}?expires=${read}&signature=s${read}`, mime: 'application/pdf', size: 10 },
    },
  ];
}

describe('a saved file whose link is signed anew on every read', () => {
  it('is the same saved answer: the draft\'s base does not change', () => {
    expect(savedAnswersBase(questions(2))).toBe(savedAnswersBase(questions(1)));
  });

  it('is no unsaved change after the poll is read again', () => {
    expect(answersDiffer(questions(2), draftsOf(questions(1)))).toBe(false);
  });

  it('comes back from a stored draft with the link of this read', () => {
    const restored = restoreDrafts(questions(2), JSON.parse(JSON.stringify(draftsOf(questions(1)))));
    expect(restored[1]).toMatchObject({ type: 'file', saved: { url: `${FILE}?expires=2&signature=s2` } });
  });
});
