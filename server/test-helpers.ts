// Helpers for the server's specs: a temporary built console and raw HTTP requests
// (fetch would hide compression and merge headers).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getResponse, type RequestHandler } from 'msw'
import { listen } from './listen.ts'
import type { SimLike } from './sim-api.ts'

export const INDEX_HTML = `<!doctype html><html><head><title>Console</title>
<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`

/** Big and repetitive enough to be worth compressing. */
export const ASSET_JS = `export const routes = [${Array.from({ length: 200 }, (_, i) => `'/projects/p${i}'`).join(', ')}]\n`

/** A temporary directory shaped like dist/: index.html, one hashed asset and one other file. */
export function makeStaticDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-static-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML)
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), ASSET_JS)
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

export async function listenOnRandomPort(server: Server): Promise<number> {
  return (await listen(server, 0, '127.0.0.1')).port
}

export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  text: string
}

/** One request with Node's http client; the body is returned as sent (not decompressed). */
export function request(
  port: number,
  method: string,
  urlPath: string,
  options: { headers?: OutgoingHttpHeaders; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString(),
          })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
}

/**
 * A stand-in for the simulator's door that answers with the given MSW handlers (a 404 when
 * none matches): server specs test the adapter, not the simulator.
 */
export function stubSim(handlers: RequestHandler[]): SimLike {
  return {
    async fetch(request) {
      const url = new URL(request.url)
      // MSW would read the `:` of an IPv6 host in a base URL as a path parameter
      const baseUrl = url.hostname.includes(':') ? 'http://localhost' : url.origin
      const matched =
        baseUrl === url.origin ? request : new Request(baseUrl + url.pathname + url.search, request)
      return (
        (await getResponse(handlers, matched, { baseUrl })) ?? new Response(null, { status: 404 })
      )
    },
  }
}
