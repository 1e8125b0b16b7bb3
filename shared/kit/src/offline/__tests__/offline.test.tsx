import { onlineManager } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmitButton, useApiForm } from '../../forms/index.ts';
import { OFFLINE_REASON, OfflineReason, useOnline } from '../index.ts';

afterEach(() => act(() => onlineManager.setOnline(true)));

describe('offline', () => {
  it('useOnline follows the connection as the query client sees it', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => onlineManager.setOnline(false));
    expect(result.current).toBe(false);
    act(() => onlineManager.setOnline(true));
    expect(result.current).toBe(true);
  });

  it('the reason is shown only offline', () => {
    render(<OfflineReason id="reason" />);
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByText(OFFLINE_REASON)).toHaveAttribute('id', 'reason');
  });

  it('a form’s submit button is disabled offline, described by the reason, and enabled again online', () => {
    render(
      <form>
        <SubmitButton pending={false}>Войти</SubmitButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Войти' })).toHaveAccessibleDescription(OFFLINE_REASON);
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();
  });

  it('a form sends nothing offline, nor later by itself, and keeps its values to be sent by the user', () => {
    const submit = vi.fn(async () => 'ok');
    const { result } = renderHook(() => useApiForm({ fields: ['message'], submit }));
    act(() => onlineManager.setOnline(false));
    expect(result.current.blocked).toBe(true);
    expect(result.current.network.describedBy).toBe(result.current.network.reasonId);
    act(() => result.current.send({ message: 'Текст' }));
    act(() => onlineManager.setOnline(true));
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.blocked).toBe(false);
    expect(result.current.network.describedBy).toBeUndefined();
    act(() => result.current.send({ message: 'Текст' }));
    expect(submit).toHaveBeenCalledOnce();
  });
});
