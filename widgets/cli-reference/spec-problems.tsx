import { isNote, type SpecProblem } from '../../spec';

/** Problems listed one by one; the rest are counted. */
const LISTED_PROBLEMS = 100;

export function SpecProblems({ problems }: { problems: readonly SpecProblem[] }) {
  return (
    <ul className="problem-list">
      {problems.slice(0, LISTED_PROBLEMS).map((problem, index) => (
        <li key={index} data-severity={problem.severity}>
          {isNote(problem) ? <span className="problem-note">Read anyway: </span> : null}
          <code>{problem.path}</code>: expected {problem.expected}, found {problem.found}.
        </li>
      ))}
      {problems.length > LISTED_PROBLEMS ? <li>…and {problems.length - LISTED_PROBLEMS} more.</li> : null}
    </ul>
  );
}

/** The problem box's one line: what could not be read, and what was odd but read anyway. */
export function problemSummary(lost: number, notes: number): string {
  const parts: string[] = [];
  if (lost > 0)
    parts.push(`${lost === 1 ? 'One part' : `${lost} parts`} of this spec could not be read; the rest is shown.`);
  if (notes > 0)
    parts.push(
      `${notes === 1 ? 'One thing' : `${notes} things`} in ${lost > 0 ? 'it' : 'this spec'} ${notes === 1 ? 'was' : 'were'} odd and read anyway.`,
    );
  return parts.join(' ');
}
