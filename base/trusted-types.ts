// The widgets' one Trusted Types policy, `docs-widgets` (see the README's Content-Security-Policy
// part). Today it makes one kind of value: the address of a script the widgets start themselves
// (the command reference's spec worker), which a page that requires Trusted Types accepts only
// from a policy it allows.

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

/** The policy once made; null when the page does not allow it. */
let policy: ScriptUrlPolicy | null | undefined;

/** The name a page's `trusted-types` directive must allow. */
export const TRUSTED_TYPES_POLICY = 'docs-widgets';

/**
 * `url` (resolved against the page) as a value `new Worker()` accepts under the page's Trusted
 * Types: through the `docs-widgets` policy, which lets only same-origin addresses through (a worker
 * must be same-origin anyway); the plain address where the browser has no Trusted Types. Undefined
 * when the page does not allow the policy (its `trusted-types` directive does not name it, or
 * another copy of the widgets made it first): the caller then does without the script.
 */
export function trustedScriptUrl(url: string): string | undefined {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  const href = sameOriginHref(url);
  if (href === undefined) return undefined;
  if (!factory) return href;
  if (policy === undefined) {
    try {
      policy = factory.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL: (input) => {
          const allowed = sameOriginHref(input);
          if (allowed === undefined) throw new TypeError(`${TRUSTED_TYPES_POLICY}: only same-origin scripts`);
          return allowed;
        },
      });
    } catch {
      policy = null;
    }
  }
  // A TrustedScriptURL, typed as the string it stands for (what `new Worker()` is declared to take).
  return policy ? (policy.createScriptURL(href) as string) : undefined;
}

function sameOriginHref(url: string): string | undefined {
  try {
    const resolved = new URL(url, document.baseURI);
    return resolved.origin === location.origin ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}
