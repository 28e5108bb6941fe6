// Serves the built console: files from the static directory, the SPA fallback to
// index.html for console routes, compression cached per file, ETags.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { PAGE_SECURITY_HEADERS } from './security.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
}

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE =
  /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/svg\+xml|font\/(ttf|otf))/

/** Files up to this size are kept in memory (the console's bundle is far smaller). */
const MAX_CACHED_BYTES = 8 * 1024 * 1024
/** Smaller bodies gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

type Encoding = 'br' | 'gzip'

interface Entry {
  mtimeMs: number
  size: number
  body: Buffer
  etag: string
  type: string
  compressible: boolean
  compressed: Partial<Record<Encoding, Promise<Buffer | null>>>
  /** The body as text, once a page has been rendered into it (index.html) */
  text?: string
}

export function contentType(file: string) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function negotiateEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null
  const q: Record<string, number> = {}
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q[name] = Number.isFinite(value) ? value : 0
  }
  const weight = (name: Encoding) => q[name] ?? q['*'] ?? 0
  const br = weight('br')
  const gz = weight('gzip')
  if (br > 0 && br >= gz) return 'br'
  if (gz > 0) return 'gzip'
  return null
}

/** True when an If-None-Match header names this ETag (weak comparison, RFC 9110 13.1.2). */
function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === opaque)
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer | null> {
  const out =
    encoding === 'br'
      ? brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzip(body, { level: 9 })
  // keep the compressed body only when it is smaller
  return out.then(
    (c) => (c.length < body.length ? c : null),
    () => null,
  )
}

export interface StaticOptions {
  /** Cache-Control per served path; index.html and the SPA fallback use `no-cache`. */
  cacheControl?: (urlPath: string) => string
  /**
   * A console route (not a file) rendered on the server with index.html as its shell
   * (`page-render.ts`); false sends index.html itself, rendered in the browser.
   */
  renderPage?: (req: IncomingMessage, res: ServerResponse, shell: string) => Promise<boolean>
}

const defaultCacheControl = (urlPath: string) =>
  urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'

/**
 * A handler for GET and HEAD of non-API paths. Files are read once and kept in memory with
 * their compressed forms (re-read when their mtime or size changes). A path that is not a
 * file gets index.html (the console's router shows its own "Page not found"), except under
 * `/assets/`, where a missing file is a 404: a stale bundle must fail loudly, not get HTML.
 */
export function createStaticHandler(staticDir: string, options: StaticOptions = {}) {
  const root = path.resolve(staticDir)
  const cacheControl = options.cacheControl ?? defaultCacheControl
  const cache = new Map<string, Entry>()

  async function load(file: string): Promise<Entry | 'too-big' | null> {
    let info
    try {
      info = await stat(file)
    } catch {
      cache.delete(file) // gone with a rebuild
      return null
    }
    if (!info.isFile()) return null
    const cached = cache.get(file)
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached
    if (info.size > MAX_CACHED_BYTES) return 'too-big'
    const body = await readFile(file)
    const type = contentType(file)
    const entry: Entry = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      type,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      compressible: COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESS_BYTES,
      compressed: {},
    }
    cache.set(file, entry)
    return entry
  }

  /**
   * The normalized URL path and its file, or null when the path is malformed or leaves
   * the root.
   */
  function resolve(urlPath: string): { normalized: string; file: string } | null {
    let decoded: string
    try {
      decoded = decodeURIComponent(urlPath)
    } catch {
      return null
    }
    if (decoded.includes('\0')) return null
    const normalized = path.posix.normalize(decoded)
    const file = path.join(root, normalized)
    if (file !== root && !file.startsWith(root + path.sep)) return null
    return { normalized, file }
  }

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    cacheControlValue: string,
  ) {
    const headers: Record<string, string> = {
      'content-type': entry.type,
      'cache-control': cacheControlValue,
      etag: entry.etag,
      'x-content-type-options': 'nosniff',
    }
    if (entry.compressible) headers.vary = 'Accept-Encoding'
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    let body = entry.body
    const encoding = entry.compressible ? negotiateEncoding(req.headers['accept-encoding']) : null
    if (encoding) {
      const compressed = await (entry.compressed[encoding] ??= compress(entry.body, encoding))
      if (compressed) {
        body = compressed
        headers['content-encoding'] = encoding
      }
    }
    headers['content-length'] = String(body.length)
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  function notFound(res: ServerResponse, status = 404, message = 'Not Found') {
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    })
    res.end(message)
  }

  return async function serveStatic(req: IncomingMessage, res: ServerResponse, urlPath: string) {
    // every page and asset: CSP, no framing, no sniffing, no referrer to other origins
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) res.setHeader(name, value)
    const resolved = resolve(urlPath)
    if (resolved === null) return notFound(res, 400, 'Bad Request')
    const { normalized, file } = resolved

    const entry = file === root ? null : await load(file)
    if (entry === 'too-big') {
      const headers = {
        'content-type': contentType(file),
        'cache-control': cacheControl(normalized),
      }
      res.writeHead(200, headers)
      if (req.method === 'HEAD') return void res.end()
      createReadStream(file)
        .on('error', (err) => res.destroy(err))
        .pipe(res)
      return
    }
    if (entry) return send(req, res, entry, cacheControl(normalized))
    if (normalized.startsWith('/assets/')) return notFound(res)

    const index = await load(path.join(root, 'index.html'))
    if (index === null || index === 'too-big') {
      return notFound(res, 503, 'The console is not built yet: run `npm run build`.\n')
    }
    if (
      options.renderPage &&
      (await options.renderPage(req, res, (index.text ??= index.body.toString())))
    )
      return
    return send(req, res, index, 'no-cache')
  }
}
