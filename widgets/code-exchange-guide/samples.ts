/**
 * Sample code of the code-exchange guide. Every server sample reads `code` and `next`, passes
 * `next` through `safeNextPath` (so only a path on the same site is ever used), exchanges the
 * code with `exchangeCodeForSession(code)`, and sends the reader to `next` on success or to
 * `/auth/auth-code-error` otherwise. Unit tests compile each sample and run the helper.
 */

export const safeNextPathSource = `/**
 * The path to continue to after sign-in, if \`next\` is a path on this site such as
 * "/account?tab=profile". Anything else gives "/": no value, absolute URLs
 * ("https://evil.example"), protocol-relative ones ("//evil.example", "/\\evil.example"),
 * and paths hiding tabs, line breaks or backslashes, which browsers drop or read as "/".
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return '/'
  if (/[\\\\\\u0000-\\u001f\\u007f]/.test(next)) return '/'
  return next
}`;

export const signInSource = `// Wherever sign-in starts: come back to /auth/callback, then continue to /account
const { error } = await supabase.auth.signInWithOAuth({
  provider: 'github',
  options: {
    redirectTo: \`\${window.location.origin}/auth/callback?next=\${encodeURIComponent('/account')}\`,
  },
})`;

export interface FrameworkSample {
  value: string;
  label: string;
  file: string;
  code: string;
}

export const serverSamples: readonly FrameworkSample[] = [
  {
    value: 'nextjs',
    label: 'Next.js',
    file: 'app/auth/callback/route.ts',
    code: `import { NextResponse, type NextRequest } from 'next/server'
import { cookies } from 'next/headers'
import { createServerClient } from '@supabase/ssr'
import { safeNextPath } from '@/lib/safe-next-path'

export async function GET(request: NextRequest) {
  const { searchParams, origin } = new URL(request.url)
  const code = searchParams.get('code')
  const next = safeNextPath(searchParams.get('next'))

  if (code) {
    const cookieStore = await cookies()
    const supabase = createServerClient(
      process.env.NEXT_PUBLIC_SUPABASE_URL!,
      process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
      {
        cookies: {
          getAll() {
            return cookieStore.getAll()
          },
          setAll(cookiesToSet) {
            cookiesToSet.forEach(({ name, value, options }) => cookieStore.set(name, value, options))
          },
        },
      },
    )
    const { error } = await supabase.auth.exchangeCodeForSession(code)
    if (!error) return NextResponse.redirect(new URL(next, origin))
  }

  return NextResponse.redirect(new URL('/auth/auth-code-error', origin))
}`,
  },
  {
    value: 'sveltekit',
    label: 'SvelteKit',
    file: 'src/routes/auth/callback/+server.ts',
    code: `import { redirect } from '@sveltejs/kit'
import { createServerClient } from '@supabase/ssr'
import { PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY } from '$env/static/public'
import { safeNextPath } from '$lib/safe-next-path'
import type { RequestHandler } from './$types'

export const GET: RequestHandler = async ({ url, cookies }) => {
  const code = url.searchParams.get('code')
  const next = safeNextPath(url.searchParams.get('next'))

  if (code) {
    const supabase = createServerClient(PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY, {
      cookies: {
        getAll: () => cookies.getAll(),
        setAll: (cookiesToSet) => {
          cookiesToSet.forEach(({ name, value, options }) =>
            cookies.set(name, value, { ...options, path: '/' }),
          )
        },
      },
    })
    const { error } = await supabase.auth.exchangeCodeForSession(code)
    // redirect() throws, so nothing after it runs
    if (!error) redirect(303, next)
  }

  redirect(303, '/auth/auth-code-error')
}`,
  },
  {
    value: 'astro',
    label: 'Astro',
    file: 'src/pages/auth/callback.ts',
    code: `import type { APIRoute } from 'astro'
import { createServerClient, parseCookieHeader } from '@supabase/ssr'
import { safeNextPath } from '../../lib/safe-next-path'

// Runs on every request, also in a mostly static site
export const prerender = false

export const GET: APIRoute = async ({ url, request, cookies, redirect }) => {
  const code = url.searchParams.get('code')
  const next = safeNextPath(url.searchParams.get('next'))

  if (code) {
    const supabase = createServerClient(
      import.meta.env.PUBLIC_SUPABASE_URL,
      import.meta.env.PUBLIC_SUPABASE_ANON_KEY,
      {
        cookies: {
          getAll() {
            return parseCookieHeader(request.headers.get('Cookie') ?? '').map(({ name, value }) => ({
              name,
              value: value ?? '',
            }))
          },
          setAll(cookiesToSet) {
            cookiesToSet.forEach(({ name, value, options }) => cookies.set(name, value, options))
          },
        },
      },
    )
    const { error } = await supabase.auth.exchangeCodeForSession(code)
    if (!error) return redirect(next)
  }

  return redirect('/auth/auth-code-error')
}`,
  },
  {
    value: 'remix',
    label: 'Remix',
    file: 'app/routes/auth.callback.ts',
    code: `import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr'
import { safeNextPath } from '~/lib/safe-next-path'

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const code = url.searchParams.get('code')
  const next = safeNextPath(url.searchParams.get('next'))
  const headers = new Headers()

  if (code) {
    const supabase = createServerClient(process.env.SUPABASE_URL!, process.env.SUPABASE_ANON_KEY!, {
      cookies: {
        getAll() {
          return parseCookieHeader(request.headers.get('Cookie') ?? '').map(({ name, value }) => ({
            name,
            value: value ?? '',
          }))
        },
        setAll(cookiesToSet) {
          cookiesToSet.forEach(({ name, value, options }) =>
            headers.append('Set-Cookie', serializeCookieHeader(name, value, options)),
          )
        },
      },
    })
    const { error } = await supabase.auth.exchangeCodeForSession(code)
    if (!error) return redirect(next, { headers })
  }

  return redirect('/auth/auth-code-error', { headers })
}`,
  },
  {
    value: 'express',
    label: 'Express',
    file: 'src/server.ts',
    code: `import express from 'express'
import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr'
import { safeNextPath } from './safe-next-path.js'

const app = express()

app.get('/auth/callback', async (req, res) => {
  // Query values may arrive as arrays (?next=a&next=b): accept single strings only
  const code = typeof req.query.code === 'string' ? req.query.code : undefined
  const next = safeNextPath(typeof req.query.next === 'string' ? req.query.next : undefined)

  if (code) {
    const supabase = createServerClient(process.env.SUPABASE_URL!, process.env.SUPABASE_ANON_KEY!, {
      cookies: {
        getAll() {
          return parseCookieHeader(req.headers.cookie ?? '').map(({ name, value }) => ({
            name,
            value: value ?? '',
          }))
        },
        setAll(cookiesToSet) {
          cookiesToSet.forEach(({ name, value, options }) =>
            res.append('Set-Cookie', serializeCookieHeader(name, value, options)),
          )
        },
      },
    })
    const { error } = await supabase.auth.exchangeCodeForSession(code)
    if (!error) return res.redirect(303, next)
  }

  res.redirect(303, '/auth/auth-code-error')
})

app.listen(3000)`,
  },
];

/** The callback handled in the browser, for apps without a server. */
/** The client sample's environment, filled with the reader's own values while they are logged in. */
export const clientEnvironment = 'VITE_SUPABASE_URL={{project-url}}\nVITE_SUPABASE_ANON_KEY={{anon-key}}';

export const clientSample: FrameworkSample = {
  value: 'browser',
  label: 'Browser',
  file: 'src/auth-callback.ts',
  code: `// Runs on the page served at /auth/callback
import { createClient } from '@supabase/supabase-js'
import { safeNextPath } from './safe-next-path'

const supabase = createClient(import.meta.env.VITE_SUPABASE_URL, import.meta.env.VITE_SUPABASE_ANON_KEY, {
  // PKCE keeps the code verifier in this browser's storage until the exchange;
  // the exchange below is done by hand, so the client must not try it as well
  auth: { flowType: 'pkce', detectSessionInUrl: false },
})

const params = new URLSearchParams(window.location.search)
const code = params.get('code')
const next = safeNextPath(params.get('next'))

if (code) {
  const { error } = await supabase.auth.exchangeCodeForSession(code)
  window.location.replace(error ? '/auth/auth-code-error' : next)
} else {
  window.location.replace('/auth/auth-code-error')
}`,
};
