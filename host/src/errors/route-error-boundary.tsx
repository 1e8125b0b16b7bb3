import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChunkErrorGate } from '../reload-guards/chunk-error-gate.tsx';
import { ThrownErrorScreen } from './error-screen.tsx';

interface CatcherProps {
  /** The history entry shown: another one (any navigation) dismisses the error. */
  pageKey: string;
  pathname: string;
  children: ReactNode;
}

interface CatcherState {
  failed: boolean;
  error: unknown;
  pageKey: string;
}

class RouteErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { failed: false, error: null, pageKey: this.props.pageKey };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.pageKey === state.pageKey ? null : { failed: false, error: null, pageKey: props.pageKey };
  }

  // React logs the component stack itself; this line says which page broke.
  override componentDidCatch(error: unknown): void {
    console.error(`Unhandled error on ${this.props.pathname}`, error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // A page whose code failed to load reloads once instead (SPEC §8).
    return (
      <ChunkErrorGate error={this.state.error}>
        <ThrownErrorScreen error={this.state.error} />
      </ChunkErrorGate>
    );
  }
}

/**
 * Whatever a page throws while rendering ends here, on the error screen, and
 * in the console (SPEC §2: fatal errors are routed to the screen and logged).
 * It stands in for the data router's `errorElement`, and like it, leaving the
 * page (Назад, Главная, any navigation) dismisses the error.
 */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key, pathname } = useLocation();
  return (
    <RouteErrorCatcher pageKey={key} pathname={pathname}>
      {children}
    </RouteErrorCatcher>
  );
}

export { RouteErrorBoundary };
