import Link from 'next/link';

/** Links between the two test pages (not in the layout: the bench pages would load the linked pages' code). */
export function Nav() {
  return (
    <nav>
      <Link href="/">Server component page</Link> <Link href="/client/">Client component page</Link>
    </nav>
  );
}
