import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, installRussianMessages } from '@cabinet/runtime';
import { useApiForm } from '../use-api-form.ts';

beforeAll(() => installRussianMessages());

const request = { method: 'POST', url: 'http://localhost:8000/api/cabinet/user/send-message' };

function failure(status: number, data: unknown, headers: Record<string, string> = {}): ApiError {
  const response = new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  return new ApiError({ request, response, data });
}

const Schema = v.object({ subject: v.pipe(v.string(), v.trim(), v.nonEmpty()), message: v.string() });

function renderForm(submit: (values: v.InferOutput<typeof Schema>) => Promise<string>, onSuccess = vi.fn()) {
  return renderHook(() => useApiForm({ fields: ['subject', 'message'], schema: Schema, submit, onSuccess }));
}

describe('useApiForm', () => {
  it('sends the checked values and reports the result', async () => {
    const submit = vi.fn(async () => 'отправлено');
    const onSuccess = vi.fn();
    const { result } = renderForm(submit, onSuccess);
    act(() => result.current.send({ subject: '  Вопрос ', message: 'Текст' }));
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('отправлено', { subject: 'Вопрос', message: 'Текст' }));
    expect(result.current.pending).toBe(false);
    expect(submit).toHaveBeenCalledOnce();
  });

  it('shows the schema’s Russian messages under the fields and sends nothing', () => {
    const submit = vi.fn(async () => 'отправлено');
    const { result } = renderForm(submit);
    act(() => result.current.send({ subject: ' ', message: 'Текст' }));
    expect(result.current.fieldErrors).toEqual({ subject: ['Обязательное поле'] });
    expect(result.current.formError).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('puts a 422’s field errors under the fields and an error of another key in the alert', async () => {
    const { result } = renderForm(async () => {
      throw failure(422, { message: 'The given data was invalid.', errors: { message: ['Слишком длинно'], user: ['Аккаунт заблокирован'] } });
    });
    act(() => result.current.send({ subject: 'Вопрос', message: 'Текст' }));
    await waitFor(() => expect(result.current.fieldErrors).toEqual({ message: ['Слишком длинно'] }));
    expect(result.current.formError).toBe('Аккаунт заблокирован');
  });

  it('never shows Laravel 8’s generic English text', async () => {
    const { result } = renderForm(async () => {
      throw failure(422, { message: 'The given data was invalid.', errors: {} });
    });
    act(() => result.current.send({ subject: 'Вопрос', message: 'Текст' }));
    await waitFor(() => expect(result.current.formError).toBe('Проверьте введённые данные.'));
  });

  it('blocks sending while a 429 asks to wait, counting down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result } = renderForm(async () => {
        throw failure(429, { message: 'Too Many Attempts.' }, { 'Retry-After': '2' });
      });
      act(() => result.current.send({ subject: 'Вопрос', message: 'Текст' }));
      await waitFor(() => expect(result.current.formError).toBe('Слишком много попыток. Повторите через 2 секунды.'));
      expect(result.current.blocked).toBe(true);
      await act(async () => vi.advanceTimersByTime(1000));
      expect(result.current.formError).toBe('Слишком много попыток. Повторите через 1 секунду.');
      await act(async () => vi.advanceTimersByTime(1000));
      expect(result.current.blocked).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('describes any other failure in Russian', async () => {
    const { result } = renderForm(async () => {
      throw failure(503, { message: 'Service Unavailable' });
    });
    act(() => result.current.send({ subject: 'Вопрос', message: 'Текст' }));
    await waitFor(() => expect(result.current.formError).toBe('Сервис временно недоступен. Попробуйте ещё раз через минуту.'));
  });

  it('sends once however fast it is asked twice', async () => {
    const submit = vi.fn(async () => 'отправлено');
    const { result } = renderForm(submit);
    act(() => {
      result.current.send({ subject: 'Вопрос', message: 'Текст' });
      result.current.send({ subject: 'Вопрос', message: 'Текст' });
    });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(submit).toHaveBeenCalledOnce();
  });

  it('clears a field’s error when the user edits it', () => {
    const { result } = renderForm(async () => 'отправлено');
    act(() => result.current.send({ subject: '', message: '' }));
    expect(result.current.fieldErrors.subject).toBeDefined();
    act(() => result.current.clearFieldError('subject'));
    expect(result.current.fieldErrors.subject).toBeUndefined();
  });
});

describe('useApiForm with a check beyond the schema', () => {
  it('shows what the check finds and sends nothing', () => {
    const submit = vi.fn(async () => 'отправлено');
    const { result } = renderHook(() =>
      useApiForm({
        fields: (key) => key.startsWith('questions.'),
        submit,
        check: (values: { answer: number }) => (values.answer > 10 ? { 'questions.1': ['Максимальное значение: 10'] } : null),
      }),
    );
    act(() => result.current.send({ answer: 12 }));
    expect(result.current.fieldErrors).toEqual({ 'questions.1': ['Максимальное значение: 10'] });
    expect(submit).not.toHaveBeenCalled();
  });
});
