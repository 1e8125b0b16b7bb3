import { useState, type FormEvent } from 'react';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate, useRoutes } from 'react-router-dom';
import { setUser, useUser, type RemoteModule } from '@cabinet/runtime';
import { describeError } from '../errors/index.ts';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, Input, Toaster } from '../ui/index.ts';
import { devSignIn } from './dev-sign-in.ts';

/**
 * Sign-in for the standalone page only: the host owns real authentication,
 * but a remote's team needs a session to see its pages against the API.
 */
function DevSignIn() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('demo@example.com');
  const [password, setPassword] = useState('demo-password');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      setUser(queryClient, await devSignIn(email, password));
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <Card className="mx-auto max-w-sm">
      <CardHeader>
        <CardTitle asChild>
          <h1>Вход для автономного режима</h1>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={submit}>
          <FormField id="standalone-email" label="Email" error={error ?? undefined}>
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </FormField>
          <FormField id="standalone-password" label="Пароль">
            <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          <Button type="submit" disabled={sending}>
            Войти
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function RemotePages({ module }: { module: RemoteModule }) {
  const user = useUser();
  const pages = useRoutes(module.routes);
  return user ? pages : <DevSignIn />;
}

function StandaloneFrame({ module }: { module: RemoteModule }) {
  return (
    <div className="min-h-screen">
      <header className="border-b border-border bg-muted/40 px-4 py-2 text-sm text-muted-foreground">
        Автономный режим модуля «{module.title}» — без хоста
      </header>
      <main className="mx-auto w-full max-w-5xl px-4 py-8">
        <RemotePages module={module} />
      </main>
    </div>
  );
}

function StandaloneRoutes({ module }: { module: RemoteModule }) {
  return useRoutes([
    { path: `/cabinet/${module.name}/*`, element: <StandaloneFrame module={module} /> },
    { path: '*', element: <Navigate to={`/cabinet/${module.name}`} replace /> },
  ]);
}

// The declarative router, as in the host: the data router's core would
// otherwise stay in the shared react-router build of every page.
export function StandaloneApp({ module, queryClient }: { module: RemoteModule; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <StandaloneRoutes module={module} />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
