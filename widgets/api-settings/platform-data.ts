/**
 * The platform API's answers as the widget uses them, and hand-written decoders that turn an
 * untrusted JSON value into them. Decoders keep only the fields the widget reads, are lenient
 * about optional fields being absent and strict about the types of what is there, and describe
 * a problem by its path without echoing the value (which could be a key).
 */

export interface Organization {
  id: number;
  name: string;
}

export interface Project {
  ref: string;
  name: string;
  organizationId: number;
  isBranchEnabled: boolean;
}

export interface Branch {
  id: string;
  name: string;
  projectRef: string;
  parentProjectRef: string;
}

export interface ApiSettings {
  /** `{protocol}://{endpoint}`, e.g. `https://abcdefghijklmnopqrst.supabase.co`. */
  url: string;
  anonKey: string;
}

/** A response that parsed as JSON but is not what the endpoint promises. */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${path}: expected ${expected}`);
  }
}

/** Refs and ids go into request paths, so they must be plain tokens (no `/`, `..`, spaces). */
const identifierPattern = /^[A-Za-z0-9_-]{1,64}$/;

export function isIdentifier(value: unknown): value is string {
  return typeof value === 'string' && identifierPattern.test(value);
}

type Fields = Record<string, unknown>;

function record(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ResponseShapeError(path, 'an object');
  }
  return value as Fields;
}

function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new ResponseShapeError(path, 'a list');
  return value;
}

function text(fields: Fields, key: string, path: string): string {
  const value = fields[key];
  if (typeof value !== 'string') throw new ResponseShapeError(`${path}.${key}`, 'a string');
  return value;
}

function identifier(fields: Fields, key: string, path: string): string {
  const value = fields[key];
  if (!isIdentifier(value)) throw new ResponseShapeError(`${path}.${key}`, 'an identifier of letters, digits, _ or -');
  return value;
}

function integer(fields: Fields, key: string, path: string): number {
  const value = fields[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new ResponseShapeError(`${path}.${key}`, 'an integer');
  }
  return value;
}

function optionalBoolean(fields: Fields, key: string, path: string): boolean {
  const value = fields[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new ResponseShapeError(`${path}.${key}`, 'true or false');
  return value;
}

/** `GET /platform/organizations` */
export function decodeOrganizations(data: unknown): Organization[] {
  return list(data, 'organizations').map((item, index) => {
    const path = `organizations[${index}]`;
    const fields = record(item, path);
    return { id: integer(fields, 'id', path), name: text(fields, 'name', path) };
  });
}

/** `GET /platform/projects` */
export function decodeProjects(data: unknown): Project[] {
  return list(data, 'projects').map((item, index) => {
    const path = `projects[${index}]`;
    const fields = record(item, path);
    return {
      ref: identifier(fields, 'ref', path),
      name: text(fields, 'name', path),
      organizationId: integer(fields, 'organization_id', path),
      isBranchEnabled: optionalBoolean(fields, 'is_branch_enabled', path),
    };
  });
}

/** `GET /v1/projects/{ref}/branches` */
export function decodeBranches(data: unknown): Branch[] {
  return list(data, 'branches').map((item, index) => {
    const path = `branches[${index}]`;
    const fields = record(item, path);
    return {
      id: identifier(fields, 'id', path),
      name: text(fields, 'name', path),
      projectRef: identifier(fields, 'project_ref', path),
      parentProjectRef: identifier(fields, 'parent_project_ref', path),
    };
  });
}

/** One label of a host name: letters, digits and inner hyphens, at most 63 characters. */
const hostLabelPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * True for what `endpoint` may be: a host name (labels joined by single dots, no leading or
 * trailing dot or hyphen, at most 253 characters) with an optional port from 1 to 65535.
 * `..`, `-`, `a.test:99999` and `a.test:0` are not, so they never become `https://..`.
 */
export function isEndpoint(value: string): boolean {
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, host = '', port] = match;
  if (host.length > 253 || !host.split('.').every((label) => hostLabelPattern.test(label))) return false;
  if (port === undefined) return true;
  const number = Number(port);
  return number >= 1 && number <= 65_535;
}

/** An API settings answer whose endpoint is not a host name: there is no URL to show. */
export class InvalidEndpointError extends ResponseShapeError {
  override name = 'InvalidEndpointError';
  constructor() {
    super('autoApiService.endpoint', 'a host name with an optional port from 1 to 65535');
  }
}

/** An API settings answer whose endpoint is empty: the project has no URL to show yet. */
export class EmptyEndpointError extends Error {
  override name = 'EmptyEndpointError';
  constructor() {
    super('autoApiService.endpoint is empty');
  }
}

/** `GET /platform/props/project/{ref}/api` */
export function decodeApiSettings(data: unknown): ApiSettings {
  const service = record(record(data, 'response').autoApiService, 'autoApiService');
  const path = 'autoApiService';
  const protocol = service.protocol ?? 'https';
  if (protocol !== 'https' && protocol !== 'http') {
    throw new ResponseShapeError(`${path}.protocol`, '"https" or "http"');
  }
  const endpoint = text(service, 'endpoint', path).trim();
  if (endpoint === '') throw new EmptyEndpointError();
  if (!isEndpoint(endpoint)) throw new InvalidEndpointError();
  const anonKey = text(service, 'defaultApiKey', path);
  if (anonKey.trim() === '') throw new ResponseShapeError(`${path}.defaultApiKey`, 'a non-empty string');
  return { url: `${protocol}://${endpoint}`, anonKey };
}
