// Console pages rendered on the server: the first view arrives as HTML with its data
// (`app/ssr/render.tsx`, built into `dist-ssr/`), so a visit shows its rows before any
// JavaScript runs. The page's API reads go to the simulator in this process, or to the
// rack, with the visitor's own cookies. Whatever cannot be rendered in time (a slow API,
// a failure, too many renders at once) gets the client-rendered shell, as before.
import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { ApiFetch, PageRender } from '../app/ssr/render.tsx'
import { CLIENT_ADDRESS_HEADER, SECURE_HEADER } from '../sim/access/session.ts'
import { HOP_BY_HOP } from './http-util.ts'
import { clientAddressOf, isHttps, PAGE_SECURITY_HEADERS } from './security.ts'
import { originOf, type SimLike } from './sim-api.ts'
import { negotiateEncoding } from './static.ts'

/** Sends the client-rendered shell instead: the page renders in the browser as before. */
export type RenderPage = (
  req: IncomingMessage,
  res: ServerResponse,
  shell: string,
) => Promise<boolean>

export interface PageRenderOptions {
  /** The renderer's build (`dist-ssr/`); without it every page gets the shell. */
  ssrDir: string
  api: { kind: 'sim'; sim: SimLike } | { kind: 'proxy'; nexusUrl: string }
  trustProxy?: boolean
  /** A page not rendered within this time gets the shell (the API may be slow). */
  budgetMs?: number
  /**
   * Renders in progress at once; more get the shell at once. Rendering runs on the event
   * loop that also answers the API, so a flood of page loads must not starve it.
   */
  maxConcurrent?: number
}

export const DEFAULT_RENDER_BUDGET_MS = 1500
export const DEFAULT_MAX_CONCURRENT_RENDERS = 4

type RendererModule = {
  loadRouteCode(): Promise<number>
  createPageRenderer(): (
    request: Request,
    apiFetch: ApiFetch,
    budgetMs: number,
  ) => Promise<PageRender>
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The request headers a page's own API reads carry: the visitor's cookies and language */
function visitorHeaders(req: IncomingMessage, init: RequestInit | undefined) {
  const headers = new Headers(init?.headers)
  for (const name of ['cookie', 'accept-language', 'user-agent']) {
    const value = req.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  return headers
}

function apiFetchFor(req: IncomingMessage, opts: Omit<PageRenderOptions, 'ssrDir'>): ApiFetch {
  const { api, trustProxy = false } = opts
  if (api.kind === 'proxy') {
    const base = api.nexusUrl.replace(/\/$/, '')
    return (target, init) => fetch(base + target, { ...init, headers: visitorHeaders(req, init) })
  }
  const origin = originOf(req)
  return (target, init) => {
    const headers = visitorHeaders(req, init)
    // what the simulator would learn from the connection itself, as for the browser's calls
    headers.set(SECURE_HEADER, isHttps(req, trustProxy) ? '1' : '0')
    headers.set(CLIENT_ADDRESS_HEADER, clientAddressOf(req, trustProxy))
    return api.sim.fetch(new Request(origin + target, { ...init, headers }), { target })
  }
}

/** The page's request as the router sees it: its URL and the browser's headers */
function pageRequest(req: IncomingMessage) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string' && !HOP_BY_HOP.has(name)) headers.set(name, value)
  }
  return new Request(originOf(req) + (req.url ?? '/'), { headers })
}

const ROOT_ELEMENT = '<div id="root"></div>'
/** The start of the shell's `<html>` tag, with or without attributes */
const HTML_ELEMENT = /<html(?=[\s>])/

/** The shell with the rendered page inside its root element and the page's state after it */
export function fillShell(
  shell: string,
  page: { html: string; stateElement: string; theme: 'light' | 'dark' | null },
) {
  const at = shell.indexOf(ROOT_ELEMENT)
  if (at < 0) throw new Error('index.html has no empty #root element')
  const filled =
    shell.slice(0, at) +
    `<div id="root">${page.html}</div>${page.stateElement}` +
    shell.slice(at + ROOT_ELEMENT.length)
  return page.theme ? filled.replace(HTML_ELEMENT, `<html data-theme="${page.theme}"`) : filled
}

async function send(req: IncomingMessage, res: ServerResponse, status: number, html: string) {
  const headers: Record<string, string> = {
    ...PAGE_SECURITY_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    // the page holds this visitor's data: never kept by a browser or a shared cache
    'cache-control': 'no-store',
    vary: 'Cookie, Accept-Encoding',
  }
  let body = Buffer.from(html)
  const encoding = negotiateEncoding(req.headers['accept-encoding'])
  if (encoding === 'br') {
    // a fast setting: the page is made for one visit, not compressed once and kept
    body = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
  } else if (encoding === 'gzip') body = await gzip(body, { level: 6 })
  if (encoding) headers['content-encoding'] = encoding
  headers['content-length'] = String(body.length)
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

type RenderFn = ReturnType<RendererModule['createPageRenderer']>

/**
 * The page renderer for `createConsoleServer`, or null when the console was built without
 * it (then every page is rendered in the browser).
 */
export async function loadPageRenderer(opts: PageRenderOptions): Promise<RenderPage | null> {
  const file = path.join(opts.ssrDir, 'render.js')
  if (!existsSync(file)) return null
  const module = (await import(pathToFileURL(file).href)) as RendererModule
  const render = servePages(module.createPageRenderer(), opts)
  // every page's code, in the background from here on (the server goes on to listen): each
  // first visit then renders as fast as the next; a page asked for meanwhile loads its own
  setImmediate(() => void module.loadRouteCode())
  return render
}

/** Answers page requests with `renderPage`'s pages, within the budget and the bound */
export function servePages(
  renderPage: RenderFn,
  opts: Omit<PageRenderOptions, 'ssrDir'>,
): RenderPage {
  const budgetMs = opts.budgetMs ?? DEFAULT_RENDER_BUDGET_MS
  const maxConcurrent = opts.maxConcurrent ?? DEFAULT_MAX_CONCURRENT_RENDERS
  let inFlight = 0

  return async function render(req, res, shell) {
    if (req.method !== 'GET' || inFlight >= maxConcurrent) return false
    inFlight++
    let page: PageRender
    try {
      page = await renderPage(pageRequest(req), apiFetchFor(req, opts), budgetMs)
    } catch (error) {
      console.warn(`Rendered ${req.url} in the browser instead: ${(error as Error).message}`)
      return false
    } finally {
      inFlight--
    }
    if (page.kind === 'browser') return false
    if (res.destroyed) return true
    if (page.kind === 'redirect') {
      res.writeHead(page.status, {
        location: page.location,
        'cache-control': 'no-store',
        'content-length': '0',
      })
      res.end()
      return true
    }
    await send(req, res, page.status, fillShell(shell, page))
    return true
  }
}
