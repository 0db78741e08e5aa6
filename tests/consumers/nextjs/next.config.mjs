// A new Next.js app's defaults, exported as static files: nothing docs-widgets needs besides the package.
/** @type {import('next').NextConfig} */
export default {
  output: 'export',
  trailingSlash: true,
};
