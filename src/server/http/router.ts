/**
 * The route contract of the server. A route names its methods and either exact path(s) or a
 * prefix, and a handler; app.ts does the rest for every route: it parses the URL once, answers
 * 404 (JSON under /api/, the 404 page elsewhere), 405 with Allow, HEAD for GET routes (the
 * handler runs, the body is dropped), refuses cross-site posts (403), and turns a thrown
 * HttpError (http-error.ts) or any other error into the answer. A route with `checksOrigin`
 * judges cross-site requests itself. Routes are listed in main.ts.
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
};

export type RouteHandler = (req: IncomingMessage, res: ServerResponse, ctx: RouteContext) => Promise<void> | void;

export type Route = {
  /** Methods the route answers; GET also answers HEAD. Any other method gets 405 with Allow. */
  methods: readonly Method[];
  handle: RouteHandler;
  /**
   * The JSON 404's message for paths under `prefix` that no route has (the longest prefix
   * wins; under /api/ the default is "Nothing at <path>.").
   */
  notFound?: { prefix: string; message: (path: string) => string };
  /**
   * A prefix route's calls ("/api/admin/leads/:form/:id" and its methods), when it answers a
   * fixed set of paths with parameters: the list tests enumerate (every route, every method).
   */
  patterns?: readonly { method: Method; pattern: string }[];
  /**
   * The route judges the Origin of every request itself (and answers a refusal in its own
   * format): the router's cross-site refusal is not applied to it.
   */
  checksOrigin?: true;
} & ({ path: string | readonly string[]; prefix?: never } | { prefix: string; path?: never });

/** Paths under this prefix are the API: their 404s and errors are JSON, not pages. */
export const API_PREFIX = "/api/";

/** The route for a path: exact paths first, then the longest matching prefix. */
export function findRoute(routes: readonly Route[], path: string): Route | undefined {
  let best: Route | undefined;
  for (const route of routes) {
    if (route.path !== undefined) {
      if (typeof route.path === "string" ? route.path === path : route.path.includes(path)) return route;
    } else if (path.startsWith(route.prefix) && (!best || route.prefix.length > best.prefix!.length)) best = route;
  }
  return best;
}

/** The Allow header of a route: its methods, HEAD with GET. */
export function allowed(route: Route): string {
  return route.methods.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])).join(", ");
}

/** The message of the JSON 404 for an API path no route has. */
export function notFoundMessage(routes: readonly Route[], path: string): string {
  let best: Route["notFound"];
  for (const { notFound } of routes) {
    if (notFound && path.startsWith(notFound.prefix) && (!best || notFound.prefix.length > best.prefix.length)) best = notFound;
  }
  return best ? best.message(path) : `Nothing at ${path}.`;
}
