import type { ComponentType, ReactNode } from 'react';
import { shadowRootEvent } from '../../base/protocol';
import { Announcer } from './host/announcer';
import { attributeValue, observedAttributeSpecs, propertyOf } from './host/attributes';
import { ElementContext, type ElementHandle } from './context';
import { adoptEarlyListeners } from './host/early-listeners';
import { eventAliases } from './host/events';
import { Handle } from './host/handle';
import {
  applyDefaults,
  type AttributeSpec,
  type PropsAcceptMetadata,
  type PropsMatchMetadata,
  type WidgetMetadata,
} from './metadata';
import { ProblemList, WidgetErrorBoundary } from './problems';
import { defineProperties } from './host/properties';
import {
  beforeHydrate,
  handlesEvents,
  reactHost,
  render,
  started,
  takeover,
  takingOver,
  view,
} from './host/react-host';
import type { Takeover } from './prerendered';
import { defineOnce } from './host/registry';
import { HostSettles, hostConnected, hostDisconnected } from './scroll-anchor';
import { adoptStyles } from './styles/stylesheets';
import { trackTheme } from './styles/theme';
import { adoptPageStyles } from './styles/page-styles';
import { stringifiedPropertyAttributes, takeOverEarlyProperties } from './host/upgrade';

export { defineOnce };

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
  /**
   * Loads what the widget's first render uses when it is there already (a highlighter): the server
   * awaits it before rendering, and an element awaits it before taking the server's markup over,
   * so both first renders are the same.
   */
  beforeHydrate?: (host: Element) => Promise<unknown>;
  /**
   * In the browser, before taking server markup over: loads the document the markup was made from
   * (the reference's spec) and resolves to false when it is not the one the server read (see
   * `sourceHashAttribute`). The element then renders afresh, with the markup on screen until then.
   */
  prerenderedIsCurrent?: (host: Element) => Promise<boolean>;
  /**
   * The widget's tree has no React event handler (`onClick`, `onKeyDown`…), in any state: its root
   * is created without React's delegated listeners (see react-host.tsx), the largest part of an
   * element's own cost on a page of hundreds. A handler added to such a tree would never be
   * called, so only widgets that show content and never react to input set it.
   */
  noEventHandlers?: boolean;
}

export interface WidgetDefinition {
  metadata: WidgetMetadata;
  /** The component the element renders (with `widgetTree` around it), for server rendering. */
  Component: ComponentType<never>;
  options: WidgetOptions;
  /** Defines the element under `tag` (default: the metadata's tag). Does nothing if already defined. */
  define(tag?: string): CustomElementConstructor | undefined;
}

/** The widget's CSS, adopted into each shadow root after the tokens and base rules. */
function applyStyles(root: ShadowRoot, options: WidgetOptions): void {
  adoptStyles(root, options.styles ?? []);
}

/**
 * What an element's React root renders, in the browser and on the server alike (hydration needs
 * the two to be the same tree): the handle in context, the live region, the attribute problems and
 * the component inside its error boundary.
 */
export function widgetTree<P extends object>(
  tag: string,
  metadata: WidgetMetadata,
  Component: ComponentType<P>,
  options: WidgetOptions,
  handle: ElementHandle,
  props: Record<string, unknown>,
): ReactNode {
  const content = (
    <Announcer>
      <ProblemList tag={tag} problems={handle.problems} />
      <WidgetErrorBoundary tag={tag} fallback={options.errorFallback}>
        <Component {...(applyDefaults(metadata.attributes, props) as P)} />
      </WidgetErrorBoundary>
    </Announcer>
  );
  return (
    <ElementContext.Provider value={handle}>
      {'title' in metadata.attributes ? (
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

const HANDLE = Symbol('docs-widgets.handle');
const VALUES = Symbol('docs-widgets.values');

/** An element of `createElementClass`, as the steps below see it. */
interface WidgetHost extends HTMLElement {
  [HANDLE]: Handle;
  /** The props the widget renders with. */
  [VALUES]: Record<string, unknown>;
  [takeover]: Takeover;
  [render](): void;
}

/**
 * What must load before the element takes server markup over (`WidgetOptions.beforeHydrate`),
 * and whether that markup is still current (`prerenderedIsCurrent`): false renders it afresh.
 */
function hydrationReady(host: Element, options: WidgetOptions): Promise<unknown> | undefined {
  const loading = options.beforeHydrate?.(host);
  const current = options.prerenderedIsCurrent?.(host);
  if (!current) return loading;
  return Promise.all([loading?.catch(() => {}), current]).then(([, isCurrent]) => isCurrent);
}

/** The element's first step, once it has its shadow root and knows how it takes it over. */
function startElement(host: WidgetHost, options: WidgetOptions): void {
  // Server markup stays on screen until the element's first render is ready (see react-host.tsx).
  if (host[takeover] !== 'client') host[HANDLE].rendering = 'prerendered';
  // Markup it hydrates keeps the server's stylesheet links, which hold the same rules (see
  // react-host.tsx); any other shadow root gets the shared sheets.
  if (host[takeover] !== 'hydrate') applyStyles(host.shadowRoot!, options);
  if (options.rendersElements) {
    document.dispatchEvent(new CustomEvent(shadowRootEvent, { detail: host.shadowRoot }));
  }
}

/** Takes an attribute's new value into the element's props, and renders again when that changes anything. */
function attributeChanged(host: WidgetHost, name: string, spec: AttributeSpec, newValue: string | null): void {
  const property = propertyOf(name, spec);
  const parsed = attributeValue(spec, property, newValue, host[VALUES][property]);
  const hadProblem = host[HANDLE].hasProblem(name);
  host[HANDLE].setProblem(name, parsed.problem, parsed.translation);
  // A widget reflecting its own state (`wrap`) writes the value it already has: rendering
  // again for that would be wasted, and is what could let a reflection bounce.
  if (Object.is(host[VALUES][property], parsed.value) && !hadProblem && parsed.problem === undefined) return;
  host[VALUES][property] = parsed.value;
  host[render]();
}

/** Says, for each property-only value a page wrote as an attribute (a stringified object), how to set it instead. */
function reportStringifiedProperties(host: WidgetHost, propertyOnly: readonly string[]): void {
  for (const { attribute, message } of stringifiedPropertyAttributes(
    host,
    propertyOnly,
    (property) => host[VALUES][property],
  )) {
    host[HANDLE].setProblem(attribute, message);
  }
}

/** The element's properties, one per attribute and property of the metadata: set, they render again. */
function defineWidgetProperties(
  prototype: WidgetHost,
  metadata: WidgetMetadata,
  propertyOnly: readonly string[],
): readonly string[] {
  return defineProperties(prototype, metadata.attributes, propertyOnly, {
    get: (element, property) => element[VALUES][property],
    hold(element, attribute, property, value) {
      element[HANDLE].setProblem(attribute, undefined);
      element[VALUES][property] = value;
      element[render]();
    },
  });
}

const followTheme = Symbol('docs-widgets.followTheme');

/**
 * What every widget element does alike, below its own class: it remembers who listens on it for an
 * event alias (see EventDispatcher.dispatch), and follows the theme of its ancestors while it is in
 * the page (`[followTheme]`, see theme.ts). Made on first use, as `reactHost()` is.
 */
function createWidgetBase() {
  abstract class WidgetBase extends reactHost() {
    abstract [HANDLE]: Handle;
    #untrackTheme: (() => void) | undefined;

    [followTheme](follow: boolean) {
      this.#untrackTheme?.();
      this.#untrackTheme = follow ? trackTheme(this) : undefined;
    }

    // Remember who listens on the element for an event alias (see EventDispatcher.dispatch).
    override addEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      this[HANDLE].events.added(type, listener);
      super.addEventListener(type, listener, options);
    }

    override removeEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | EventListenerOptions,
    ) {
      this[HANDLE].events.removed(type, listener);
      super.removeEventListener(type, listener, options);
    }
  }
  return WidgetBase;
}

let base: ReturnType<typeof createWidgetBase> | undefined;

function widgetBase(): ReturnType<typeof createWidgetBase> {
  return (base ??= createWidgetBase());
}

/**
 * The element class: each job lives in its own module (attributes.ts parses attributes,
 * properties.ts and upgrade.ts handle properties, react-host.tsx holds the React root, events.ts
 * and light-dom.ts sit behind the handle the widget's tree gets, theme.ts resolves the theme).
 * This wires them to the custom-element callbacks.
 */
function createElementClass<P extends object>(
  tag: string,
  metadata: WidgetMetadata,
  Component: ComponentType<P>,
  options: WidgetOptions,
): CustomElementConstructor {
  const attributes = observedAttributeSpecs(metadata);
  const propertyOnly = Object.keys(metadata.properties ?? {});
  const aliases = eventAliases(metadata);

  class WidgetElement extends widgetBase() {
    static observedAttributes = Object.keys(attributes);
    [HANDLE] = new Handle(this, tag, aliases);
    /** The props the widget renders with. */
    [VALUES]: Record<string, unknown> = {};

    override [beforeHydrate]() {
      return hydrationReady(this, options);
    }

    override [handlesEvents]() {
      return !options.noEventHandlers;
    }

    override [takingOver](how: 'hydrate' | 'replace') {
      this[HANDLE].hydrates = how === 'hydrate';
    }

    [view]() {
      return (
        <HostSettles host={this}>
          {widgetTree(tag, metadata, Component, options, this[HANDLE], this[VALUES])}
        </HostSettles>
      );
    }

    constructor() {
      super();
      adoptEarlyListeners(this, this[HANDLE].events.aliasListeners);
      takeOverEarlyProperties(this, properties);
    }

    override [started]() {
      startElement(this, options);
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null) {
      if (oldValue === newValue) return;
      if (name === 'theme' && this.isConnected) this[followTheme](true);
      const spec = attributes[name];
      if (spec) attributeChanged(this, name, spec, newValue);
    }

    override connectedCallback() {
      this[followTheme](true);
      reportStringifiedProperties(this, propertyOnly);
      hostConnected(this);
      super.connectedCallback();
    }

    override disconnectedCallback() {
      this[followTheme](false);
      // Moving an element (disconnect then connect in one task) must keep its React state.
      queueMicrotask(() => {
        if (this.isConnected) return;
        hostDisconnected(this);
        super.disconnectedCallback();
      });
    }
  }

  const properties = defineWidgetProperties(WidgetElement.prototype, metadata, propertyOnly);

  return WidgetElement;
}

/**
 * Turns a React component into a custom element: open shadow root, shared constructable
 * stylesheets with the design tokens, typed attributes and properties, slots, composed events,
 * an error boundary, and a `define()` that is safe to call twice.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineWidget<const M extends WidgetMetadata, P extends object>(
  metadata: M,
  Component: ComponentType<P> & PropsMatchMetadata<M, P> & PropsAcceptMetadata<M, P>,
  options: WidgetOptions = {},
): WidgetDefinition {
  return {
    metadata,
    Component: Component as ComponentType<never>,
    options,
    define(tag = metadata.tag) {
      const definition = defineOnce(tag, () => createElementClass(tag, metadata, Component, options));
      if (definition) adoptPageStyles(tag);
      return definition;
    },
  };
}

/** A light-DOM child tag with no behaviour of its own (`<tab-panel>`), defined so `:defined` matches. */
export function defineChildTag(tag: string): CustomElementConstructor | undefined {
  return defineOnce(tag, () => class extends HTMLElement {});
}
