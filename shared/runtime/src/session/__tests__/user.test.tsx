import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../api/index.ts';
import { DEMO_EMAIL, recordRequests, seedUser, setupApiServer } from '@cabinet/testing';
import { clearUser, createQueryClient, loadIdentity, setUser, useIsAuthenticated, useUser } from '../index.ts';

const { server } = setupApiServer();

beforeEach(() => configureApi({}, { retryDelay: 0 }));

function wrapperFor(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

describe('useUser', () => {
  it('reads the identity loaded at start-up without another request', async () => {
    const queryClient = createQueryClient();
    await loadIdentity(queryClient);
    const requests = recordRequests(server);
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor(queryClient) });
    expect(result.current?.email).toBe(DEMO_EMAIL);
    expect(requests).toHaveLength(0);
  });

  it('null = guest', () => {
    const queryClient = createQueryClient();
    setUser(queryClient, null);
    const { result } = renderHook(() => ({ user: useUser(), signedIn: useIsAuthenticated() }), {
      wrapper: wrapperFor(queryClient),
    });
    expect(result.current).toEqual({ user: null, signedIn: false });
  });

  it('loads the identity itself when nothing loaded it (a standalone remote)', async () => {
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useIsAuthenticated(), { wrapper: wrapperFor(queryClient) });
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('setUser and clearUser re-render every reader', async () => {
    const queryClient = createQueryClient();
    setUser(queryClient, null);
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor(queryClient) });
    act(() => setUser(queryClient, seedUser(Date.now())));
    await waitFor(() => expect(result.current?.name).toBe('Анна Смирнова'));
    act(() => clearUser(queryClient));
    await waitFor(() => expect(result.current).toBeNull());
  });

  it('clearUser drops the previous user\'s cached data', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['events', 'list', {}], { data: ['событие прежнего пользователя'] });
    clearUser(queryClient);
    expect(queryClient.getQueryData(['events', 'list', {}])).toBeUndefined();
  });
});

describe('createQueryClient', () => {
  it('does not retry on top of the API client', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries?.staleTime).toBe(30_000);
  });
});
