import { Component, type ReactNode } from 'react';

interface SectionBoundaryProps {
  /** What the part shows, for the console: `the command "db-push"`, `the navigation`. */
  label: string;
  /** Shown in place of the part once it has thrown. */
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failure inside one part of the reference (a command's section, the navigation): that part
 * says it could not be shown, and the rest of the reference stays.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error(`<cli-reference> could not display ${this.props.label}:`, error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
