import { normaliseBasePath } from '../../api/site-routes.ts';

/** The base path the server put in <base href>, so one build serves under any BASE_PATH. */
export function basePath(): string {
  return normaliseBasePath(new URL(document.baseURI).pathname.replace(/[^/]*$/, ''));
}

export function stripBase(pathname: string, base = basePath()): string {
  if (pathname.startsWith(base)) return '/' + pathname.slice(base.length);
  if (pathname + '/' === base) return '/';
  return pathname;
}

export function withBase(path: string, base = basePath()): string {
  return base.replace(/\/$/, '') + path;
}
