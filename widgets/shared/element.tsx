import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType, ReactNode } from 'react';
import { Announcer } from './announcer';
import { ElementContext, type AttributeProblem, type ElementHandle } from './context';
import { commonAttributes, toPropertyName, type AttributeSpec, type WidgetMetadata } from './metadata';
import { ProblemList, WidgetErrorBoundary } from './problems';
import { adoptEarlyListeners } from './early-listeners';
import { defineOnce } from './registry';
import { adoptStyles } from './stylesheets';
import { trackTheme } from './theme';
import { isStringifiedObject, parseStringifiedObject, stringifiedPropertyAttributes } from './upgrade';

export { defineOnce };

// r2wc keeps the props it renders in these well-known symbols; we own attribute parsing and
// property handling ourselves because r2wc ignores bare boolean attributes and attribute
// removal, throws on invalid JSON, and loses properties set before the element upgraded.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const HANDLE = Symbol('docs-widgets.handle');

/** Event the loader listens for, to watch our shadow roots for more of our tags. */
export const shadowRootEvent = 'docs-widgets:shadow-root';

export interface WidgetOptions {
  /** CSS texts adopted after the tokens and base rules: the widget's own and any embedded component's. */
  styles?: readonly string[];
  /** Replaces the default "could not be displayed" message when rendering throws. */
  errorFallback?: (error: Error) => ReactNode;
  /**
   * The widget renders other custom-element tags (e.g. `<api-settings>`) in its shadow root, so
   * the loader must watch that root. Off by default: watching costs a scan of every node React
   * adds, which is measurable on a large command reference.
   */
  rendersElements?: boolean;
}

export interface WidgetDefinition {
  metadata: WidgetMetadata;
  /** Defines the element under `tag` (default: the metadata's tag). Does nothing if already defined. */
  define(tag?: string): CustomElementConstructor | undefined;
}

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

type WidgetHost = HTMLElement & R2wcInternals & { [HANDLE]: Handle };

/** Renders only connected elements: r2wc would otherwise mount into a detached shadow root. */
function rerender(element: HTMLElement & R2wcInternals): void {
  if (element.isConnected) element[RENDER]();
}

class Handle implements ElementHandle {
  problems: AttributeProblem[] = [];
  #version = 0;
  #listeners = new Set<() => void>();
  #observer: MutationObserver | undefined;

  constructor(
    readonly host: HTMLElement,
    readonly tag: string,
    /** Event name → the plain name it is also fired under on the host (see `EventSpec.alias`). */
    readonly aliases: ReadonlyMap<string, string> = new Map(),
  ) {}

  /** Plain-named listeners on the host itself, by event name: the only ones an alias is fired for. */
  readonly aliasListeners = new Map<string, Set<EventListenerOrEventListenerObject>>();

  dispatch<Detail>(name: string, detail?: Detail): boolean {
    const allowed = this.host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
    const alias = this.aliases.get(name);
    // Fired only when the element itself listens for it (addEventListener or an on<name> handler):
    // even a non-bubbling event passes the page's capture listeners on the way to the element, and
    // those were written for the browser's own copy and close events. A veto of the dw- event
    // stands, so the plain one, which announces the same thing, is not fired then.
    if (!allowed || alias === undefined || !this.#listensFor(alias)) return allowed;
    return this.host.dispatchEvent(new CustomEvent(alias, { detail, cancelable: true }));
  }

  #listensFor(alias: string): boolean {
    return (this.aliasListeners.get(alias)?.size ?? 0) > 0 || typeof (this.host as unknown as Record<string, unknown>)[`on${alias}`] === 'function';
  }

  subscribeToLightDom = (onChange: () => void): (() => void) => {
    this.#listeners.add(onChange);
    if (!this.#observer) {
      this.#observer = new MutationObserver(() => {
        this.#version += 1;
        for (const listener of this.#listeners) listener();
      });
      this.#observer.observe(this.host, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
    }
    return () => {
      this.#listeners.delete(onChange);
      if (this.#listeners.size === 0) {
        this.#observer?.disconnect();
        this.#observer = undefined;
      }
    };
  };

  lightDomVersion = (): number => this.#version;

  setProblem(attribute: string, message: string | undefined): void {
    this.problems = this.problems.filter((problem) => problem.attribute !== attribute);
    if (message === undefined) return;
    this.problems = [...this.problems, { attribute, message }];
    console.warn(`<${this.tag}> attribute "${attribute}": ${message}`);
  }
}

type Parsed = { value: unknown; problem?: string };

function parseAttribute(spec: AttributeSpec, raw: string | null): Parsed {
  if (spec.type === 'boolean') return { value: raw !== null };
  if (raw === null) return { value: undefined };
  switch (spec.type) {
    case 'string':
      if (spec.values && !spec.values.includes(raw)) {
        const fallback = spec.default === undefined ? '' : ` Using "${String(spec.default)}".`;
        return {
          value: undefined,
          problem: `"${raw}" is not one of ${spec.values.map((v) => `"${v}"`).join(', ')}.${fallback}`,
        };
      }
      return { value: raw };
    case 'number': {
      const number = raw.trim() === '' ? Number.NaN : Number(raw);
      return Number.isFinite(number)
        ? { value: number }
        : { value: undefined, problem: `expected a number, got "${raw}".` };
    }
    case 'json':
      try {
        return { value: JSON.parse(raw) };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { value: undefined, problem: `is not valid JSON (${reason}).` };
      }
  }
}

function createElementClass<P extends object>(
  tag: string,
  metadata: WidgetMetadata,
  Component: ComponentType<P>,
  options: WidgetOptions,
): CustomElementConstructor {
  const attributes: Record<string, AttributeSpec> = { ...commonAttributes, ...metadata.attributes };
  const propertyOf = (name: string) => attributes[name]?.property ?? toPropertyName(name);
  const ownAttributes = Object.keys(metadata.attributes);
  const propertyOnly = Object.keys(metadata.properties ?? {});
  const titleAttribute = 'title' in metadata.attributes;
  const eventAliases = new Map(
    Object.entries(metadata.events ?? {}).flatMap(([name, spec]) => (spec.alias ? [[name, spec.alias] as const] : [])),
  );
  const aliasNames = new Set(eventAliases.values());

  function Root(props: Record<string, unknown>) {
    const { container, ...widgetProps } = props;
    const handle = ((container as ShadowRoot).host as WidgetHost)[HANDLE];
    const content = (
      <Announcer>
        <ProblemList tag={tag} problems={handle.problems} />
        <WidgetErrorBoundary tag={tag} fallback={options.errorFallback}>
          <Component {...(widgetProps as P)} />
        </WidgetErrorBoundary>
      </Announcer>
    );
    return (
      <ElementContext.Provider value={handle}>
        {titleAttribute ? (
          // A `title` attribute on the host would show as a browser tooltip over the whole
          // widget; an empty title on an inner ancestor stops that lookup (HTML spec).
          <div className="dw-root" title="">
            {content}
          </div>
        ) : (
          content
        )}
      </ElementContext.Provider>
    );
  }

  const Base = r2wc(Root, { shadow: 'open', props: [] }) as unknown as {
    new (): HTMLElement & R2wcInternals;
  };

  class WidgetElement extends Base {
    static observedAttributes = Object.keys(attributes);
    [HANDLE] = new Handle(this, tag, eventAliases);
    #untrackTheme: (() => void) | undefined;
    #announced = false;

    constructor() {
      super();
      adoptStyles(this.shadowRoot!, options.styles ?? []);
      adoptEarlyListeners(this, this[HANDLE].aliasListeners);
      // A page may set properties before our script defines the tag; those landed on the
      // instance and would hide our accessors. Move them through the accessors instead.
      for (const property of [...ownAttributes.map(propertyOf), ...propertyOnly]) {
        if (Object.prototype.hasOwnProperty.call(this, property)) {
          const value = (this as unknown as Record<string, unknown>)[property];
          delete (this as unknown as Record<string, unknown>)[property];
          (this as unknown as Record<string, unknown>)[property] = value;
        }
      }
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null) {
      if (oldValue === newValue) return;
      if (name === 'theme' && this.isConnected) {
        this.#untrackTheme?.();
        this.#untrackTheme = trackTheme(this);
      }
      const spec = attributes[name];
      if (!spec) return;
      const parsed =
        spec.type === 'json' && isStringifiedObject(newValue)
          ? parseStringifiedObject(propertyOf(name), this[PROPS][propertyOf(name)])
          : parseAttribute(spec, newValue);
      const hadProblem = this[HANDLE].problems.some((problem) => problem.attribute === name);
      this[HANDLE].setProblem(name, parsed.problem);
      const property = propertyOf(name);
      // A widget reflecting its own state (`wrap`) writes the value it already has: rendering
      // again for that would be wasted, and is what could let a reflection bounce.
      if (Object.is(this[PROPS][property], parsed.value) && !hadProblem && parsed.problem === undefined) return;
      this[PROPS][property] = parsed.value;
      rerender(this);
    }

    override connectedCallback() {
      this.#untrackTheme?.();
      this.#untrackTheme = trackTheme(this);
      for (const { attribute, message } of stringifiedPropertyAttributes(this, propertyOnly, (property) => this[PROPS][property])) {
        this[HANDLE].setProblem(attribute, message);
      }
      if (options.rendersElements && !this.#announced) {
        this.#announced = true;
        document.dispatchEvent(new CustomEvent(shadowRootEvent, { detail: this.shadowRoot }));
      }
      super.connectedCallback();
    }

    // Remember who listens on the element for an event alias (see Handle.dispatch).
    override addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
      if (aliasNames.has(type)) {
        const listeners = this[HANDLE].aliasListeners;
        listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
      }
      super.addEventListener(type, listener, options);
    }

    override removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) {
      this[HANDLE].aliasListeners.get(type)?.delete(listener);
      super.removeEventListener(type, listener, options);
    }

    override disconnectedCallback() {
      this.#untrackTheme?.();
      this.#untrackTheme = undefined;
      // Moving an element (disconnect then connect in one task) must keep its React state.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  // Objects (JSON attributes set as properties, property-only props) are held as given;
  // strings, numbers and booleans are reflected to their attribute, which then re-renders.
  const defineProperty = (property: string, set: (element: WidgetElement, value: unknown) => void) =>
    Object.defineProperty(WidgetElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return this[PROPS][property];
      },
      set(this: WidgetElement, value: unknown) {
        set(this, value);
      },
    });
  const holdValue = (element: WidgetElement, property: string, value: unknown) => {
    element[PROPS][property] = value;
    rerender(element);
  };

  for (const name of ownAttributes) {
    const spec = attributes[name]!;
    const property = propertyOf(name);
    defineProperty(property, (element, value) => {
      if (spec.type === 'json') {
        element[HANDLE].setProblem(name, undefined);
        holdValue(element, property, value);
      } else if (spec.type === 'boolean') {
        // Vue passes a bare boolean attribute (`<docs-callout closable>`) as the property value "".
        element.toggleAttribute(name, value === '' || Boolean(value));
      } else if (value === null || value === undefined) {
        element.removeAttribute(name);
      } else {
        element.setAttribute(name, String(value));
      }
    });
  }

  for (const property of propertyOnly) {
    defineProperty(property, (element, value) => {
      element[HANDLE].setProblem(property.toLowerCase(), undefined); // any "[object Object]" attribute
      holdValue(element, property, value);
    });
  }

  return WidgetElement;
}

/**
 * Turns a React component into a custom element: open shadow root, shared constructable
 * stylesheets with the design tokens, typed attributes and properties, slots, composed events,
 * an error boundary, and a `define()` that is safe to call twice.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineWidget<P extends object>(
  metadata: WidgetMetadata,
  Component: ComponentType<P>,
  options: WidgetOptions = {},
): WidgetDefinition {
  return {
    metadata,
    define(tag = metadata.tag) {
      return defineOnce(tag, () => createElementClass(tag, metadata, Component, options));
    },
  };
}

/** A light-DOM child tag with no behaviour of its own (`<tab-panel>`), defined so `:defined` matches. */
export function defineChildTag(tag: string): CustomElementConstructor | undefined {
  return defineOnce(tag, () => class extends HTMLElement {});
}
