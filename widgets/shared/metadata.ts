/**
 * The public API of an element, declared once as plain data. The runtime reads it to type
 * attributes and properties; the build reads it (in Node, so no React or CSS imports here) to
 * write `custom-elements.json` and the TypeScript tag maps.
 */

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeSpec {
  type: AttributeType;
  description: string;
  /**
   * The value the widget uses when the attribute is absent. The runtime gives it to the component
   * as the prop's value (`applyDefaults`), so neither the adapter nor the component repeats it,
   * unless it is `wording`.
   */
  default?: string | number | boolean | null;
  /**
   * The default is words a reader sees (a label, a heading), written here in English for the
   * reference: the component supplies them itself, so that it can give them in the page's
   * language. The runtime leaves the prop undefined when the attribute is absent.
   */
  wording?: true;
  /** Allowed values of a string attribute; anything else falls back to the default with a warning. */
  values?: readonly string[];
  /** The property name when it is not the camelCase form of the attribute. */
  property?: string;
  /** TypeScript type of the property, for the manifest and typings (e.g. `AcceptedValue[]`). */
  propertyType?: string;
}

export interface PropertySpec {
  /** TypeScript type, for the manifest and typings. */
  type: string;
  description: string;
}

export interface EventSpec {
  description: string;
  /** TypeScript type of `event.detail`. */
  detail?: string;
  /**
   * A plain name the event is also fired under (`copy` for `dw-copy`), for listeners on the element
   * itself: it does not bubble, and it is fired only while the element has such a listener (or an
   * `on<name>` handler), because on its way to the element it passes the page's capture listeners,
   * written for the browser's own `copy` and `close`. Not fired when the `dw-` event was cancelled.
   */
  alias?: string;
}

export interface CssPropertySpec {
  description: string;
  default?: string;
}

export interface WidgetMetadata {
  tag: string;
  summary: string;
  attributes: Record<string, AttributeSpec>;
  /** Properties with no attribute (objects, functions). */
  properties?: Record<string, PropertySpec>;
  events?: Record<string, EventSpec>;
  /** Slot name to description; the empty name is the default slot. */
  slots?: Record<string, string>;
  parts?: Record<string, string>;
  cssProperties?: Record<string, CssPropertySpec>;
  /** Values the element puts in its `data-state` attribute. */
  states?: readonly string[];
  /** Child tags this element defines along with itself (e.g. `tab-panel`). */
  childTags?: Record<string, string>;
  /**
   * Types that `propertyType` / property `type` texts name, written into the generated typings
   * (e.g. `{ AuthProvider: '{ name: string; href: string }' }`).
   */
  typeAliases?: Record<string, string>;
  /**
   * Whether a prerendered instance has nothing left to do once drawn: no listener, no effect, no
   * state, nothing that follows the page by script. The loader then leaves such an instance as its
   * declarative shadow root, defining nothing and fetching no chunk, until a script changes one of
   * its attributes, or its light DOM so that the markup no longer shows it. `{ unlessAttributes }` names attributes whose presence makes an instance
   * interactive (`closable` on `<docs-callout>`). Leave it out when in doubt.
   */
  static?: true | { unlessAttributes: readonly string[] };
  /**
   * Whether a prerendered instance may stay as its markup until the reader needs it: it is
   * interactive, but what it shows before the first touch is the server's markup (with the tab
   * choice the page's early script applies), and nothing it does needs data at load. The loader
   * then fetches its chunk on the first pointer down, key or focus inside it, a URL hash naming
   * something inside it, an attribute change, or a `docs-widgets:wake` event, and the runtime
   * replays the click, key or focus that woke it. With `static: { unlessAttributes }`, it is the
   * instances with one of those attributes that wait for a touch. With `{ unlessAttributes }` here,
   * the instances with one of those attributes load at once (what they show depends on more than
   * their markup: `<cli-reference versions>` reads the version from the address). An instance whose
   * markup holds an element marked `data-dw-eager` (a part the live widget fills with the page's
   * values) loads at once too when the page has values to give (a login it announced, placeholders
   * the reader may fill in), and wakes when the page announces a login later; one whose host
   * records the hash of the document it was drawn from (`data-dw-source`) wakes when that
   * document, fetched from the address in its `sourceAttribute` (`src`), has changed since.
   */
  untilTouched?: true | { unlessAttributes?: readonly string[]; sourceAttribute?: string };
  /**
   * The standard tags of the widgets whose code this widget's code loads with it: the components it
   * renders in its shadow root (`<cli-reference>` renders `ParamRow` and `CodeBlock`), and the
   * code it renders with (`<project-setup>` reads the project chosen in `<api-settings>`). The
   * prerender loads their code with this widget's, and theirs in turn, so their server hooks
   * (`beforeEveryRender`) hold for its render too. A test (`server/embeds.test.ts`) checks it
   * against the widget's imports and stylesheets.
   */
  embeds?: readonly string[];
  /**
   * The standard tags of the widgets whose code this widget imports only on demand, behind a
   * dynamic `import()` (`<code-block>`'s project pickers, for a page with a login): the browser
   * fetches it when needed, and the prerender does not load it with this widget.
   */
  embedsOnDemand?: readonly string[];
  /** `false` for a plain child tag that renders nothing itself (`<tab-panel>`): no shadow root. */
  shadowRoot?: false;
  /** Set by collectMetadata: the widgets/ folder that declares this element. */
  folder?: string;
}

/** Attributes every element understands, handled by the runtime. */
export const commonAttributes = {
  theme: {
    type: 'string',
    values: ['light', 'dark', 'auto'],
    default: 'auto',
    description:
      'Colour scheme. Without it, the nearest ancestor\u2019s `theme` or `data-theme` attribute decides, else the site\u2019s dark-mode mark (a `dark` class on `<html>`, `data-md-color-scheme`, `data-bs-theme`), else the page\u2019s `color-scheme` (light on pages that declare none). `auto` skips the ancestors.',
  },
  'docs-base': {
    type: 'string',
    description:
      'Base URL that docs links such as `/guides/auth` resolve against. Overrides the page-wide `docs-widgets:docs-base` meta tag; defaults to the page origin.',
  },
  'dashboard-base': {
    type: 'string',
    description:
      'Base URL of the platform dashboard for dashboard links. Overrides the page-wide `docs-widgets:dashboard-base` meta tag; defaults to `<page origin>/dashboard`.',
  },
} as const satisfies Record<string, AttributeSpec>;

export function toPropertyName(attribute: string): string {
  return attribute.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** `project-ref` → `projectRef`, at the type level (see `toPropertyName`). */
type CamelCase<Name extends string> = Name extends `${infer Head}-${infer First}${infer Rest}`
  ? `${Head}${Uppercase<First>}${CamelCase<Rest>}`
  : Name;

/** The prop an attribute arrives as: its `property`, else its name in camelCase. */
type AttributeProp<Name extends string, Spec> = Spec extends { property: infer Property extends string }
  ? Property
  : CamelCase<Name>;

/** Every prop the runtime gives a widget's component, read from its metadata's attributes and properties. */
export type MetadataProps<Metadata extends WidgetMetadata> =
  | {
      [Name in keyof Metadata['attributes'] & string]: AttributeProp<Name, Metadata['attributes'][Name]>;
    }[keyof Metadata['attributes'] & string]
  | (Metadata['properties'] extends Record<string, PropertySpec> ? keyof Metadata['properties'] & string : never);

/** The value an attribute gives its prop: JSON arrives unchecked, so its adapter checks it. */
type AttributeValue<Spec> = Spec extends { type: 'boolean' }
  ? boolean
  : Spec extends { type: 'number' }
    ? number
    : Spec extends { values: readonly (infer Value extends string)[] }
      ? Value
      : Spec extends { type: 'string' }
        ? string
        : unknown;

/** Whether the runtime fills the prop in from the attribute's `default` (see `applyDefaults`). */
type HasAppliedDefault<Spec> = Spec extends { default: string | number | boolean }
  ? Spec extends { wording: true }
    ? false
    : true
  : false;

type AttributeProps<Attributes, Defaulted extends boolean> = {
  [
    Name in keyof Attributes & string as HasAppliedDefault<Attributes[Name]> extends Defaulted
      ? AttributeProp<Name, Attributes[Name]>
      : never
  ]: AttributeValue<Attributes[Name]>;
};

/**
 * The props the runtime gives an element's adapter, derived from its metadata (declared
 * `as const`): each attribute under its property name and with its type (an enumeration as the
 * union of its values), always present when the metadata gives a default, which the runtime
 * applies; property-only properties as `unknown`, since a page may set anything, so the adapter
 * checks them; and the attributes every element has.
 */
export type ElementProps<Metadata extends WidgetMetadata> = AttributeProps<Metadata['attributes'], true> &
  Partial<AttributeProps<Metadata['attributes'], false>> &
  (Metadata['properties'] extends Record<string, PropertySpec>
    ? { [Property in keyof Metadata['properties'] & string]?: unknown }
    : unknown) & {
    [Name in keyof typeof commonAttributes as AttributeProp<Name, (typeof commonAttributes)[Name]>]?: AttributeValue<
      (typeof commonAttributes)[Name]
    >;
  };

/** The props of the attributes every element has (`theme`, `docsBase`, `dashboardBase`): a component may take them or not. */
export type CommonProps = {
  [Name in keyof typeof commonAttributes]: AttributeProp<Name, (typeof commonAttributes)[Name]>;
}[keyof typeof commonAttributes];

/**
 * What `defineWidget(metadata, Component)` requires of the component's props `Props`: every prop
 * the metadata declares, and no prop it does not (besides `children` and the common attributes).
 * A mismatch makes the component's type demand a property naming the keys, so the compiler's
 * message lists them. Metadata typed as plain `WidgetMetadata` (not `as const`) is not checked.
 */
export type PropsMatchMetadata<Metadata extends WidgetMetadata, Props> = string extends keyof Metadata['attributes']
  ? unknown
  : [
        Exclude<MetadataProps<Metadata>, keyof Props>,
        Exclude<keyof Props, MetadataProps<Metadata> | CommonProps | 'children'>,
      ] extends [never, never]
    ? unknown
    : {
        'props the metadata declares and the component lacks': Exclude<MetadataProps<Metadata>, keyof Props>;
        'props the component takes and the metadata does not declare': Exclude<
          keyof Props,
          MetadataProps<Metadata> | CommonProps | 'children'
        >;
      };

/**
 * What `defineWidget(metadata, Component)` requires of the types of the component's props: each
 * must take the value the runtime gives it (`ElementProps`), defaults included. A prop that is
 * required but has no default in the metadata, or whose type differs, is named in the compiler's
 * message.
 */
export type PropsAcceptMetadata<Metadata extends WidgetMetadata, Props> = string extends keyof Metadata['attributes']
  ? unknown
  : [MismatchedProps<Metadata, Props>] extends [never]
    ? unknown
    : { 'props whose type or default differs from the metadata': MismatchedProps<Metadata, Props> };

/** The attribute props whose value, as the runtime gives it, the component's props do not take. */
type MismatchedProps<Metadata extends WidgetMetadata, Props> = {
  [Name in AttributePropName<Metadata> & keyof Props]-?: Name extends keyof ElementProps<Metadata>
    ? Pick<ElementProps<Metadata>, Name> extends Pick<Props, Name>
      ? never
      : Name
    : never;
}[AttributePropName<Metadata> & keyof Props];

/**
 * The props an element's attributes give (its own and the common ones). Property-only values are
 * left out of the type comparison: their type is text in the metadata, and `ElementProps` gives
 * them as `unknown` for the adapter to check.
 */
type AttributePropName<Metadata extends WidgetMetadata> =
  | {
      [Name in keyof Metadata['attributes'] & string]: AttributeProp<Name, Metadata['attributes'][Name]>;
    }[keyof Metadata['attributes'] & string]
  | CommonProps;

/**
 * `props` with each absent attribute's `default` filled in (not `wording` ones): what the
 * component receives, in the browser and on the server alike, so a default is written only in the
 * metadata. Returns `props` itself when nothing is missing.
 */
export function applyDefaults(
  attributes: Readonly<Record<string, AttributeSpec>>,
  props: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  let withDefaults = props;
  for (const [name, spec] of Object.entries(attributes)) {
    if (spec.default === undefined || spec.default === null || spec.wording) continue;
    const property = spec.property ?? toPropertyName(name);
    if (props[property] !== undefined) continue;
    if (withDefaults === props) withDefaults = { ...props };
    (withDefaults as Record<string, unknown>)[property] = spec.default;
  }
  return withDefaults;
}
