/**
 * Messages by full id (`param-row.required`), in one language: what a language chunk or a site
 * gives. A leaf module, so the language chunks the catalogue loads import nothing that imports them.
 */
export type Messages = Readonly<Record<string, string>>;
