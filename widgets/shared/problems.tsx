import { Component, type ContextType, type ReactNode } from 'react';
import { ElementContext, type AttributeProblem } from './context';
import { useMessages } from './i18n/use-messages';
import { runtimeMessages } from './i18n/runtime-messages';

/** The inline message shown for author mistakes: names the element and what to fix. */
export function ProblemList({ tag, problems }: { tag: string; problems: readonly AttributeProblem[] }) {
  if (problems.length === 0) return null;
  return <Problems tag={tag} problems={problems} />;
}

// Its own component, so a widget without problems loads no language for them.
function Problems({ tag, problems }: { tag: string; problems: readonly AttributeProblem[] }) {
  const t = useMessages(runtimeMessages);
  return (
    <div className="dw-problem" role="alert" part="problem">
      {problems.map(({ attribute, message, translation }) => (
        <div key={attribute}>
          {t.rich(
            'attribute-problem',
            { tag: <code>&lt;{tag}&gt;</code>, attribute: <code>{attribute}</code> },
            { problem: translation ? t(translation.id, translation.values) : message },
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * What could not be used in a piece of data an author gave (a JSON attribute, or the same value
 * set as a property): `<tag> attribute values:` and one line per problem. Nothing when all is well.
 */
export function DataProblems({
  tag,
  source,
  name,
  problems,
}: {
  tag: string;
  source: 'attribute' | 'property';
  name: string;
  problems: readonly string[];
}) {
  if (problems.length === 0) return null;
  return <DataProblemList tag={tag} source={source} name={name} problems={problems} />;
}

function DataProblemList({
  tag,
  source,
  name,
  problems,
}: {
  tag: string;
  source: 'attribute' | 'property';
  name: string;
  problems: readonly string[];
}) {
  const t = useMessages(runtimeMessages);
  return (
    <div className="dw-problem" role="alert" part="problem">
      <div>{t.rich('data-problems', { tag: <code>&lt;{tag}&gt;</code>, name: <code>{name}</code> }, { source })}</div>
      <ul className="dw-problem-list">
        {problems.map((problem, index) => (
          <li key={index}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

interface BoundaryProps {
  tag: string;
  fallback?: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Keeps a widget's failure inside the widget: the page and other widgets go on working. */
export class WidgetErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  static override contextType = ElementContext;
  declare context: ContextType<typeof ElementContext>;
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error(`<${this.props.tag}> could not be displayed:`, error);
    // The widget cannot say its state any more: say for it that it failed, so page scripts and
    // styles that read data-state do not take the message for a working widget.
    this.context?.host.setAttribute('data-state', 'error');
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error);
    return <Failed tag={this.props.tag} error={error} />;
  }
}

function Failed({ tag, error }: { tag: string; error: Error }) {
  const t = useMessages(runtimeMessages);
  return (
    <div className="dw-problem" role="alert" part="problem">
      {t.rich('failed', { tag: <code>&lt;{tag}&gt;</code> }, { error: error.message })}
    </div>
  );
}
