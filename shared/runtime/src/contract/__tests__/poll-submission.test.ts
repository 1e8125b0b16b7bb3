import { beforeAll, describe, expect, it } from 'vitest';
import { installRussianMessages } from '../../validation/index.ts';
import { checkSubmission, type SubmissionQuestion } from '../poll-submission.ts';

beforeAll(() => installRussianMessages());

const base = { options: [], min: null, max: null, accept: [] };
const questions: SubmissionQuestion[] = [
  { ...base, id: 1, type: 'text', required: true },
  { ...base, id: 2, type: 'number', required: false },
  { ...base, id: 3, type: 'file', required: true, accept: ['application/pdf'] },
];
const pdf = { name: 'cv.pdf', size: 100, mime: 'application/pdf' };
const none = new Map();

describe('one save of a poll\'s answers', () => {
  it('collects the values to write, null to clear, and the files to store', () => {
    const checked = checkSubmission(questions, none, [{ question_id: 1, value: ' Да ' }, { question_id: 2, value: null }], new Map([[3, pdf]]));
    expect(checked).toEqual({ values: new Map([[1, 'Да'], [2, null]]), files: [3], errors: {} });
  });

  it('refuses a question twice and a question of another poll, keyed questions.<id>', () => {
    const checked = checkSubmission(questions, none, [{ question_id: 1, value: 'а' }, { question_id: 1, value: 'б' }, { question_id: 99, value: 1 }], none);
    expect(checked.errors).toEqual({ 'questions.1': ['Ответ на вопрос указан дважды'], 'questions.99': ['Вопрос не найден в этом опросе'] });
  });

  it('with complete, names each required question left unanswered after this save', () => {
    const saved = new Map([[3, { name: 'cv.pdf', url: 'http://localhost:8000/storage/uploads/cv.pdf', mime: 'application/pdf', size: 1 }]]);
    expect(checkSubmission(questions, saved, [{ question_id: 2, value: 5 }], none, true).errors).toEqual({ 'questions.1': ['Обязательное поле'] });
    expect(checkSubmission(questions, saved, [{ question_id: 1, value: 'Да' }, { question_id: 3, value: null }], none, true).errors).toEqual({
      'questions.3': ['Обязательное поле'],
    });
    expect(checkSubmission(questions, none, [{ question_id: 1, value: 'Да' }], new Map([[3, pdf]]), true).errors).toEqual({});
  });
});
