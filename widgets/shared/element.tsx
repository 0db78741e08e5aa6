import type { ComponentType, ReactNode } from 'react';
import { shadowRootEvent } from '../../base/protocol';
import { Announcer } from './announcer';
import { attributeValue, observedAttributeSpecs, propertyOf } from './attributes';
import { ElementContext, type ElementHandle } from './context';
import { adoptEarlyListeners } from './early-listeners';
import { eventAliases } from './events';
import { Handle } from './handle';
import type { PropsMatchMetadata, WidgetMetadata } from './metadata';
import { ProblemList, WidgetErrorBoundary } from './problems';
import { defineProperties } from './properties';
import { beforeHydrate, handlesEvents, reactHost, render, started, takeover, takingOver, view } from './react-host';
import { defineOnce } from './registry';
import { HostSettles, hostConnected, hostDisconnected } from './scroll-anchor';
import { adoptStyles } from './stylesheets';
import { trackTheme } from './theme';
import { adoptPageStyles } from './page-styles';
import { stringifiedPropertyAttributes, takeOverEarlyProperties } from './upgrade';

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
        <Component {...(props as P)} />
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

  class WidgetElement extends reactHost() {
    static observedAttributes = Object.keys(attributes);
    [HANDLE] = new Handle(this, tag, aliases);
    /** The props the widget renders with. */
    [VALUES]: Record<string, unknown> = {};
    #untrackTheme: (() => void) | undefined;

    override [beforeHydrate]() {
      const loading = options.beforeHydrate?.(this);
      const current = options.prerenderedIsCurrent?.(this);
      if (!current) return loading;
      return Promise.all([loading?.catch(() => {}), current]).then(([, isCurrent]) => isCurrent);
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
      // Server markup stays on screen until the element's first render is ready (see react-host.tsx).
      if (this[takeover] !== 'client') this[HANDLE].rendering = 'prerendered';
      // Markup it hydrates keeps the server's stylesheet links, which hold the same rules (see
      // react-host.tsx); any other shadow root gets the shared sheets.
      if (this[takeover] !== 'hydrate') applyStyles(this.shadowRoot!, options);
      if (options.rendersElements) {
        document.dispatchEvent(new CustomEvent(shadowRootEvent, { detail: this.shadowRoot }));
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
      const property = propertyOf(name, spec);
      const parsed = attributeValue(spec, property, newValue, this[VALUES][property]);
      const hadProblem = this[HANDLE].hasProblem(name);
      this[HANDLE].setProblem(name, parsed.problem);
      // A widget reflecting its own state (`wrap`) writes the value it already has: rendering
      // again for that would be wasted, and is what could let a reflection bounce.
      if (Object.is(this[VALUES][property], parsed.value) && !hadProblem && parsed.problem === undefined) return;
      this[VALUES][property] = parsed.value;
      this[render]();
    }

    override connectedCallback() {
      this.#untrackTheme?.();
      this.#untrackTheme = trackTheme(this);
      for (const { attribute, message } of stringifiedPropertyAttributes(
        this,
        propertyOnly,
        (property) => this[VALUES][property],
      )) {
        this[HANDLE].setProblem(attribute, message);
      }
      hostConnected(this);
      super.connectedCallback();
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

    override disconnectedCallback() {
      this.#untrackTheme?.();
      this.#untrackTheme = undefined;
      // Moving an element (disconnect then connect in one task) must keep its React state.
      queueMicrotask(() => {
        if (this.isConnected) return;
        hostDisconnected(this);
        super.disconnectedCallback();
      });
    }
  }

  const properties = defineProperties(WidgetElement.prototype, metadata.attributes, propertyOnly, {
    get: (element, property) => element[VALUES][property],
    hold(element, attribute, property, value) {
      element[HANDLE].setProblem(attribute, undefined);
      element[VALUES][property] = value;
      element[render]();
    },
  });

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
  Component: ComponentType<P> & PropsMatchMetadata<M, P>,
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
