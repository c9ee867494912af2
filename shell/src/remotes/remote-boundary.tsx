import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Catches a slice that fails to load or throws while rendering, so the rest of the page keeps working. */
export class RemoteBoundary extends Component<Props, State> {
  state: State = { error: null };
  static getDerivedStateFromError(error: Error): State {
    return { error };
  }
  componentDidCatch(error: Error) {
    console.error('[shell] a page failed', error);
  }
  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };
  render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
