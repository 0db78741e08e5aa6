/**
 * An element's properties, one accessor per attribute of its own and per property-only prop.
 * Strings, numbers and booleans are reflected to their attribute, which then updates the prop, so
 * attribute and property never disagree; objects (JSON attributes set as properties, property-only
 * props such as `spec`) are held as given, and JSON text set as a property is read as its attribute.
 */
import { propertyOf } from './attributes';
import type { AttributeSpec } from '../metadata';

export interface PropertyStore<E> {
  /** The prop's current value, which the getter returns. */
  get(element: E, property: string): unknown;
  /** Holds an object as the prop's value and clears any problem shown for `attribute`. */
  hold(element: E, attribute: string, property: string, value: unknown): void;
}

/** What setting the property of attribute `name` does: reflect it, or (JSON) hold the object. */
export function setAttributeProperty(
  element: HTMLElement,
  name: string,
  spec: AttributeSpec,
  value: unknown,
  hold: (value: unknown) => void,
): void {
  if (spec.type === 'json' && typeof value === 'string') {
    // JSON text set as the property is read as the attribute would be: MDX and React write a
    // string attribute of a custom element (`values='[…]'`) as its property once it is defined.
    element.setAttribute(name, value);
  } else if (spec.type === 'json') {
    hold(value);
  } else if (spec.type === 'boolean') {
    // Vue passes a bare boolean attribute (`<docs-callout closable>`) as the property value "".
    element.toggleAttribute(name, value === '' || Boolean(value));
  } else if (value === null || value === undefined) {
    element.removeAttribute(name);
  } else {
    element.setAttribute(name, String(value));
  }
}

/** Defines the accessors on `prototype`; returns the property names, for `takeOverEarlyProperties`. */
export function defineProperties<E extends HTMLElement>(
  prototype: E,
  attributes: Record<string, AttributeSpec>,
  propertyOnly: readonly string[],
  store: PropertyStore<E>,
): string[] {
  const define = (property: string, set: (element: E, value: unknown) => void) => {
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: E) {
        return store.get(this, property);
      },
      set(this: E, value: unknown) {
        set(this, value);
      },
    });
    return property;
  };
  return [
    ...Object.entries(attributes).map(([name, spec]) => {
      const property = propertyOf(name, spec);
      return define(property, (element, value) =>
        setAttributeProperty(element, name, spec, value, (object) => store.hold(element, name, property, object)),
      );
    }),
    // An attribute of that name can only hold "[object Object]" (see upgrade.ts), whose message goes.
    ...propertyOnly.map((property) =>
      define(property, (element, value) => store.hold(element, property.toLowerCase(), property, value)),
    ),
  ];
}
