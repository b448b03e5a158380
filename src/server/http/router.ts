/**
 * The route contract of the server. A route names its methods and either path(s) or a prefix,
 * and a handler; a path may hold parameters (`/api/admin/leads/:form/:id`: each a non-empty,
 * percent-decoded segment, in `ctx.params`). app.ts does the rest for every route: it parses the
 * URL once, answers 404 (JSON under /api/, the 404 page elsewhere), 405 with Allow (the methods
 * of every route of that path), HEAD for GET routes (the handler runs, the body is dropped),
 * refuses cross-site posts (403), and turns a thrown HttpError (http-error.ts), a domain error
 * (../domain-errors.ts) or any other error into the answer. A route with `checksOrigin` judges
 * cross-site requests itself. A group (`group()`) shares a policy: it runs before each of its
 * routes' handlers, after the 404, 405 and 403 above, and what it returns joins the context
 * (the admin API's session check: `ctx.operator`). Routes are listed in main.ts.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RouteContext = {
  /** The request URL, parsed once (pathname and searchParams). */
  url: URL;
  /** The request is a HEAD (of a GET route): answer as to GET; the body is dropped anyway. */
  head: boolean;
  log: Logger;
  /** The values of the path's `:name` parameters (percent-decoded). */
  params: Record<string, string>;
};

export type RouteHandler<Extra = object> = (req: IncomingMessage, res: ServerResponse, ctx: RouteContext & Extra) => Promise<void> | void;

export type Route<Extra = object> = {
  /** Methods the route answers; GET also answers HEAD. Any other method gets 405 with Allow. */
  methods: readonly Method[];
  handle: RouteHandler<Extra>;
  /**
   * The JSON 404's message for paths under `prefix` that no route has (the longest prefix
   * wins; under /api/ the default is "Nothing at <path>.").
   */
  notFound?: { prefix: string; message: (path: string) => string };
  /**
   * The route judges the Origin of every request itself (and answers a refusal in its own
   * format): the router's cross-site refusal is not applied to it.
   */
  checksOrigin?: true;
} & ({ path: string | readonly string[]; prefix?: never } | { prefix: string; path?: never });

/**
 * What a group runs before each of its routes: sets headers, refuses (throws), and returns what
 * its routes' handlers get in their context besides the usual.
 */
export type Policy<Extra> = (req: IncomingMessage, res: ServerResponse, ctx: RouteContext) => Promise<Extra> | Extra;

/** The routes with the group's policy run before each handler (groups nest: the outer policy runs first). */
export function group<Extra extends object>(policy: Policy<Extra>, routes: readonly Route<Extra>[]): Route[] {
  return routes.map((route) => ({
    ...route,
    handle: async (req, res, ctx) => route.handle(req, res, { ...ctx, ...(await policy(req, res, ctx)) }),
  }));
}

/** Paths under this prefix are the API: their 404s and errors are JSON, not pages. */
export const API_PREFIX = "/api/";

/** The `:name` parameters of `pattern` in `path`, or null when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  if (!pattern.includes("/:")) return pattern === path ? {} : null;
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i]!.startsWith(":")) {
      let value: string;
      try {
        value = decodeURIComponent(got[i]!);
      } catch {
        return null;
      }
      if (!value) return null;
      params[want[i]!.slice(1)] = value;
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** A route of a path, its parameters and the pattern it matched (for logs and metrics: `/api/admin/leads/:form/:id`, a prefix as `/mcp*`). */
export type Match = { route: Route; params: Record<string, string>; pattern: string };

/** The routes of a path, in table order: those whose path matches, else the longest matching prefix. */
export function findRoutes(routes: readonly Route[], path: string): Match[] {
  const found: Match[] = [];
  let best: Route | undefined;
  for (const route of routes) {
    if (route.path !== undefined) {
      for (const pattern of typeof route.path === "string" ? [route.path] : route.path) {
        const params = matchPath(pattern, path);
        if (params) {
          found.push({ route, params, pattern });
          break;
        }
      }
    } else if (path.startsWith(route.prefix) && (!best || route.prefix.length > best.prefix!.length)) best = route;
  }
  if (found.length === 0 && best) found.push({ route: best, params: {}, pattern: `${best.prefix}*` });
  return found;
}

const METHOD_ORDER: readonly string[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/** The Allow header of a path's routes: their methods, HEAD with GET (one route: in its order; several: GET, HEAD, POST, PUT, PATCH, DELETE). */
export function allowed(routes: readonly Route[]): string {
  const methods = [...new Set(routes.flatMap((r) => r.methods.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m]))))];
  if (routes.length > 1) methods.sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
  return methods.join(", ");
}

/** The message of the JSON 404 for an API path no route has. */
export function notFoundMessage(routes: readonly Route[], path: string): string {
  let best: Route["notFound"];
  for (const { notFound } of routes) {
    if (notFound && path.startsWith(notFound.prefix) && (!best || notFound.prefix.length > best.prefix.length)) best = notFound;
  }
  return best ? best.message(path) : `Nothing at ${path}.`;
}
