import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (retry: () => void) => ReactNode;
  /** Changing it (e.g. the path) clears a caught error. */
  resetKey: string;
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches a remote page that throws while rendering, so the shell and other modules keep working. */
export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error): void {
    console.error('A module failed while rendering:', error.message);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
