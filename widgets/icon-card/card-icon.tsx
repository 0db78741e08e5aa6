import { useEffect } from 'react';
import type { AttributeProblem } from '../shared/context';
import { ProblemList } from '../shared/problems';
import { CardImage, imageUrl } from './card-image';
import { BuiltinIcon, builtinIconNames, isBuiltinIcon, type BuiltinIconName } from './icons';

type ResolvedIcon =
  { kind: 'none' } | { kind: 'builtin'; name: BuiltinIconName } | { kind: 'url'; url: string } | { kind: 'invalid' };

/** An `icon` attribute is a built-in icon name or the URL of an image (http or https only). */
export function resolveIcon(icon: string | undefined): ResolvedIcon {
  const value = icon?.trim();
  if (!value) return { kind: 'none' };
  if (isBuiltinIcon(value)) return { kind: 'builtin', name: value };
  if (/^[a-z][a-z0-9-]*$/i.test(value)) return { kind: 'invalid' };
  const url = imageUrl(value);
  return url ? { kind: 'url', url } : { kind: 'invalid' };
}

/** The icon for an `icon` attribute, or undefined when there is none or it cannot be used. */
export function cardIcon(icon: string | undefined, hasLightIcon = false) {
  const resolved = resolveIcon(icon);
  if (resolved.kind === 'builtin') return <BuiltinIcon name={resolved.name} />;
  if (resolved.kind === 'url') return <CardImage url={resolved.url} hasLightIcon={hasLightIcon} />;
  return undefined;
}

/** What is wrong with a card's attributes, for the element to show and log. */
export function cardProblems(
  { title, href, icon }: { title?: string; href?: string; icon?: string },
  resolvedHref: string | undefined,
): AttributeProblem[] {
  const problems: AttributeProblem[] = [];
  if (!title?.trim()) problems.push({ attribute: 'title', message: 'is missing: the card needs a title.' });
  if (!href?.trim()) {
    problems.push({ attribute: 'href', message: 'is missing, so the card is not a link.' });
  } else if (!resolvedHref) {
    problems.push({
      attribute: 'href',
      message: `"${href}" is not a safe link (use http, https, a site path or a path relative to the page); the card is not a link.`,
    });
  }
  if (resolveIcon(icon).kind === 'invalid') {
    problems.push({
      attribute: 'icon',
      message: `"${icon}" is neither a built-in icon (${builtinIconNames.join(', ')}) nor an image URL.`,
    });
  }
  return problems;
}

/** True when the host has text or elements to slot in. */
export { hasLightContent } from '../shared/host/light-dom';

/** Shows and logs a card's attribute problems, naming the element. */
export function CardProblems({ tag, problems }: { tag: string; problems: ReturnType<typeof cardProblems> }) {
  const messages = problems
    .map((problem) => `<${tag}> attribute "${problem.attribute}": ${problem.message}`)
    .join('\n');
  useEffect(() => {
    if (messages) console.warn(messages);
  }, [messages]);
  return <ProblemList tag={tag} problems={problems} />;
}
