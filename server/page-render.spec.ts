// Pages rendered on the server (`page-render.ts` with `app/ssr/render.tsx`), against the
// real simulator: what a visit gets as HTML, whose data is in it, and when the browser
// renders instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouteObject } from 'react-router-dom'
import { routes } from '../app/routes.tsx'
import { createPageRenderer, loadRouteCode } from '../app/ssr/render.tsx'
import { PAGE_STATE_ID, parsePageState } from '../app/ssr/page-state.ts'
import { TIME_ZONE_COOKIE } from '../app/ssr/time-zone.ts'
import { createSim } from '../sim/index.ts'
import { memoryStore } from '../sim/store/memory.ts'
import { createConsoleServer, type ConsoleServer } from './app.ts'
import { servePages } from './page-render.ts'
import type { SimLike } from './sim-api.ts'
import { INDEX_HTML, listenOnRandomPort, makeStaticDir, request } from './test-helpers.ts'

const staticDir = makeStaticDir()
const renderPage = createPageRenderer()
const servers: ConsoleServer[] = []

/** A console server whose pages render on the server; `slowApi` delays every API answer */
async function start(opts: { budgetMs?: number; maxConcurrent?: number; slowApiMs?: number } = {}) {
  const real = createSim({ store: memoryStore(), password: 'demo-password' })
  const sim: SimLike = {
    fetch: async (req, transport) => {
      if (opts.slowApiMs) await new Promise((r) => setTimeout(r, opts.slowApiMs))
      return real.fetch(req, transport)
    },
  }
  const api = { kind: 'sim' as const, sim }
  const server = createConsoleServer({
    staticDir: staticDir.dir,
    api,
    log: false,
    // the first renders compile the page modules here: a budget for a busy test machine
    renderPage: servePages(renderPage, { api, budgetMs: 20_000, ...opts }),
  })
  servers.push(server)
  return listenOnRandomPort(server)
}

async function signIn(port: number, username: string) {
  const res = await request(port, 'POST', '/v1/login/demo-silo/local', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo-password' }),
  })
  const session = res.headers['set-cookie']?.[0]?.split(';')[0] ?? ''
  return `${session}; ${TIME_ZONE_COOKIE}=Europe%2FBerlin`
}

const page = (port: number, path: string, cookie?: string) =>
  request(port, 'GET', path, { headers: cookie ? { cookie } : {} })

function stateOf(html: string) {
  const m = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`).exec(
    html,
  )
  if (!m) throw new Error('no page state in the HTML')
  return parsePageState(m[1])
}

let port: number
beforeAll(async () => {
  port = await start()
})
afterAll(async () => {
  await Promise.all(servers.map((s) => s.shutdown(100)))
  staticDir.cleanup()
})

describe('a page rendered on the server', () => {
  it('holds the first rows and the query cache its loaders filled', async () => {
    const cookie = await signIn(port, 'admin')
    const asked = Date.now()
    const res = await page(port, '/projects/demo-project/instances', cookie)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/)
    expect(res.text).toContain('href="/projects/demo-project/instances/db1"')
    const state = stateOf(res.text)
    const list = state.queries.queries.find((q) => q.queryKey[0] === 'instanceList')
    const items = (list?.state.data as { items: { name: string; timeCreated: Date }[] }).items
    expect(items.map((i) => i.name)).toContain('db1')
    // dates travel as dates
    expect(items[0].timeCreated).toBeInstanceOf(Date)
    expect(state.rackApi).toMatchObject({ supported: true })
    // the moment the browser hydrates with, so a range ending "now" renders the same text
    expect(state.renderedAt).toBeGreaterThanOrEqual(asked)
    expect(state.renderedAt).toBeLessThanOrEqual(Date.now())
    // the shell's own markup is kept around it
    expect(res.text.startsWith(INDEX_HTML.slice(0, 40))).toBe(true)
  })

  it('shows dates in the zone the browser reported', async () => {
    const cookie = await signIn(port, 'admin')
    const berlin = (await page(port, '/projects/demo-project/disks', cookie)).text
    const tokyo = (
      await page(
        port,
        '/projects/demo-project/disks',
        cookie.replace('Europe%2FBerlin', 'Asia%2FTokyo'),
      )
    ).text
    const times = (html: string) => html.match(/\d{1,2}:\d{2} [AP]M/g)
    expect(times(berlin)).not.toEqual(times(tokyo))
  })

  it("gives each visitor their own data, never another's", async () => {
    const [admin, viewer] = [await signIn(port, 'admin'), await signIn(port, 'viewer')]
    const [a, v] = await Promise.all([
      page(port, '/settings/profile', admin),
      page(port, '/settings/profile', viewer),
    ])
    expect(a.text).toContain('>admin<')
    expect(v.text).not.toContain('>admin<')
    expect(v.text).toContain('>viewer<')
    // the System is no page for the viewer: the same not-found screen as in the browser
    const silos = await page(port, '/system/silos', viewer)
    expect(silos.status).toBe(404)
    expect(silos.text).not.toContain('demo-silo</a>')
  })

  it('sends a signed-out visit to sign in, keeping where it was going', async () => {
    const zoneOnly = `${TIME_ZONE_COOKIE}=UTC`
    for (const cookie of [zoneOnly, `session=expired; ${zoneOnly}`]) {
      const res = await page(port, '/projects/demo-project/disks?page=2', cookie)
      expect(res.status).toBe(302)
      expect(res.headers.location).toBe(
        '/login?redirect_uri=' + encodeURIComponent('/projects/demo-project/disks?page=2'),
      )
    }
  })

  it('renders the sign-in page itself', async () => {
    const res = await page(port, '/login/demo-silo/local', `${TIME_ZONE_COOKIE}=UTC`)
    expect(res.status).toBe(200)
    expect(res.text).toMatch(/<label[^>]*>Username/)
  })

  it('follows a loader redirect with one of its own', async () => {
    const res = await page(port, '/', await signIn(port, 'admin'))
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/projects')
  })

  it('answers a missing resource with the not-found screen and a 404', async () => {
    const res = await page(port, '/projects/no-such-project/instances', await signIn(port, 'admin'))
    expect(res.status).toBe(404)
    const state = stateOf(res.text)
    // the project's layout and its list both fail; the outer screen shows, as in the browser
    const errors = Object.values(state.router.errors ?? {})
    expect(errors.length).toBeGreaterThan(0)
    for (const error of errors) expect(error).toMatchObject({ kind: 'api', statusCode: 404 })
    expect(res.text).toContain('Not found: project with name')
  })

  it('marks <html> with an explicit Light or Dark, and nothing else', async () => {
    const admin = await signIn(port, 'admin')
    const htmlTag = async (theme: string) =>
      /<html[^>]*>/.exec(
        (await page(port, '/projects', `${admin}; console-theme=${theme}`)).text,
      )![0]
    expect(await htmlTag('light')).toContain('data-theme="light"')
    expect(await htmlTag('dark')).toContain('data-theme="dark"')
    for (const other of ['system', 'light"><script>', 'blue']) {
      expect(await htmlTag(other)).not.toContain('data-theme')
    }
  })

  it('answers a path no page has with "Page not found" and a 404', async () => {
    const res = await page(port, '/no/such/page', await signIn(port, 'admin'))
    expect(res.status).toBe(404)
    expect(res.text).toContain('Page not found')
  })
})

describe('in front of a rack (proxy mode)', () => {
  it("renders with the visitor's session at the rack", async () => {
    // a console server with the simulator stands in for the rack's Nexus
    const rack = await start()
    const api = { kind: 'proxy' as const, nexusUrl: `http://127.0.0.1:${rack}` }
    const proxy = createConsoleServer({
      staticDir: staticDir.dir,
      api,
      log: false,
      renderPage: servePages(renderPage, { api, budgetMs: 20_000 }),
    })
    servers.push(proxy)
    const proxied = await listenOnRandomPort(proxy)
    const res = await page(
      proxied,
      '/projects/demo-project/instances',
      await signIn(proxied, 'admin'),
    )
    expect(res.status).toBe(200)
    expect(res.text).toContain('href="/projects/demo-project/instances/db1"')
    const signedOut = await page(
      proxied,
      '/projects/demo-project/instances',
      `${TIME_ZONE_COOKIE}=UTC`,
    )
    expect(signedOut.status).toBe(302)
  })
})

describe('the client-rendered shell instead', () => {
  it('for a browser that has not reported its time zone', async () => {
    const cookie = (await signIn(port, 'admin')).split(';')[0]
    const res = await page(port, '/projects/demo-project/instances', cookie)
    expect(res.status).toBe(200)
    expect(res.text).toBe(INDEX_HTML)
  })

  it('for a page the API cannot answer within the budget', async () => {
    const slow = await start({ budgetMs: 100, slowApiMs: 300 })
    const cookie = await signIn(slow, 'admin')
    const started = performance.now()
    const res = await page(slow, '/projects/demo-project/instances', cookie)
    expect(res.text).toBe(INDEX_HTML)
    // the budget and one API answer in flight at most, not the whole page's reads
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('for renders beyond the bound, so page loads cannot starve the API', async () => {
    const bounded = await start({ maxConcurrent: 1, slowApiMs: 50 })
    const cookie = await signIn(bounded, 'admin')
    const pages = await Promise.all(
      [1, 2, 3].map(() => page(bounded, '/projects/demo-project/instances', cookie)),
    )
    const shells = pages.filter((p) => p.text === INDEX_HTML)
    expect(shells.length).toBe(2)
  })
})

describe('hostile data in a page', () => {
  it('cannot end the state element or open a comment', async () => {
    const cookie = await signIn(port, 'admin')
    const description = '</script><script>alert(1)</script><!-- & \u2028'
    const created = await request(port, 'POST', '/v1/projects', {
      headers: { 'content-type': 'application/json', cookie, origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ name: 'hostile', description }),
    })
    expect(created.status).toBe(201)
    const res = await page(port, '/projects/hostile/instances', cookie)
    expect(res.status).toBe(200)
    const stateStart = res.text.indexOf(`id="${PAGE_STATE_ID}">`)
    const stateText = res.text.slice(stateStart, res.text.indexOf('</script>', stateStart))
    expect(stateText).not.toMatch(/<|<!--|\u2028/)
    // one element, ending where it should, and the description back intact
    const state = stateOf(res.text)
    const project = state.queries.queries.find((q) => q.queryKey[0] === 'projectView')
    expect((project?.state.data as { description: string }).description).toBe(description)
    expect(res.text).not.toContain('<script>alert(1)')
  })
})

describe('loading the route code when the server starts', () => {
  it('loads every lazy route of the tree, nested ones too, past one that fails', async () => {
    const loaded: string[] = []
    const load = (name: string) => async () => {
      loaded.push(name)
      if (name === 'broken') throw new Error('chunk missing')
      return { Component: () => null }
    }
    const count = await loadRouteCode([
      { path: 'a', lazy: load('a') },
      {
        path: 'b',
        children: [
          { path: 'broken', lazy: load('broken') },
          { path: 'c', lazy: load('c'), children: [{ index: true, lazy: load('d') }] },
        ],
      },
      { path: 'static' },
    ])
    expect(loaded).toEqual(['a', 'broken', 'c', 'd'])
    expect(count).toBe(3)
  })

  it("loads all of the console's pages", async () => {
    const lazyRoutes = (tree: RouteObject[]): number =>
      tree.reduce((n, r) => n + (r.lazy ? 1 : 0) + lazyRoutes(r.children ?? []), 0)
    expect(await loadRouteCode()).toBe(lazyRoutes(routes))
  })
})
