// The public face of <rate-limit-table>: what other widgets and the package entries may import.
export { define, metadata, rateLimitTable } from './rate-limit-table.element';
