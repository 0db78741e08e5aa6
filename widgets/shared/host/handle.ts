import type { AttributeProblem, ElementHandle, ProblemTranslation } from '../context';
import { EventDispatcher } from './events';
import { LightDomWatcher } from './light-dom';

/** What an element gives its React tree (see `ElementHandle`), and the problems it shows inline. */
export class Handle implements ElementHandle {
  problems: AttributeProblem[] = [];
  readonly events: EventDispatcher;
  readonly subscribeToLightDom: (onChange: () => void) => () => void;
  readonly lightDomVersion: () => number;
  rendering: 'server' | 'prerendered' | undefined;
  hydrates = false;

  constructor(
    readonly host: HTMLElement,
    readonly tag: string,
    /** Event name → the plain name it is also fired under on the host (see `EventSpec.alias`). */
    aliases: ReadonlyMap<string, string> = new Map(),
  ) {
    this.events = new EventDispatcher(host, aliases);
    const lightDom = new LightDomWatcher(host);
    this.subscribeToLightDom = lightDom.subscribe;
    this.lightDomVersion = lightDom.version;
  }

  dispatch<Detail>(name: string, detail?: Detail): boolean {
    return this.events.dispatch(name, detail);
  }

  hasProblem(attribute: string): boolean {
    return this.problems.some((problem) => problem.attribute === attribute);
  }

  /** Sets or (with `undefined`) clears the message for `attribute`; a new message is also logged. */
  setProblem(attribute: string, message: string | undefined, translation?: ProblemTranslation): void {
    this.problems = this.problems.filter((problem) => problem.attribute !== attribute);
    if (message === undefined) return;
    this.problems = [...this.problems, { attribute, message, translation }];
    console.warn(`<${this.tag}> attribute "${attribute}": ${message}`);
  }
}
