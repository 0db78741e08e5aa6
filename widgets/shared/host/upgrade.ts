/**
 * What happens to values a page gives an element before its definition arrives (the lazy loader
 * defines a tag only once its chunk has loaded). Frameworks decide between attribute and property
 * with `name in element`, which is false until then: React 19 and Vue then write an object or an
 * array as an attribute, and the attribute holds only the text `[object Object]`.
 */

/** The text `String(value)` gives for an object or an array of objects: the value itself is lost. */
export function isStringifiedObject(raw: string | null): boolean {
  return raw !== null && /^\[object [A-Za-z]+\](,\[object [A-Za-z]+\])*$/.test(raw.trim());
}

/** The message shown in the widget, naming the fix for each way of setting the value. */
export function stringifiedObjectProblem(property: string): string {
  return (
    `received the text "[object Object]": an object was set as an attribute before the element was defined, and its value is lost. ` +
    `Set the \`${property}\` property instead: in React use the component from docs-widgets/react, ` +
    `in Vue bind it with \`:${property}.prop\`, or import the element (docs-widgets/elements/…) before rendering.`
  );
}

/**
 * An attribute change that carries `[object Object]`: the value the element already holds as a
 * property (a framework set both, in either order) wins, with no message; with none, a message.
 */
export function parseStringifiedObject(property: string, current: unknown): { value: unknown; problem?: string } {
  return current === undefined ? { value: undefined, problem: stringifiedObjectProblem(property) } : { value: current };
}

/**
 * Attributes named after property-only properties (`spec`, `providers`): the element does not
 * observe them, so an object a framework stringified into one would otherwise vanish silently.
 * Returns the attribute name and the message for each one that holds `[object Object]` while the
 * property has no value.
 */
export function stringifiedPropertyAttributes(
  element: Element,
  properties: readonly string[],
  current: (property: string) => unknown,
): Array<{ attribute: string; message: string }> {
  return properties.flatMap((property) => {
    const attribute = property.toLowerCase();
    const raw = element.getAttribute(attribute);
    return isStringifiedObject(raw) && current(property) === undefined
      ? [{ attribute, message: stringifiedObjectProblem(property) }]
      : [];
  });
}

/**
 * A page may set properties before our script defines the tag; those landed on the instance as
 * plain data properties and would hide the element's accessors. Moves each one of `properties`
 * through its accessor instead (called from the constructor, once the accessors exist).
 */
export function takeOverEarlyProperties(element: object, properties: Iterable<string>): void {
  const own = element as Record<string, unknown>;
  for (const property of properties) {
    if (Object.prototype.hasOwnProperty.call(own, property)) {
      const value = own[property];
      delete own[property];
      own[property] = value;
    }
  }
}
